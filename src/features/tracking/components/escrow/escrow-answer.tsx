import { Check, Undo2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { EscrowDecision } from '../../api/answer-escrow';

/** The database's limit for a withdrawal reason (issue #53's contract). */
const REASON_MAX = 2000;

/**
 * The buyer's two answers during the inspection period: release the amount, or withdraw with
 * a reason (required; what a withdrawal means is said beside it). Each asks once in a dialog;
 * the dialog waits while the answer is sent and closes when it is back. The reason is the
 * panel's, so a refusal keeps it.
 */
export function EscrowAnswer({
  amount,
  reason,
  onReasonChange,
  sending,
  onAnswer,
  onAnswered,
}: {
  amount: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  sending: boolean;
  onAnswer: (decision: EscrowDecision, reason: string | null) => void;
  /** The dialog closed after an answer was sent: the focus goes to the news of it. */
  onAnswered: () => void;
}) {
  const { t } = useSiteTranslation('escrow');
  // The question asked, and whether its answer went out (the dialog then waits for it).
  const [asking, setAsking] = useState<{ decision: EscrowDecision; sent: boolean } | null>(null);
  const [missing, setMissing] = useState(false);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const ask = (decision: EscrowDecision) => {
    opener.current = decision === 'accept' ? acceptButton.current : withdrawButton.current;
    setAsking({ decision, sent: false });
  };
  const submitWithdrawal = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      reasonField.current?.focus();
      return;
    }
    ask('withdraw');
  };

  const question = asking?.decision ?? 'accept';
  // Open while asking, and after the answer went out until it is back (recorded or refused).
  const open = asking !== null && (!asking.sent || sending);
  const button = cn(buttonVariants({ size: 'lg' }), 'w-full text-left sm:w-auto');
  return (
    <section aria-labelledby="escrow-answer" className="mt-6 grid gap-4">
      <h4 id="escrow-answer" className="font-semibold text-slate-900">
        {t('answer.heading')}
      </h4>
      <p className="text-slate-700">{t('answer.intro')}</p>
      <div className="rounded-xl border border-green-300 bg-green-50 p-4">
        <button
          ref={acceptButton}
          type="button"
          disabled={sending}
          onClick={() => ask('accept')}
          className={button}
        >
          <Check aria-hidden="true" className="size-5" />
          {t('answer.accept.button')}
        </button>
      </div>
      <form
        noValidate
        onSubmit={submitWithdrawal}
        className="grid gap-3 rounded-xl border border-slate-300 p-4"
      >
        <p className="text-slate-700">{t('answer.withdraw.explain')}</p>
        <Field
          label={t('answer.withdraw.reason')}
          error={missing && reason.trim() === '' ? t('answer.withdraw.missing') : undefined}
          hint={t('answer.withdraw.counter', { used: reason.length, max: REASON_MAX })}
        >
          <Textarea
            ref={reasonField}
            required
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => onReasonChange(event.target.value)}
          />
        </Field>
        <button
          ref={withdrawButton}
          type="submit"
          disabled={sending}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'lg' }),
            'w-full sm:w-auto sm:justify-self-start',
          )}
        >
          <Undo2 aria-hidden="true" className="size-5" />
          {t('answer.withdraw.button')}
        </button>
      </form>
      <ConfirmDialog
        open={open}
        title={t(`answer.${question}.title`)}
        description={t(`answer.${question}.text`, { amount })}
        cancelLabel={t('answer.cancel')}
        confirmLabel={sending ? t('answer.sending') : t(`answer.${question}.confirm`)}
        confirmVariant={question === 'withdraw' ? 'destructive' : 'primary'}
        pending={sending}
        stayOpenOnConfirm
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking || asking.sent) return;
          setAsking({ ...asking, sent: true });
          onAnswer(question, question === 'withdraw' ? reason.trim() : null);
        }}
        onCloseAutoFocus={(event) => {
          // Radix would return to a button that may be gone with the period: we decide.
          event.preventDefault();
          if (asking?.sent) onAnswered();
          else opener.current?.focus();
        }}
      />
    </section>
  );
}
