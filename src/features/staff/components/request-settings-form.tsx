import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { REQUEST_RETENTION } from '@/lib/retention';

import { staffRefusal } from '../api/staff-errors';
import type { RequestSettings } from '../api/staff-schemas';
import { useSetRequestSettingsMutation } from '../api/use-staff-mutations';
import { REQUEST_EMAIL_CAPS } from '../request-email-caps';
import {
  type RequestSettingsInput,
  requestSettingsSchema,
  type RequestSettingsValues,
} from '../request-settings-schema';

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

/**
 * The owner's request settings: the two retention periods (issue #36) and the hourly e-mail
 * caps (issue #48). A database refusal of a value lands on its field, any other failure above
 * the button; the form keeps what was typed.
 */
export function RequestSettingsForm({ settings }: { settings: RequestSettings }) {
  const { t } = useAdminTranslation();
  const schema = useMemo(() => requestSettingsSchema(t), [t]);
  const form = useForm<RequestSettingsInput, unknown, RequestSettingsValues>({
    resolver: zodResolver(schema),
    defaultValues: asInput(settings),
  });
  const save = useSetRequestSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { keepMonths, spamKeepDays } = REQUEST_RETENTION;
  const { acknowledgementsPerHour, noticesPerHour } = REQUEST_EMAIL_CAPS;
  const fieldMessage = {
    keep_months: t('staff.requestSettings.monthsInvalid', keepMonths),
    spam_keep_days: t('staff.requestSettings.daysInvalid', spamKeepDays),
    acknowledgements_per_hour: t('staff.requestSettings.perHourInvalid', acknowledgementsPerHour),
    notices_per_hour: t('staff.requestSettings.perHourInvalid', noticesPerHour),
  };

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => form.reset(asInput(values)),
      onError: (error) => {
        const refusal = staffRefusal(error);
        const field =
          refusal in REFUSED_FIELD ? REFUSED_FIELD[refusal as keyof typeof REFUSED_FIELD] : null;
        if (field) form.setError(field, { message: fieldMessage[field] });
        else setFailure(t(`staff.refusals.${refusal}`));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-slate-900">
          {t('staff.requestSettings.retention')}
        </legend>
        <p className="max-w-3xl text-slate-700">{t('staff.requestSettings.description')}</p>
        <p className="max-w-3xl text-sm text-slate-600">
          {t('staff.requestSettings.privacyNote', {
            months: keepMonths.default,
            days: spamKeepDays.default,
          })}
        </p>
        <div className="grid max-w-xl gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="keep_months"
            label={t('staff.requestSettings.keepMonths')}
            hint={t('staff.requestSettings.keepMonthsHint', keepMonths)}
            render={(field) => <Input inputMode="numeric" autoComplete="off" {...field} />}
          />
          <FormField
            control={form.control}
            name="spam_keep_days"
            label={t('staff.requestSettings.spamKeepDays')}
            hint={t('staff.requestSettings.spamKeepDaysHint', spamKeepDays)}
            render={(field) => <Input inputMode="numeric" autoComplete="off" {...field} />}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-slate-900">
          {t('staff.requestSettings.emails')}
        </legend>
        <p className="max-w-3xl text-slate-700">{t('staff.requestSettings.emailsDescription')}</p>
        <div className="grid max-w-xl gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="acknowledgements_per_hour"
            label={t('staff.requestSettings.acknowledgementsPerHour')}
            hint={t('staff.requestSettings.perHourHint', acknowledgementsPerHour)}
            render={(field) => <Input inputMode="numeric" autoComplete="off" {...field} />}
          />
          <FormField
            control={form.control}
            name="notices_per_hour"
            label={t('staff.requestSettings.noticesPerHour')}
            hint={t('staff.requestSettings.perHourHint', noticesPerHour)}
            render={(field) => <Input inputMode="numeric" autoComplete="off" {...field} />}
          />
        </div>
      </fieldset>
      {failure && <FormAlert message={failure} />}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('staff.requestSettings.saving') : t('staff.requestSettings.save')}
        </Button>
      </div>
    </form>
  );
}
