import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';

import { useShipmentsTranslation } from '../use-shipments-translation';
import { assignDriver, type DriverAssignment } from './assign-driver';
import { shipmentKeys } from './shipment-keys';

/**
 * "Șofer și vehicul": assigns at once, apart from the form's Save; toasts a success, leaves a
 * refusal to the panel (it says it beside its fields), and refreshes every shipment query.
 */
export function useAssignDriverMutation() {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: (assignment: DriverAssignment) => assignDriver(assignment),
    onSuccess: (_, { driverId }) => {
      toast({
        title: t('form.success.title'),
        description: t(driverId ? 'driver.assigned' : 'driver.unassigned'),
      });
    },
    onError: (error) => console.error('Assigning a driver failed', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
