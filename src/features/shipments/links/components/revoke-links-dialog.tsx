import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useRevokeTrackingLinksMutation } from '../api/use-revoke-tracking-links-mutation';

/**
 * "Revocă linkurile": asks first, then ends every working link of the shipment. Stays open
 * while that runs and when it fails (the toast says why), so a retry is one click.
 */
export function RevokeLinksDialog({
  trackingNumber,
  onClose,
  onCloseAutoFocus,
}: {
  /** The shipment whose links to revoke; null while closed. */
  trackingNumber: string | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog
      open={trackingNumber !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {trackingNumber !== null && (
        <RevokeLinksContent
          key={trackingNumber}
          trackingNumber={trackingNumber}
          onClose={onClose}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      )}
    </AlertDialog>
  );
}

function RevokeLinksContent({
  trackingNumber,
  onClose,
  onCloseAutoFocus,
}: {
  trackingNumber: string;
  onClose: () => void;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}) {
  const { t } = useAdminTranslation();
  const revoke = useRevokeTrackingLinksMutation(trackingNumber);
  return (
    <AlertDialogContent
      onCloseAutoFocus={onCloseAutoFocus}
      onEscapeKeyDown={(event) => {
        if (revoke.isPending) event.preventDefault();
      }}
    >
      <AlertDialogTitle className="[overflow-wrap:anywhere]">
        {t('shipments.links.revoke.title', { id: trackingNumber })}
      </AlertDialogTitle>
      <AlertDialogDescription>{t('shipments.links.revoke.description')}</AlertDialogDescription>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={revoke.isPending}>
          {t('shipments.links.revoke.cancel')}
        </AlertDialogCancel>
        <AlertDialogAction
          disabled={revoke.isPending}
          onClick={(event) => {
            // Closed by the outcome, not by the click.
            event.preventDefault();
            revoke.mutate(undefined, { onSuccess: onClose });
          }}
        >
          {revoke.isPending
            ? t('shipments.links.revoke.revoking')
            : t('shipments.links.revoke.confirm')}
        </AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
