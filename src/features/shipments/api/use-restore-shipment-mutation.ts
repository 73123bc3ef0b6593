import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';
import { shipmentWriteFailure } from './shipment-write-error';

async function restoreShipment(trackingNumber: string): Promise<void> {
  const { error } = await supabase.rpc('restore_shipment', { tracking_number: trackingNumber });
  if (error) throw error;
}

/** Undo of a delete: the shipment comes back exactly as it was (restore_shipment). */
export function useRestoreShipmentMutation() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: restoreShipment,
    onSuccess: (_, trackingNumber) => {
      toast({
        title: t('shipments.successTitle'),
        description: t('shipments.delete.restored', { id: trackingNumber }),
      });
    },
    onError: (error, trackingNumber) => {
      console.error(error);
      toast({
        variant: 'destructive',
        title: t('shipments.errorTitle'),
        // The number is in use again (restored already, or given to a new shipment).
        description:
          shipmentWriteFailure(error).kind === 'duplicate'
            ? t('shipments.form.errors.duplicate', { id: trackingNumber })
            : t('shipments.delete.restoreFailed', { id: trackingNumber }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
