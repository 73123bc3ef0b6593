import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useShipmentsTranslation } from '../../use-shipments-translation';
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
  const { t } = useShipmentsTranslation();
  const revoke = useRevokeTrackingLinksMutation();
  const id = trackingNumber ?? '';
  return (
    <ConfirmDialog
      open={trackingNumber !== null}
      title={t('links.revoke.title', { id })}
      description={t('links.revoke.description')}
      cancelLabel={t('links.revoke.cancel')}
      confirmLabel={revoke.isPending ? t('links.revoke.revoking') : t('links.revoke.confirm')}
      pending={revoke.isPending}
      stayOpenOnConfirm
      onCancel={onClose}
      onConfirm={() => revoke.mutate(id, { onSuccess: onClose })}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
