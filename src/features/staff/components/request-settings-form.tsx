import { type ReactNode, useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { REQUEST_RETENTION } from '@/lib/retention';

import type { RequestSettings } from '../api/staff-schemas';
import { useSetRequestSettingsMutation } from '../api/use-staff-mutations';
import { REQUEST_EMAIL_CAPS } from '../request-email-caps';
import { type RequestSettingsInput, requestSettingsSchema } from '../request-settings-schema';
import { useSettingsForm } from './use-settings-form';

const asInput = (settings: RequestSettings): RequestSettingsInput => ({
  keep_months: String(settings.keep_months),
  spam_keep_days: String(settings.spam_keep_days),
  acknowledgements_per_hour: String(settings.acknowledgements_per_hour),
  notices_per_hour: String(settings.notices_per_hour),
});

/** Which field a database refusal is about. */
const REFUSED_FIELD = {
  invalidKeepMonths: 'keep_months',
  invalidSpamKeepDays: 'spam_keep_days',
  invalidAcknowledgementsPerHour: 'acknowledgements_per_hour',
  invalidNoticesPerHour: 'notices_per_hour',
} as const;

/** One group of the settings: a fieldset with its legend. */
function SettingsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The owner's request settings: the two retention periods (issue #36) and the hourly e-mail
 * caps (issue #48). A database refusal of a value lands on its field, any other failure above
 * the button; the form keeps what was typed.
 */
export function RequestSettingsForm({ settings }: { settings: RequestSettings }) {
  const { t } = useAdminTranslation();
  const schema = useMemo(() => requestSettingsSchema(t), [t]);
  const save = useSetRequestSettingsMutation();
  const { keepMonths, spamKeepDays } = REQUEST_RETENTION;
  const { acknowledgementsPerHour, noticesPerHour } = REQUEST_EMAIL_CAPS;
  const fieldMessage = {
    keep_months: t('staff.requestSettings.monthsInvalid', keepMonths),
    spam_keep_days: t('staff.requestSettings.daysInvalid', spamKeepDays),
    acknowledgements_per_hour: t('staff.requestSettings.perHourInvalid', acknowledgementsPerHour),
    notices_per_hour: t('staff.requestSettings.perHourInvalid', noticesPerHour),
  };

  const { form, submit, failure } = useSettingsForm({
    schema,
    settings,
    toInput: asInput,
    save,
    fieldOf: (refusal) => {
      if (!(refusal in REFUSED_FIELD)) return undefined;
      const field = REFUSED_FIELD[refusal as keyof typeof REFUSED_FIELD];
      return { field, message: fieldMessage[field] };
    },
  });

  const numberField = (name: keyof RequestSettingsInput, label: string, hint: string) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      render={(field) => <Input inputMode="numeric" autoComplete="off" {...field} />}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-8">
      <SettingsGroup legend={t('staff.requestSettings.retention')}>
        <p className="max-w-3xl text-slate-700">{t('staff.requestSettings.description')}</p>
        <p className="max-w-3xl text-sm text-slate-600">{t('staff.requestSettings.privacyNote')}</p>
        <div className="grid max-w-xl gap-5 sm:grid-cols-2">
          {numberField(
            'keep_months',
            t('staff.requestSettings.keepMonths'),
            t('staff.requestSettings.keepMonthsHint', keepMonths),
          )}
          {numberField(
            'spam_keep_days',
            t('staff.requestSettings.spamKeepDays'),
            t('staff.requestSettings.spamKeepDaysHint', spamKeepDays),
          )}
        </div>
      </SettingsGroup>
      <SettingsGroup legend={t('staff.requestSettings.emails')}>
        <p className="max-w-3xl text-slate-700">{t('staff.requestSettings.emailsDescription')}</p>
        <div className="grid max-w-xl gap-5 sm:grid-cols-2">
          {numberField(
            'acknowledgements_per_hour',
            t('staff.requestSettings.acknowledgementsPerHour'),
            t('staff.requestSettings.perHourHint', acknowledgementsPerHour),
          )}
          {numberField(
            'notices_per_hour',
            t('staff.requestSettings.noticesPerHour'),
            t('staff.requestSettings.perHourHint', noticesPerHour),
          )}
        </div>
      </SettingsGroup>
      {failure && <FormAlert message={failure} />}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('staff.requestSettings.saving') : t('staff.requestSettings.save')}
        </Button>
      </div>
    </form>
  );
}
