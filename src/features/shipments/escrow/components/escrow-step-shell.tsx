import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';

import { useShipmentsTranslation } from '../../use-shipments-translation';

/**
 * One escrow step's form, in two stages: the fields, then (after "Continuă") the same fields
 * locked with the question that asks once more; "Confirmă" records. What was typed stays
 * through "Înapoi" and a refusal.
 */
export function EscrowStepShell({
  question,
  pending,
  failure,
  onNext,
  onBack,
  onConfirm,
  children,
}: {
  /** The confirmation question; null while the fields are being filled in. */
  question: string | null;
  pending: boolean;
  failure: string | null;
  /** "Continuă": validate the fields (the form's handleSubmit). */
  onNext: (event: FormEvent<HTMLFormElement>) => void;
  /** "Anulează" before the question, "Înapoi" at it. */
  onBack: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useShipmentsTranslation();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (question) questionRef.current?.focus();
  }, [question]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Portalled out of the shipment form on the page, not in React: the submit would bubble
    // on to the shipment's Save.
    event.stopPropagation();
    if (question) {
      event.preventDefault();
      onConfirm();
    } else {
      onNext(event);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {children && (
        <fieldset disabled={question !== null || pending} className="grid gap-4">
          {children}
        </fieldset>
      )}
      {question && (
        <p
          ref={questionRef}
          tabIndex={-1}
          className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 font-medium text-slate-900 outline-none"
        >
          {question}
        </p>
      )}
      {failure && <FormAlert message={failure} />}
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {question ? t('escrow.back') : t('escrow.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && t('escrow.saving')}
          {!pending && (question ? t('escrow.confirm') : t('escrow.next'))}
        </Button>
      </DialogFooter>
    </form>
  );
}
