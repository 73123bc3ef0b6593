import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const { t } = useAdminTranslation();
  const revoke = useRevokeTrackingLinksMutation();
  const id = trackingNumber ?? '';
  return (
    <ConfirmDialog
      open={trackingNumber !== null}
      title={t('shipments.links.revoke.title', { id })}
      description={t('shipments.links.revoke.description')}
      cancelLabel={t('shipments.links.revoke.cancel')}
      confirmLabel={
        revoke.isPending
          ? t('shipments.links.revoke.revoking')
          : t('shipments.links.revoke.confirm')
      }
      pending={revoke.isPending}
      stayOpenOnConfirm
      onCancel={onClose}
      onConfirm={() => revoke.mutate(id, { onSuccess: onClose })}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
