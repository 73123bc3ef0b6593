import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { errorField } from '@/lib/postgrest-error';
import { supabase } from '@/lib/supabase';

import { useShipmentsTranslation } from '../use-shipments-translation';
import { shipmentKeys } from './shipment-keys';
import { shipmentWriteFailure } from './shipment-write-error';

/** Why a restore failed, as restore_shipment answers (…_deleted_shipments_restore_window.sql). */
type RestoreFailure = 'numberTaken' | 'windowPassed' | 'other';

function restoreFailure(error: unknown): RestoreFailure {
  // 23505 on shipments_pkey: restored already, or a new shipment was given the number.
  if (shipmentWriteFailure(error).kind === 'duplicate') return 'numberTaken';
  // 55000 'restore_window_passed': the record's personal data was purged.
  if (errorField(error, 'code') === '55000') return 'windowPassed';
  return 'other';
}

async function restoreShipment(trackingNumber: string): Promise<void> {
  const { error } = await supabase.rpc('restore_shipment', { tracking_number: trackingNumber });
  if (error) throw error;
}

/** Undo of a delete: the shipment comes back exactly as it was (restore_shipment). */
export function useRestoreShipmentMutation() {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: restoreShipment,
    onSuccess: (_, trackingNumber) => {
      toast({
        title: t('successTitle'),
        description: t('delete.restored', { id: trackingNumber }),
      });
    },
    onError: (error, trackingNumber) => {
      console.error(error);
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: {
          numberTaken: t('deleted.numberTaken', { id: trackingNumber }),
          windowPassed: t('deleted.windowPassed', { id: trackingNumber }),
          other: t('delete.restoreFailed', { id: trackingNumber }),
        }[restoreFailure(error)],
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
