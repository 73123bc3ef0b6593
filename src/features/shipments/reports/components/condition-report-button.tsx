import { FileDown } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useConditionReportPaper } from '@/lib/paper-making/use-condition-report-paper';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { Shipment } from '../../api/shipment-schemas';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { StaffReport } from '../api/staff-report';

/**
 * "Proces-verbal de constatare (PDF)" of a collection or delivery report (issue #54), in Romanian: made in
 * the browser from the report as the panel shows it, its files through the URLs the panel
 * signed (the button waits for them).
 */
export function ConditionReportButton({
  shipment,
  report,
  corrected,
  urls,
  when,
}: {
  shipment: Shipment;
  report: StaffReport & { kind: 'collection' | 'delivery' };
  corrected: StaffReport | undefined;
  urls: ReadonlyMap<string, string> | undefined;
  when: string;
}) {
  const { t } = useShipmentsTranslation();
  const kind = t(`reports.kinds.${report.kind}`);
  const paper = useConditionReportPaper(
    {
      language: ADMIN_LANGUAGE,
      trackingNumber: shipment.id,
      report,
      correctsRecordedAt: corrected?.recorded_at ?? null,
      shipper: { name: shipment.shippername, address: shipment.shipperaddress },
      recipient: { name: shipment.recipientname, address: shipment.recipientaddress },
      vehiclePlate: shipment.vehicle_plate,
    },
    urls,
  );
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('reports.paperLabel', { kind, time: when })}
        disabled={!paper.ready}
        onClick={paper.make}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {paper.making ? t('reports.paperMaking') : t('reports.paper')}
      </Button>
      {paper.failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('reports.paperFailed')}
        </p>
      )}
    </div>
  );
}
