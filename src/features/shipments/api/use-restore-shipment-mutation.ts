import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';

async function restoreShipment(trackingNumber: string): Promise<void> {
  const { error } = await supabase.rpc('restore_shipment', { tracking_number: trackingNumber });
  if (error) throw error;
}

/** 23505 on the primary key: the number is in use again (restored already, or given anew). */
function isNumberTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
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
        description: isNumberTaken(error)
          ? t('shipments.delete.restoreTaken', { id: trackingNumber })
          : t('shipments.delete.restoreFailed', { id: trackingNumber }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
