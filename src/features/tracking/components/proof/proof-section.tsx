import { ClipboardCheck } from 'lucide-react';

import { formatPatternDateTime } from '@/lib/i18n/pattern-date-time';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { PaperParty } from '@/lib/papers/paper-data';
import { isHandover, readReports, reportFiles } from '@/lib/shipments/reports';

import { useEvidenceUrls } from '../../api/use-evidence-urls';
import { ResultCard } from '../result-card';
import { ConditionReportButton } from './condition-report-button';
import { EvidenceStatus } from './evidence-status';
import { PositionList } from './position-list';
import { ReportCard } from './report-card';

const URL_FRESH_MS = 60_000;

/**
 * The proof a party link shows (issue #52, DECISIONS 26): each collection and delivery report
 * with its photos and signature and its condition report as PDF (issue #54), and the positions
 * sent on the way. Its own chunk, loaded only
 * for an answer that carries reports; the files' signed URLs are asked as it mounts.
 */
export function ProofSection({
  reports: stored,
  trackingNumber,
  partyKey,
  parties,
}: {
  reports: readonly unknown[];
  trackingNumber: string;
  partyKey: string;
  /** The parties as the link shows them: printed on the condition reports. */
  parties: { shipper: PaperParty; recipient: PaperParty };
}) {
  const { t } = useSiteTranslation(['proof', 'tracking']);
  const reports = readReports(stored);
  const handovers = reports.filter(isHandover);
  const positions = reports.filter((report) => report.kind === 'position');
  const files = handovers.flatMap(reportFiles);
  const evidence = useEvidenceUrls(trackingNumber, partyKey, files);
  // A URL that fails a minute or more after signing has expired (they live five minutes): new
  // ones are asked; an earlier failure is the file's own, and asking again would loop.
  const refreshExpired = () => {
    if (Date.now() - evidence.updatedAt > URL_FRESH_MS) evidence.refetch();
  };
  // Written from the locale texts, as the route history writes its times.
  const when = (date: string) =>
    formatPatternDateTime(
      date,
      t('tracking:result.dateTimePattern'),
      t('tracking:result.months'),
    ) ?? date;
  if (reports.length === 0) return null;
  return (
    <ResultCard title={t('proof:title')} icon={ClipboardCheck} className="md:col-span-2">
      <p className="text-slate-700">{t('proof:intro')}</p>
      {files.length > 0 && <EvidenceStatus evidence={evidence} />}
      <div className="mt-4 space-y-6">
        {handovers.map((report) => {
          const corrected = reports.find((other) => other.id === report.corrects);
          return (
            <ReportCard
              key={report.id}
              report={report}
              corrected={corrected}
              urls={evidence.data}
              onFileError={refreshExpired}
              when={when}
              paper={
                <ConditionReportButton
                  report={report}
                  corrected={corrected}
                  trackingNumber={trackingNumber}
                  parties={parties}
                  urls={evidence.data}
                  when={when(report.recorded_at)}
                />
              }
            />
          );
        })}
      </div>
      {positions.length > 0 && <PositionList reports={positions} when={when} />}
    </ResultCard>
  );
}
