import { useState } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

import { shipmentWriteFailure } from '../../api/shipment-write-error';
import { failureReason } from '../../api/write-failure-text';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { escrowFieldRefusal } from '../api/escrow-refusal';
import type { Escrow } from '../api/escrow-schema';
import type { EscrowStep } from '../api/record-escrow-step';
import { useEscrowStepMutation } from '../api/use-escrow-step-mutation';
import type { EscrowAction } from '../escrow-actions';
import { ESCROW_LIMITS } from '../escrow-form-schema';
import { amountText } from '../escrow-texts';
import { EscrowAmountForm } from './escrow-amount-form';
import { EscrowMoneyForm } from './escrow-money-form';
import type { MarkField } from './escrow-step-form-props';
import { EscrowStepShell } from './escrow-step-shell';

/**
 * The dialog of one escrow step, against the shipment's version the form holds: someone
 * else's save first closes it and shows the form's conflict (`onConflict`); a success moves the
 * form to the new version (`onRecorded`). Any other refusal stays in the dialog, in words.
 */
export function EscrowStepDialog({
  action,
  trackingNumber,
  updatedAt,
  escrow,
  onClose,
  onRecorded,
  onConflict,
  onCloseAutoFocus,
}: {
  /** Null while closed. */
  action: EscrowAction | null;
  trackingNumber: string;
  updatedAt: string;
  escrow: Escrow | null;
  onClose: () => void;
  onRecorded: (updatedAt: string) => void;
  onConflict: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useShipmentsTranslation();
  const record = useEscrowStepMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = (step: EscrowStep, markField?: MarkField) => {
    setFailure(null);
    record.mutate(
      { trackingNumber, expectedUpdatedAt: updatedAt, step },
      {
        onSuccess: (saved) => {
          onRecorded(saved);
          close();
        },
        onError: (error) => {
          const refusal = shipmentWriteFailure(error);
          const fieldRefusal = escrowFieldRefusal(error);
          if (refusal.kind === 'conflict') {
            close();
            onConflict();
          } else if (fieldRefusal && markField) {
            markField(
              fieldRefusal.field,
              t(`escrow.errors.${fieldRefusal.reason}`, {
                max: ESCROW_LIMITS.reference,
                amount: escrow ? amountText(escrow.amount, escrow.currency) : '',
              }),
            );
          } else {
            setFailure(failureReason(refusal, t, trackingNumber) ?? t('escrow.errors.failed'));
          }
        },
      },
    );
  };

  const dialog = action === 'set' && escrow ? 'change' : action;
  const props = { pending: record.isPending, failure, onStep: submit, onCancel: close };
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open && !record.isPending) close();
      }}
    >
      {dialog && (
        <DialogContent closeLabel={t('admin:close')} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>{t(`escrow.dialogs.${dialog}.title`, { id: trackingNumber })}</DialogTitle>
          <DialogDescription>{t(`escrow.dialogs.${dialog}.description`)}</DialogDescription>
          {dialog === 'refusal' && (
            <EscrowStepShell
              question={t('escrow.dialogs.refusal.confirm', { id: trackingNumber })}
              pending={record.isPending}
              failure={failure}
              onNext={() => undefined}
              onBack={close}
              onConfirm={() => submit({ kind: 'refusal' })}
            />
          )}
          {(dialog === 'set' || dialog === 'change') && (
            <EscrowAmountForm {...props} trackingNumber={trackingNumber} escrow={escrow} />
          )}
          {(dialog === 'payment' || dialog === 'payout' || dialog === 'refund') && escrow && (
            <EscrowMoneyForm {...props} kind={dialog} escrow={escrow} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
