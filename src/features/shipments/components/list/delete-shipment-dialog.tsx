import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { Shipment } from '../../api/shipment-schemas';
import {
  isSettledDeleteFailure,
  useDeleteShipmentMutation,
} from '../../api/use-delete-shipment-mutation';
import { usePeriodTexts } from '../../hooks/use-period-texts';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/**
 * Asks before deleting, naming the tracking number (DECISIONS 3). Stays open while the delete
 * runs and when it fails (the toast says so), so the answer is never lost. Deletes only the
 * version the list showed: a colleague's later save is refused, not silently deleted, and the
 * dialog closes on the list that now shows it (as when a colleague deleted it first).
 */
export function DeleteShipmentDialog({
  shipment,
  onClose,
  onCloseAutoFocus,
}: {
  shipment: Shipment | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useShipmentsTranslation();
  const deletion = useDeleteShipmentMutation();
  const { restorePeriod } = usePeriodTexts();
  const id = shipment?.id ?? '';
  return (
    <ConfirmDialog
      open={shipment !== null}
      title={t('delete.title', { id })}
      description={t('delete.description', { id, period: restorePeriod })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={deletion.isPending ? t('delete.deleting') : t('delete.confirm')}
      pending={deletion.isPending}
      stayOpenOnConfirm
      onCancel={onClose}
      onConfirm={() => {
        if (!shipment) return;
        deletion.mutate(
          { trackingNumber: shipment.id, updatedAt: shipment.updated_at },
          {
            onSuccess: onClose,
            // Asking again would name the version it saw; the list shows the new one, or
            // no longer shows the shipment at all.
            onError: (error) => {
              if (isSettledDeleteFailure(error)) onClose();
            },
          },
        );
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
