import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';
import { ESCORTS, PERMITS } from '@/lib/shipments/heavy-load';

import { COLUMN_LABELS } from '../column-labels';
import {
  CSV_FIELDS,
  type CsvField,
  csvFileName,
  type CsvTexts,
  shipmentsCsv,
} from '../shipments-csv';
import { useShipmentsTranslation } from '../use-shipments-translation';
import { fetchAllShipments } from './fetch-all-shipments';
import type { ShipmentListParams } from './shipment-keys';

/** The CSV export of the list as it is searched, filtered and sorted: every page, one file. */
export function useExportShipmentsMutation() {
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: async (params: Omit<ShipmentListParams, 'page'>) => {
      const shipments = await fetchAllShipments(params);
      const texts: CsvTexts = {
        labels: Object.fromEntries(
          CSV_FIELDS.map((field) => [field, t(COLUMN_LABELS[field])]),
        ) as Record<CsvField, string>,
        permits: Object.fromEntries(
          PERMITS.map((permit) => [permit, t(`form.permit.${permit}`)]),
        ) as CsvTexts['permits'],
        escorts: Object.fromEntries(
          ESCORTS.map((escort) => [escort, t(`form.escort.${escort}`)]),
        ) as CsvTexts['escorts'],
      };
      downloadFile(
        csvFileName(new Date()),
        shipmentsCsv(shipments, texts),
        'text/csv;charset=utf-8',
      );
    },
    onError: (error) => {
      console.error(error);
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: t('export.failed'),
      });
    },
  });
}
