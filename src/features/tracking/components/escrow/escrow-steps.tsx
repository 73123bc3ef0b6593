import { Circle, CircleCheckBig } from 'lucide-react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { Escrow } from '../../api/escrow';
import { useEscrowDays } from './use-escrow-days';

type StepKey =
  | 'payment'
  | 'delivered'
  | 'decision'
  | 'accepted'
  | 'withdrawn'
  | 'refused'
  | 'periodOver'
  | 'settlement'
  | 'paidOut'
  | 'refunded';

/** Which decision and which settlement the steps record, named after what happened. */
function decisionStep({ steps }: Escrow): { key: StepKey; moment: string | null } {
  if (steps.refused_at) return { key: 'refused', moment: steps.refused_at };
  if (steps.answer === 'withdraw') return { key: 'withdrawn', moment: steps.answered_at };
  if (steps.answer === 'accept') return { key: 'accepted', moment: steps.answered_at };
  if (steps.period_over_at) return { key: 'periodOver', moment: steps.period_over_at };
  return { key: 'decision', moment: null };
}

function settlementStep({ steps }: Escrow): { key: StepKey; day: string | null } {
  if (steps.refunded_on) return { key: 'refunded', day: steps.refunded_on };
  if (steps.paid_out_on) return { key: 'paidOut', day: steps.paid_out_on };
  return { key: 'settlement', day: null };
}

/**
 * The escrow's steps in order, each with its date once reached (days as the reader writes
 * them: a date as stored, a moment in the reader's time zone), else "not yet".
 */
export function EscrowSteps({ escrow }: { escrow: Escrow }) {
  const { t } = useSiteTranslation('escrow');
  const days = useEscrowDays();
  const decision = decisionStep(escrow);
  const settlement = settlementStep(escrow);
  const moment = (iso: string | null) => (iso ? days.moment(iso) : null);
  const day = (iso: string | null) => (iso ? days.day(iso) : null);
  const steps: { key: StepKey; date: string | null }[] = [
    { key: 'payment', date: day(escrow.steps.payment_received_on) },
    { key: 'delivered', date: moment(escrow.steps.delivered_at) },
    { key: decision.key, date: moment(decision.moment) },
    { key: settlement.key, date: day(settlement.day) },
  ];
  return (
    <section className="mt-6">
      <h4 className="font-semibold text-slate-900">{t('steps.title')}</h4>
      <ol className="mt-2 grid gap-2">
        {steps.map(({ key, date }) => (
          <li key={key} className="flex items-start gap-2">
            {date ? (
              <CircleCheckBig
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-green-700"
              />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            )}
            <span>
              <span className="font-medium text-slate-900">{t(`steps.${key}`)}</span>
              {': '}
              <span className={date ? 'text-slate-900' : 'text-slate-600'}>
                {date ?? t('steps.pending')}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
