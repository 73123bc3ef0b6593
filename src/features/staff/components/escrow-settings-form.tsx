import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { staffRefusal } from '../api/staff-errors';
import type { EscrowSettings } from '../api/staff-schemas';
import { useSetEscrowSettingsMutation } from '../api/use-staff-mutations';
import { ESCROW_PERIOD_DAYS } from '../escrow-period';
import {
  type EscrowSettingsInput,
  escrowSettingsSchema,
  type EscrowSettingsValues,
} from '../escrow-settings-schema';

const asInput = (settings: EscrowSettings): EscrowSettingsInput => ({
  period_days: String(settings.period_days),
});

/**
 * The owner's inspection period (issue #53). The database's refusal of the value lands on the
 * field, any other failure above the button; the form keeps what was typed.
 */
export function EscrowSettingsForm({ settings }: { settings: EscrowSettings }) {
  const { t } = useAdminTranslation();
  const schema = useMemo(() => escrowSettingsSchema(t), [t]);
  const form = useForm<EscrowSettingsInput, unknown, EscrowSettingsValues>({
    resolver: zodResolver(schema),
    defaultValues: asInput(settings),
  });
  const save = useSetEscrowSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => form.reset(asInput(values)),
      onError: (error) => {
        const refusal = staffRefusal(error);
        if (refusal === 'invalidPeriodDays') {
          form.setError('period_days', {
            message: t('staff.escrowSettings.daysInvalid', ESCROW_PERIOD_DAYS),
          });
        } else {
          setFailure(t(`staff.refusals.${refusal}`));
        }
      },
    });
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
