import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';

import { shipmentKeys } from '../../api/shipment-keys';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { type EscrowStepRequest, recordEscrowStep } from './record-escrow-step';

/**
 * An escrow step, at once and apart from the form's Save: toasts a success, leaves a refusal
 * to the step's dialog, and refreshes every shipment query (the escrow, its to-do list).
 */
export function useEscrowStepMutation() {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: (request: EscrowStepRequest) => recordEscrowStep(request),
    onSuccess: (_, { step }) =>
      toast({ title: t('form.success.title'), description: t(`escrow.done.${step.kind}`) }),
    onError: (error) => console.error('An escrow step was refused', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
