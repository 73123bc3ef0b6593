import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

import type { TrackingLink } from '../api/tracking-link-schema';
import { LinkExpiryForm } from './link-expiry-form';
import { useLinkTexts } from './use-link-texts';

/** "Schimbă expirarea" of one link. */
export function LinkExpiryDialog({
  trackingNumber,
  link,
  onClose,
  onCloseAutoFocus,
}: {
  trackingNumber: string;
  /** The link to re-date; null while closed. */
  link: TrackingLink | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t, partyWord, expiry } = useLinkTexts();
  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {link && (
        <DialogContent closeLabel={t('admin:close')} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>
            {t('links.expiryDialog.title', { party: partyWord(link.party) })}
          </DialogTitle>
          <DialogDescription>
            {t('links.expiryDialog.description', { current: expiry(link) })}
          </DialogDescription>
          <LinkExpiryForm
            key={link.id}
            trackingNumber={trackingNumber}
            link={link}
            onCancel={onClose}
            onSaved={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
