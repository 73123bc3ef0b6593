import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useRestoreShipmentMutation } from '../api/use-restore-shipment-mutation';

/**
 * Asks before bringing a deleted shipment back, naming its number. Stays open while the restore
 * runs; closes when it is done either way, and the toast says how it went (a number taken by a
 * new shipment, a window that has passed), while the list shows what is still restorable.
 */
export function RestoreShipmentDialog({
  trackingNumber,
  onClose,
}: {
  trackingNumber: string | null;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const restore = useRestoreShipmentMutation();
  const id = trackingNumber ?? '';
  return (
    <ConfirmDialog
      open={trackingNumber !== null}
      title={t('shipments.deleted.confirmTitle', { id })}
      description={t('shipments.deleted.confirmDescription', { id })}
      cancelLabel={t('shipments.deleted.cancel')}
      confirmLabel={
        restore.isPending ? t('shipments.deleted.restoring') : t('shipments.deleted.restore')
      }
      pending={restore.isPending}
      stayOpenOnConfirm
      onCancel={onClose}
      onConfirm={() => restore.mutate(id, { onSettled: onClose })}
    />
  );
}
