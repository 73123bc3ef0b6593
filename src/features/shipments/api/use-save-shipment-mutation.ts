import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';

import { useShipmentsTranslation } from '../use-shipments-translation';
import { saveShipment, type ShipmentSave } from './save-shipment';
import { shipmentKeys } from './shipment-keys';
import { shipmentWriteFailure } from './shipment-write-error';
import { failureToast } from './write-failure-text';

/** Saves an edit (and a route entry); toasts the outcome (SPEC §8) and refreshes every shipment query. */
export function useSaveShipmentMutation() {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: (save: ShipmentSave) => saveShipment(save),
    onSuccess: () => {
      toast({
        title: t('form.success.title'),
        description: t('form.success.updated'),
      });
    },
    onError: (error, save) => {
      console.error('Saving a shipment failed', error);
      toast(failureToast('update', shipmentWriteFailure(error), t, save.trackingNumber));
    },
    // After a failure too (a conflict means the list is out of date). Not awaited: the
    // dialog answers at once, the lists catch up.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
