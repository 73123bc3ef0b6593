import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { useShipmentsTranslation } from '../use-shipments-translation';
import { shipmentKeys } from './shipment-keys';
import { shipmentWriteFailure } from './shipment-write-error';
import { useRestoreShipmentMutation } from './use-restore-shipment-mutation';

/** Long enough to notice the mistake and reach the button (issue #11: at least 10 s). */
const UNDO_TOAST_MS = 15_000;

/** The shipment as the list showed it when the user chose to delete it. */
interface ShownShipment {
  trackingNumber: string;
  updatedAt: string;
}

/**
 * Deletes the version the user saw, never a newer one they did not (DECISIONS 16): the
 * database compares it (delete_shipment: PT409 changed meanwhile, P0002 gone already).
 */
async function deleteShipment({ trackingNumber, updatedAt }: ShownShipment): Promise<void> {
  const { error, status } = await supabase.rpc('delete_shipment', {
    tracking_number: trackingNumber,
    expected_updated_at: updatedAt,
  });
  if (error) throw requestError(error, status);
}

/**
 * Whether the delete answered that there is nothing to ask about any more: the shipment
 * changed (the list now shows the new version) or is gone. Asking again would be pointless.
 */
export function isSettledDeleteFailure(error: unknown): boolean {
  const { kind } = shipmentWriteFailure(error);
  return kind === 'conflict' || kind === 'gone';
}

/**
 * Deletes a shipment; the success toast offers 'Anulează', which restores it from the audit
 * record (DECISIONS 16). The undo lives here, not in the dialog, which is gone by then.
 */
export function useDeleteShipmentMutation() {
  const queryClient = useQueryClient();
  const restore = useRestoreShipmentMutation();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: deleteShipment,
    onSuccess: (_, { trackingNumber }) => {
      toast({
        title: t('successTitle'),
        description: t('delete.success'),
        duration: UNDO_TOAST_MS,
        action: {
          label: t('delete.undo'),
          altText: t('delete.undoAlt', { id: trackingNumber }),
          onClick: () => restore.mutate(trackingNumber),
        },
      });
    },
    onError: (error, { trackingNumber }) => {
      const { kind } = shipmentWriteFailure(error);
      let description = t('delete.failed');
      if (kind === 'conflict') description = t('delete.changedMeanwhile');
      else if (kind === 'gone') description = t('delete.alreadyDeleted', { id: trackingNumber });
      else console.error(error);
      toast({ variant: 'destructive', title: t('errorTitle'), description });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
