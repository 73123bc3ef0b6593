import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { EscrowSettings } from '../api/staff-schemas';
import { useSetEscrowSettingsMutation } from '../api/use-staff-mutations';
import { ESCROW_PERIOD_DAYS } from '../escrow-period';
import { type EscrowSettingsInput, escrowSettingsSchema } from '../escrow-settings-schema';
import { useSettingsForm } from './use-settings-form';

const asInput = (settings: EscrowSettings): EscrowSettingsInput => ({
  period_days: String(settings.period_days),
});

/** The owner's inspection period (issue #53). */
export function EscrowSettingsForm({ settings }: { settings: EscrowSettings }) {
  const { t } = useAdminTranslation();
  const schema = useMemo(() => escrowSettingsSchema(t), [t]);
  const save = useSetEscrowSettingsMutation();
  const { form, submit, failure } = useSettingsForm({
    schema,
    settings,
    toInput: asInput,
    save,
    fieldOf: (refusal) =>
      refusal === 'invalidPeriodDays'
        ? {
            field: 'period_days',
            message: t('staff.escrowSettings.daysInvalid', ESCROW_PERIOD_DAYS),
          }
        : undefined,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <p className="max-w-3xl text-slate-700">{t('staff.escrowSettings.description')}</p>
      <div className="grid max-w-xl gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="period_days"
          label={t('staff.escrowSettings.periodDays')}
          hint={t('staff.escrowSettings.periodDaysHint', ESCROW_PERIOD_DAYS)}
          render={(field) => <Input inputMode="numeric" autoComplete="off" {...field} />}
        />
      </div>
      {failure && <FormAlert message={failure} />}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('staff.escrowSettings.saving') : t('staff.escrowSettings.save')}
        </Button>
      </div>
    </form>
  );
}
