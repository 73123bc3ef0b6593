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

import type { Shipment } from '../api/shipment-schemas';
import { useDeleteShipmentMutation } from '../api/use-delete-shipment-mutation';

/**
 * Asks before deleting, naming the tracking number (DECISIONS 3). Stays open while the delete
 * runs and when it fails (the toast says so), so the answer is never lost.
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
  const { t } = useAdminTranslation();
  const deletion = useDeleteShipmentMutation();
  return (
    <AlertDialog
      open={shipment !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
    >
      {shipment && (
        <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">
            {t('shipments.delete.title', { id: shipment.id })}
          </AlertDialogTitle>
          <AlertDialogDescription className="[overflow-wrap:anywhere]">
            {t('shipments.delete.description', { id: shipment.id })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deletion.isPending}>
              {t('shipments.delete.cancel')}
            </AlertDialogCancel>
            <AlertDialogAction
              disabled={deletion.isPending}
              onClick={(event) => {
                // Closed by the outcome, not by the click.
                event.preventDefault();
                deletion.mutate(shipment.id, { onSuccess: onClose });
              }}
            >
              {deletion.isPending ? t('shipments.delete.deleting') : t('shipments.delete.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
