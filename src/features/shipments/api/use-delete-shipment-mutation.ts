import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';
import { useRestoreShipmentMutation } from './use-restore-shipment-mutation';

/** Long enough to notice the mistake and reach the button (issue #11: at least 10 s). */
const UNDO_TOAST_MS = 15_000;

/** Thrown when nothing was deleted: someone else deleted it first, so there is nothing to undo here. */
class NothingDeletedError extends Error {
  constructor(trackingNumber: string) {
    super(`No shipment ${trackingNumber} to delete`);
    this.name = 'NothingDeletedError';
  }
}

/** Thrown when the shipment changed after the dialog asked: a colleague saved meanwhile. */
export class ChangedMeanwhileError extends Error {
  constructor(trackingNumber: string) {
    super(`Shipment ${trackingNumber} changed since it was shown`);
    this.name = 'ChangedMeanwhileError';
  }
}

/** The shipment as the list showed it when the user chose to delete it. */
interface ShownShipment {
  trackingNumber: string;
  updatedAt: string;
}

/** Deletes the version the user saw, never a newer one they did not (DECISIONS 16). */
async function deleteShipment({ trackingNumber, updatedAt }: ShownShipment): Promise<void> {
  const { data, error } = await supabase
    .from('shipments')
    .delete()
    .eq('id', trackingNumber)
    .eq('updated_at', updatedAt)
    .select('id');
  if (error) throw error;
  if (data.length > 0) return;
  const still = await supabase.from('shipments').select('id').eq('id', trackingNumber);
  if (still.error) throw still.error;
  throw still.data.length > 0
    ? new ChangedMeanwhileError(trackingNumber)
    : new NothingDeletedError(trackingNumber);
}

/**
 * Deletes a shipment; the success toast offers 'Anulează', which restores it from the audit
 * record (DECISIONS 16). The undo lives here, not in the dialog, which is gone by then.
 */
export function useDeleteShipmentMutation() {
  const queryClient = useQueryClient();
  const restore = useRestoreShipmentMutation();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: deleteShipment,
    onSuccess: (_, { trackingNumber }) => {
      toast({
        title: t('shipments.successTitle'),
        description: t('shipments.delete.success'),
        duration: UNDO_TOAST_MS,
        action: {
          label: t('shipments.delete.undo'),
          altText: t('shipments.delete.undoAlt', { id: trackingNumber }),
          onClick: () => restore.mutate(trackingNumber),
        },
      });
    },
    onError: (error) => {
      const changed = error instanceof ChangedMeanwhileError;
      if (!changed) console.error(error);
      toast({
        variant: 'destructive',
        title: t('shipments.errorTitle'),
        description: changed
          ? t('shipments.delete.changedMeanwhile')
          : t('shipments.delete.failed'),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
