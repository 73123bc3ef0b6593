import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useRestoreShipmentMutation } from '../../api/use-restore-shipment-mutation';
import { useShipmentsTranslation } from '../../use-shipments-translation';

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
  const { t } = useShipmentsTranslation();
  const restore = useRestoreShipmentMutation();
  const id = trackingNumber ?? '';
  return (
    <ConfirmDialog
      open={trackingNumber !== null}
      title={t('deleted.confirmTitle', { id })}
      description={t('deleted.confirmDescription', { id })}
      cancelLabel={t('deleted.cancel')}
      confirmLabel={restore.isPending ? t('deleted.restoring') : t('deleted.restore')}
      pending={restore.isPending}
      stayOpenOnConfirm
      onCancel={onClose}
      onConfirm={() => restore.mutate(id, { onSettled: onClose })}
    />
  );
}
