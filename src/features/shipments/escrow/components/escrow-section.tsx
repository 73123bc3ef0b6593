import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

import { FormSection } from '../../components/form/form-section';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { LinkError } from '../../links/components/link-error';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { useShipmentEscrow } from '../api/use-shipment-escrow';
import { type EscrowAction, escrowActions } from '../escrow-actions';
import { EscrowFacts } from './escrow-facts';
import { EscrowStepDialog } from './escrow-step-dialog';

/**
 * "Escrow" of the edit dialog (issue #53): state, amount, deadline and each step's date, and
 * the staff steps the state allows. Each takes effect at once in its own dialog, apart from
 * Save, against the version the form holds (like "Șofer și vehicul").
 */
export function EscrowSection({
  trackingNumber,
  createdAt,
  updatedAt,
  blocked,
  onRecorded,
  onConflict,
}: {
  trackingNumber: string;
  createdAt: string;
  updatedAt: string;
  /** While the form shows a conflict, nothing is sent. */
  blocked: boolean;
  onRecorded: (updatedAt: string) => void;
  onConflict: () => void;
}) {
  const { t } = useShipmentsTranslation();
  const escrow = useShipmentEscrow(trackingNumber, createdAt);
  const [action, setAction] = useState<EscrowAction | null>(null);
  // Read when the closed dialog gives the focus back, after the render that closed it.
  const conflicted = useRef(false);
  const { remember, restoreFocus } = useReturnFocus();
  const current = escrow.data;

  const actionLabel = (step: EscrowAction) =>
    step === 'set' && current ? t('escrow.actions.change') : t(`escrow.actions.${step}`);

  return (
    <FormSection legend={t('escrow.legend')} description={t('escrow.description')} columns={1}>
      {escrow.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('escrow.loading')}
        </p>
      )}
      {escrow.isError && !escrow.data && (
        <LinkError
          message={t('escrow.loadFailed')}
          onRetry={() => void escrow.refetch()}
          retrying={escrow.isFetching}
        />
      )}
      {current === null && <p className="text-sm text-slate-700">{t('escrow.none')}</p>}
      {current && <EscrowFacts escrow={current} />}
      {current !== undefined && (
        <div className="flex flex-wrap gap-2">
          {escrowActions(current?.state ?? null).map((step) => (
            <Button
              key={step}
              type="button"
              variant="outline"
              size="sm"
              disabled={blocked}
              onClick={(event) => {
                remember(event.currentTarget);
                conflicted.current = false;
                setAction(step);
              }}
            >
              {actionLabel(step)}
            </Button>
          ))}
        </div>
      )}
      <EscrowStepDialog
        action={action}
        trackingNumber={trackingNumber}
        updatedAt={updatedAt}
        escrow={current ?? null}
        onClose={() => setAction(null)}
        onRecorded={onRecorded}
        onConflict={() => {
          conflicted.current = true;
          onConflict();
        }}
        // After a conflict the form's panel has the focus; the step's button is disabled.
        onCloseAutoFocus={(event) =>
          conflicted.current ? event.preventDefault() : restoreFocus(event)
        }
      />
    </FormSection>
  );
}
