import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';

import { shipmentKeys } from '../../api/shipment-keys';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { type PhonedReport, submitPhonedReport } from './submit-report';

/**
 * "Adaugă raport": toasts a success, leaves a refusal to the dialog (it says it beside the
 * fields), and refreshes every shipment query (the report moves the status and the route).
 */
export function useSubmitReportMutation() {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: (report: PhonedReport) => submitPhonedReport(report),
    onSuccess: () => toast({ title: t('form.success.title'), description: t('reports.added') }),
    onError: (error) => console.error('Adding a report failed', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
  });
}
