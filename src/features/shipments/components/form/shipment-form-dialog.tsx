import { useState } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

import type { Shipment } from '../../api/shipment-schemas';
import { TrackingLinksPanel } from '../../links/components/tracking-links-panel';
import { ReportsPanel } from '../../reports/components/reports-panel';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ShipmentForm } from './shipment-form';

export interface ShipmentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shipment to edit, as the list loaded it; undefined to add a new one. */
  shipment?: Shipment | undefined;
  /**
   * Where the focus goes once the dialog has closed. Without a Radix trigger it would land on
   * the page's body, and a keyboard user would start again from the top.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The staff's add / edit dialog (issue #11). Closing it by any way (X, Escape, a click
 * outside, Cancel) with unsaved input asks first, and so does leaving it otherwise: the
 * browser's Back, Logout, closing or reloading the tab.
 */
export function ShipmentFormDialog({
  open,
  onOpenChange,
  shipment,
  onCloseAutoFocus,
}: ShipmentFormDialogProps) {
  const { t } = useShipmentsTranslation();
  const [unsaved, setUnsaved] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    setConfirming(false);
    setUnsaved(false);
    onOpenChange(false);
  };
  const requestClose = () => {
    if (unsaved) setConfirming(true);
    else close();
  };
  const leaving = useUnsavedChangesGuard(open && unsaved, close);

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogContent
          size="lg"
          fullScreenOnPhone
          // A field scrolled to (by focus, by an error) stops above the sticky footer, not under it.
          className="max-sm:scroll-pb-28"
          closeLabel={t('admin:close')}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogTitle>
            {shipment ? t('form.editTitle', { id: shipment.id }) : t('form.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
          <ShipmentForm
            // A different shipment is a different form, never the last one's leftovers.
            key={shipment?.id ?? 'new'}
            shipment={shipment}
            onSaved={close}
            onCancel={requestClose}
            onDiscard={close}
            onUnsavedChange={setUnsaved}
          >
            {shipment && (
              <>
                <ReportsPanel shipment={shipment} />
                <TrackingLinksPanel trackingNumber={shipment.id} />
              </>
            )}
          </ShipmentForm>
        </DialogContent>
      </Dialog>
      <DiscardChangesDialog
        open={confirming || leaving.asking}
        onKeepEditing={() => {
          setConfirming(false);
          leaving.stay();
        }}
        onDiscard={() => {
          // A navigation that stays on this screen (Back to another search) closes it too.
          if (leaving.asking) leaving.leave();
          close();
        }}
      />
    </>
  );
}
