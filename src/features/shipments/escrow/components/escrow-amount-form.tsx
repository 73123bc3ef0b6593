import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { Escrow } from '../api/escrow-schema';
import { type EscrowAmountInput, escrowAmountSchema } from '../escrow-form-schema';
import { amountText, typedAmount } from '../escrow-texts';
import type { EscrowStepFormProps } from './escrow-step-form-props';
import { EscrowStepShell } from './escrow-step-shell';

/** "Fă-o expediere escrow" / "Modifică suma": the amount held (set_escrow). */
export function EscrowAmountForm({
  trackingNumber,
  escrow,
  pending,
  failure,
  onStep,
  onCancel,
}: EscrowStepFormProps & { trackingNumber: string; escrow: Escrow | null }) {
  const { t } = useShipmentsTranslation();
  const schema = useMemo(() => escrowAmountSchema(t), [t]);
  const form = useForm<EscrowAmountInput, unknown, { amount: number }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: escrow ? typedAmount(escrow.amount) : '' },
  });
  const [amount, setAmount] = useState<number | null>(null);
  const dialog = escrow ? 'change' : 'set';

  return (
    <EscrowStepShell
      question={
        amount === null
          ? null
          : t(`escrow.dialogs.${dialog}.confirm`, {
              id: trackingNumber,
              amount: amountText(amount, escrow?.currency ?? 'EUR'),
            })
      }
      pending={pending}
      failure={failure}
      onNext={(event) => void form.handleSubmit((values) => setAmount(values.amount))(event)}
      onBack={() => (amount === null ? onCancel() : setAmount(null))}
      onConfirm={() => {
        if (amount === null) return;
        onStep({ kind: 'set', amount }, (_, message) => {
          flushSync(() => setAmount(null));
          form.setError('amount', { type: 'server', message }, { shouldFocus: true });
        });
      }}
    >
      <FormField
        control={form.control}
        name="amount"
        label={t('escrow.fields.amount')}
        hint={t('escrow.fields.amountHint')}
        render={(field) => <Input inputMode="decimal" autoComplete="off" {...field} />}
      />
    </EscrowStepShell>
  );
}
