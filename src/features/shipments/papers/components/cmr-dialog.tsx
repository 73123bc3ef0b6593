import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

import type { Shipment } from '../../api/shipment-schemas';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { cmrGaps } from '../cmr-gaps';
import { CmrForm } from './cmr-form';
import { CmrGaps } from './cmr-gaps';

/**
 * "Scrisoare de trăsură CMR" (issue #54): what a shipment still lacks for one, or the choice of
 * label languages, copies and the consignee's QR code, and the PDF made in the browser.
 */
export function CmrDialog({
  shipment,
  onClose,
  onCloseAutoFocus,
}: {
  /** The shipment to make the note of; null while closed. */
  shipment: Shipment | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useShipmentsTranslation();
  const gaps = shipment ? cmrGaps(shipment) : [];
  return (
    <Dialog
      open={shipment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {shipment && (
        <DialogContent closeLabel={t('admin:close')} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle className="[overflow-wrap:anywhere]">
            {t('papers.cmr.title', { id: shipment.id })}
          </DialogTitle>
          <DialogDescription>{t('papers.cmr.description')}</DialogDescription>
          {gaps.length > 0 ? (
            <CmrGaps gaps={gaps} onClose={onClose} />
          ) : (
            // A new opening starts from the shipment's defaults, not the last one's choices.
            <CmrForm key={shipment.id} shipment={shipment} onClose={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
