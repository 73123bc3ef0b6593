import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';

import { useShipmentsTranslation } from '../use-shipments-translation';
import { createShipment, type ShipmentCreation } from './create-shipment';
import { shipmentKeys } from './shipment-keys';
import { shipmentWriteFailure } from './shipment-write-error';
import { failureToast } from './write-failure-text';

/** Adds a shipment; toasts the outcome (SPEC §8) and refreshes every shipment query. */
export function useCreateShipmentMutation() {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: (creation: ShipmentCreation) => createShipment(creation),
    onSuccess: () => {
      toast({
        title: t('form.success.title'),
        description: t('form.success.added'),
      });
    },
    onError: (error, { shipment }) => {
      console.error('Adding a shipment failed', error);
      toast(failureToast('add', shipmentWriteFailure(error), t, shipment.id));
    },
    // After a failure too (a duplicate means the list is out of date). Not awaited: the
    // dialog answers at once, the lists catch up.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
