import type { ReactNode } from 'react';

import { formatDay } from '@/lib/i18n/format-day';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { Escrow } from '../api/escrow-schema';
import { amountText, lastDayOf, timeText } from '../escrow-texts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The escrow as staff see it: state, amount, deadline, and each step that has happened. */
export function EscrowFacts({ escrow }: { escrow: Escrow }) {
  const { t } = useShipmentsTranslation();
  const amount = (value: number) => amountText(value, escrow.currency);
  const closing = (day: string, reference: string | null) =>
    t('escrow.facts.closingValue', { day: formatDay(day), reference: reference ?? '' });
  let deadline = t('escrow.facts.deadlineNotYetDefault');
  if (escrow.escrow_deadline) {
    deadline = t('escrow.facts.deadlineValue', {
      day: lastDayOf(escrow.escrow_deadline),
      days: escrow.period_days ?? '',
    });
  } else if (escrow.period_days) {
    deadline = t('escrow.facts.deadlineNotYet', { days: escrow.period_days });
  }

  return (
    <dl className="grid gap-2 text-sm">
      <Fact term={t('escrow.facts.state')}>
        <span className="font-semibold">{t(`escrow.states.${escrow.state}`)}</span>
      </Fact>
      <Fact term={t('escrow.facts.amount')}>{amount(escrow.amount)}</Fact>
      <Fact term={t('escrow.facts.deadline')}>{deadline}</Fact>
      {escrow.payment_received_on && escrow.payment_amount !== null && (
        <Fact term={t('escrow.facts.payment')}>
          {t('escrow.facts.paymentValue', {
            amount: amount(escrow.payment_amount),
            day: formatDay(escrow.payment_received_on),
            reference: escrow.payment_reference ?? '',
          })}
        </Fact>
      )}
      {escrow.delivered_at && (
        <Fact term={t('escrow.facts.delivered')}>{timeText(escrow.delivered_at)}</Fact>
      )}
      {escrow.answered_at && (
        <Fact term={t('escrow.facts.answer')}>
          {escrow.answer === 'withdraw'
            ? t('escrow.facts.withdrawn', {
                time: timeText(escrow.answered_at),
                reason: escrow.withdraw_reason ?? '',
              })
            : t('escrow.facts.accepted', { time: timeText(escrow.answered_at) })}
        </Fact>
      )}
      {escrow.refused_at && (
        <Fact term={t('escrow.facts.refused')}>{timeText(escrow.refused_at)}</Fact>
      )}
      {escrow.period_over_at && (
        <Fact term={t('escrow.facts.periodOver')}>{timeText(escrow.period_over_at)}</Fact>
      )}
      {escrow.paid_out_on && (
        <Fact term={t('escrow.facts.payout')}>
          {closing(escrow.paid_out_on, escrow.payout_reference)}
        </Fact>
      )}
      {escrow.refunded_on && (
        <Fact term={t('escrow.facts.refund')}>
          {closing(escrow.refunded_on, escrow.refund_reference)}
        </Fact>
      )}
      {escrow.closed_at && (
        <Fact term={t('escrow.facts.closed')}>{timeText(escrow.closed_at)}</Fact>
      )}
    </dl>
  );
}
