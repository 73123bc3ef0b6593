import { Landmark } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { formatCurrency } from '@/lib/i18n/format';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import { readEscrow } from '../../api/escrow';
import { SHOWS_NEW_STATE } from '../../api/escrow-refusal';
import { useAnswerEscrow } from '../../api/use-answer-escrow';
import { Field, ResultCard } from '../result-card';
import { EscrowAnswer } from './escrow-answer';
import { EscrowSafetyNote } from './escrow-safety-note';
import { EscrowSteps } from './escrow-steps';
import { statusKey } from './status-key';
import { useDeadlinePassed } from './use-deadline-passed';
import { useEscrowDays } from './use-escrow-days';

/**
 * The escrow as a party link shows it (issue #53, DECISIONS 28): where it stands for this
 * party, the amount held, the inspection period and what happens when nobody answers, the
 * steps with their dates, the buyer's two answers while the period runs, and the safety note.
 * Its own chunk with its own texts, loaded only for an answer that carries an escrow.
 */
export function EscrowSection({
  escrow: stored,
  trackingNumber,
  partyKey,
}: {
  escrow: unknown;
  trackingNumber: string;
  partyKey: string;
}) {
  const { t } = useSiteTranslation('escrow');
  const lang = useSiteLanguage();
  const days = useEscrowDays();
  const { state: answer, answer: send } = useAnswerEscrow(trackingNumber, partyKey);
  const [reason, setReason] = useState('');
  const news = useRef<HTMLDivElement>(null);
  const settled = answer.status === 'answered' || answer.status === 'refused';

  // The answer's escrow, or the one read again after a refusal, replaces the page's.
  const escrow =
    (answer.status === 'answered' || answer.status === 'refused' ? answer.escrow : null) ??
    readEscrow(stored);

  const deadlinePassed = useDeadlinePassed(escrow?.deadline ?? null);

  // The news takes the focus once it is there (the dialog's own return comes after).
  useEffect(() => {
    if (settled) news.current?.focus();
  }, [settled, answer]);

  if (!escrow) return null;
  const amount =
    escrow.amount === null ? null : formatCurrency(escrow.amount, escrow.currency, lang);
  const party = escrow.party;
  // Refused because the escrow moved on: the answers are not offered again, even when the
  // escrow could not be read anew.
  const movedOn = answer.status === 'refused' && SHOWS_NEW_STATE.includes(answer.refusal);
  const canAnswer =
    party === 'buyer' && escrow.state === 'inspection' && !movedOn && !deadlinePassed;
  const beforeDelivery = escrow.state === 'awaiting_payment' || escrow.state === 'payment_received';
  return (
    <ResultCard title={t('title')} icon={Landmark} className="md:col-span-2">
      <p className="text-lg font-medium text-slate-900">
        {t(`status.${statusKey(escrow)}.${party}`)}
      </p>
      <dl className="mt-4 grid gap-x-6 sm:grid-cols-2">
        {amount && <Field label={t('amount')} value={amount} />}
        {escrow.state === 'inspection' && escrow.last_day && (
          <Field
            label={t('period.label')}
            value={t('period.until', { date: days.day(escrow.last_day) })}
          />
        )}
        {escrow.withdraw_reason && (
          <Field label={t('answer.withdraw.reason')} value={escrow.withdraw_reason} />
        )}
        {beforeDelivery && escrow.period_days !== null && (
          <Field
            label={t('period.label')}
            value={t('period.days', { count: escrow.period_days })}
          />
        )}
      </dl>
      {(beforeDelivery || escrow.state === 'inspection') && (
        <p className="mt-2 text-slate-700">{t(`period.ifNothing.${party}`)}</p>
      )}
      <div
        ref={news}
        tabIndex={-1}
        role="status"
        className="mt-4 outline-none empty:hidden focus-visible:ring-2 focus-visible:ring-blue-800"
      >
        {answer.status === 'answered' && (
          <p className="rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900">
            {answer.escrow.steps.answer === 'withdraw'
              ? t('answer.withdraw.done')
              : t('answer.accept.done')}
          </p>
        )}
        {answer.status === 'refused' && (
          <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-medium">{t(`refusals.${answer.refusal}`)}</p>
            {reason.trim() !== '' && !canAnswer && (
              <>
                <p className="mt-2">{t('refusals.yourReason')}</p>
                <p className="mt-1 break-words whitespace-pre-line">{reason}</p>
              </>
            )}
          </div>
        )}
      </div>
      {canAnswer && (
        <EscrowAnswer
          amount={amount ?? ''}
          reason={reason}
          onReasonChange={setReason}
          sending={answer.status === 'sending'}
          onAnswer={(decision, text) => void send(decision, text)}
          onAnswered={() => news.current?.focus()}
        />
      )}
      <EscrowSteps escrow={escrow} />
      <EscrowSafetyNote />
    </ResultCard>
  );
}
