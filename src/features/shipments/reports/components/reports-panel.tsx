import { Plus } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/i18n/format';
import { isHandover, reportFiles } from '@/lib/shipments/reports';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { Shipment } from '../../api/shipment-schemas';
import { useDrivers } from '../../api/use-drivers';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { LinkError } from '../../links/components/link-error';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { useReportFiles } from '../api/use-report-files';
import { useShipmentReports } from '../api/use-shipment-reports';
import { draftOf, newDraft } from '../report-draft';
import { AddReportDialog, type ReportTarget } from './add-report-dialog';
import { ConditionReportButton } from './condition-report-button';
import { ReportItem } from './report-item';

const when = (value: string) => formatDateTime(value, ADMIN_LANGUAGE);

/**
 * "Rapoarte" of the edit dialog (issue #52): every report of the shipment, oldest first, with
 * its damage, names, signature, reservations and photos, who sent it and when; a new one typed
 * for a driver who phoned, and a correction as a new report; a collection's or delivery's
 * condition report as PDF (issue #54). Reports are never edited or deleted: there is no such
 * button.
 */
export function ReportsPanel({ shipment }: { shipment: Shipment }) {
  const { id: trackingNumber, created_at: createdAt } = shipment;
  const { t } = useShipmentsTranslation();
  const headingId = useId();
  const reports = useShipmentReports(trackingNumber, createdAt);
  const files = useReportFiles(trackingNumber, (reports.data ?? []).flatMap(reportFiles));
  const drivers = useDrivers();
  const { remember, restoreFocus } = useReturnFocus();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const emailOf = (id: string | null) =>
    drivers.data?.find((driver) => driver.user_id === id)?.email ?? null;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('reports.legend')}
      </h3>
      <p className="text-sm text-slate-600">{t('reports.intro')}</p>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={(event) => {
            remember(event.currentTarget);
            setTarget({ draft: newDraft(), corrects: null });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('reports.add')}
        </Button>
      </div>
      {reports.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('reports.loading')}
        </p>
      )}
      {reports.isError && !reports.data && (
        <LinkError
          message={t('reports.loadFailed')}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      )}
      {reports.data?.length === 0 && <p className="text-sm text-slate-700">{t('reports.empty')}</p>}
      {files.isError && (
        <p className="text-sm font-medium text-red-700">{t('reports.filesFailed')}</p>
      )}
      {reports.data && reports.data.length > 0 && (
        <ol className="grid gap-3">
          {reports.data.map((report) => {
            const corrected = reports.data.find((other) => other.id === report.corrects);
            return (
              <ReportItem
                key={report.id}
                report={report}
                corrected={corrected}
                correctedBy={reports.data.find((other) => other.corrects === report.id)}
                authorEmail={emailOf(report.author_id)}
                urls={files.data}
                when={when}
                onCorrect={(from) => {
                  remember(from);
                  setTarget({
                    draft: draftOf(report),
                    corrects: { id: report.id, time: when(report.recorded_at) },
                  });
                }}
                paper={
                  isHandover(report) && (
                    <ConditionReportButton
                      shipment={shipment}
                      report={report}
                      corrected={corrected}
                      urls={files.data}
                      when={when(report.recorded_at)}
                    />
                  )
                }
              />
            );
          })}
        </ol>
      )}
      <AddReportDialog
        trackingNumber={trackingNumber}
        target={target}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  );
}
