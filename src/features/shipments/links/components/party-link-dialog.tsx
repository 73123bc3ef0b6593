import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { Party } from '../api/tracking-link-schema';
import { PartyLinkContent } from './party-link-content';

/** Which party's link the dialog is about; null while it is closed. */
export type PartyLinkTarget = { trackingNumber: string; party: Party } | null;

const TITLE_KEYS = {
  shipper: 'links.dialog.title.shipper',
  recipient: 'links.dialog.title.recipient',
} as const;
const DESCRIPTION_KEYS = {
  shipper: 'links.dialog.description.shipper',
  recipient: 'links.dialog.description.recipient',
} as const;

/**
 * "Link expeditor" / "Link destinatar": creates the party's link when it has none and shows it
 * once (address, QR code), or shows the link it has, which can be replaced.
 */
export function PartyLinkDialog({
  target,
  onClose,
  onCloseAutoFocus,
}: {
  target: PartyLinkTarget;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useShipmentsTranslation();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {target && (
        <DialogContent size="lg" closeLabel={t('admin:close')} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle className="[overflow-wrap:anywhere]">
            {t(TITLE_KEYS[target.party], { id: target.trackingNumber })}
          </DialogTitle>
          <DialogDescription>{t(DESCRIPTION_KEYS[target.party])}</DialogDescription>
          {/* A new opening is a new attempt: nothing of the last one's key or state stays. */}
          <PartyLinkContent key={`${target.trackingNumber}:${target.party}`} {...target} />
        </DialogContent>
      )}
    </Dialog>
  );
}
