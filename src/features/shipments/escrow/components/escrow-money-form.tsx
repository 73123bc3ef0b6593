import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDay } from '@/lib/i18n/format-day';

import { dayOf } from '../../links/expiry-date';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { Escrow } from '../api/escrow-schema';
import {
  ESCROW_LIMITS,
  type EscrowMoneyInput,
  escrowMoneySchema,
  type EscrowMoneyValues,
} from '../escrow-form-schema';
import { amountText, typedAmount } from '../escrow-texts';
import type { EscrowStepFormProps, MarkField } from './escrow-step-form-props';
import { EscrowStepShell } from './escrow-step-shell';

const DAY_LABELS = {
  payment: 'escrow.fields.receivedOn',
  payout: 'escrow.fields.paidOn',
  refund: 'escrow.fields.refundedOn',
} as const;

/**
 * "Înregistrează plata primită" (amount, day, bank reference), the payout to the seller and
 * the refund to the buyer (day, bank reference): the amount the escrow holds is suggested.
 */
export function EscrowMoneyForm({
  kind,
  escrow,
  pending,
  failure,
  onStep,
  onCancel,
}: EscrowStepFormProps & { kind: 'payment' | 'payout' | 'refund'; escrow: Escrow }) {
  const { t } = useShipmentsTranslation();
  const withAmount = kind === 'payment';
  const money = (amount: number) => amountText(amount, escrow.currency);
  const heldText = withAmount ? money(escrow.amount) : null;
  const schema = useMemo(
    () => escrowMoneySchema(t, heldText ? { amount: escrow.amount, text: heldText } : null),
    [t, heldText, escrow.amount],
  );
  const form = useForm<EscrowMoneyInput, unknown, EscrowMoneyValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: typedAmount(escrow.amount), on: dayOf(new Date()), reference: '' },
  });
  const [review, setReview] = useState<EscrowMoneyValues | null>(null);

  let question: string | null = null;
  if (review) {
    const amount = review.amount ?? escrow.payment_amount ?? escrow.amount;
    question = t(`escrow.dialogs.${kind}.confirm`, {
      amount: money(amount),
      day: formatDay(review.on),
      reference: review.reference,
    });
  }

  // Back to the fields, the refused one marked and focused.
  const markField: MarkField = (field, message) => {
    flushSync(() => setReview(null));
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
  };
  const confirm = () => {
    if (!review) return;
    const { on, reference } = review;
    onStep(
      kind === 'payment'
        ? { kind, amount: review.amount ?? escrow.amount, on, reference }
        : { kind, on, reference },
      markField,
    );
  };

  return (
    <EscrowStepShell
      question={question}
      pending={pending}
      failure={failure}
      onNext={(event) => void form.handleSubmit(setReview)(event)}
      onBack={() => (review ? setReview(null) : onCancel())}
      onConfirm={confirm}
    >
      {withAmount && (
        <FormField
          control={form.control}
          name="amount"
          label={t('escrow.fields.paymentAmount')}
          hint={t('escrow.fields.amountHint')}
          render={(field) => <Input inputMode="decimal" autoComplete="off" {...field} />}
        />
      )}
      <FormField
        control={form.control}
        name="on"
        label={t(DAY_LABELS[kind])}
        render={(field) => <Input type="date" max={dayOf(new Date())} {...field} />}
      />
      <FormField
        control={form.control}
        name="reference"
        label={t('escrow.fields.bankReference')}
        hint={t('escrow.fields.referenceHint', { max: ESCROW_LIMITS.reference })}
        render={(field) => <Input autoComplete="off" {...field} />}
      />
    </EscrowStepShell>
  );
}
