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
import {
  type RequestSettingsInput,
  requestSettingsSchema,
  type RequestSettingsValues,
} from '../request-settings-schema';

const asInput = (settings: RequestSettings): RequestSettingsInput => ({
  keep_months: String(settings.keep_months),
  spam_keep_days: String(settings.spam_keep_days),
});

/**
 * The owner's two retention periods (issue #36): a database refusal of a value lands on its
 * field, any other failure above the button; the form keeps what was typed.
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

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => form.reset(asInput(values)),
      onError: (error) => {
        const refusal = staffRefusal(error);
        if (refusal === 'invalidKeepMonths') {
          form.setError('keep_months', {
            message: t('staff.requestSettings.monthsInvalid', keepMonths),
          });
        } else if (refusal === 'invalidSpamKeepDays') {
          form.setError('spam_keep_days', {
            message: t('staff.requestSettings.daysInvalid', spamKeepDays),
          });
        } else {
          setFailure(t(`staff.refusals.${refusal}`));
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xl gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
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
      {failure && <FormAlert message={failure} />}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('staff.requestSettings.saving') : t('staff.requestSettings.save')}
        </Button>
      </div>
    </form>
  );
}
