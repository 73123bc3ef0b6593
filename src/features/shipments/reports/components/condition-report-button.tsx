import { FileDown } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { ConditionReportJob } from '@/lib/paper-making/paper-job';
import { useMakePaper } from '@/lib/paper-making/use-make-paper';
import { conditionReportFileName } from '@/lib/papers/paper-file-name';
import { reportFiles } from '@/lib/shipments/reports';
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
  const paper = useMakePaper();
  const files = urls ?? (reportFiles(report).length === 0 ? new Map<string, string>() : null);
  const kind = t(`reports.kinds.${report.kind}`);
  const make = (signed: ReadonlyMap<string, string>) => {
    const job: ConditionReportJob = {
      paper: 'condition-report',
      language: ADMIN_LANGUAGE,
      trackingNumber: shipment.id,
      report,
      correctsRecordedAt: corrected?.recorded_at ?? null,
      shipper: { name: shipment.shippername, address: shipment.shipperaddress },
      recipient: { name: shipment.recipientname, address: shipment.recipientaddress },
      vehiclePlate: shipment.vehicle_plate,
      urls: signed,
    };
    paper.make(
      job,
      conditionReportFileName({
        trackingNumber: shipment.id,
        kind: report.kind,
        recordedAt: report.recorded_at,
      }),
    );
  };
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('reports.paperLabel', { kind, time: when })}
        disabled={!files || paper.making}
        onClick={() => files && make(files)}
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
