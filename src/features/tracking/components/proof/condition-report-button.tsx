import { FileDown } from 'lucide-react';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { ConditionReportJob } from '@/lib/paper-making/paper-job';
import { useMakePaper } from '@/lib/paper-making/use-make-paper';
import type { PaperParty } from '@/lib/papers/paper-data';
import { conditionReportFileName } from '@/lib/papers/paper-file-name';
import { reportFiles, type ShipmentReport } from '@/lib/shipments/reports';

import { RESULT_ACTION_CLASS } from '../result-card';

/**
 * A report's condition report as PDF (issue #54), in the page's language: made in the browser
 * from what the party link showed, its photos and signature through the URLs signed for this
 * party (the button waits for them). The vehicle is not in a party's view, so not on its paper.
 */
export function ConditionReportButton({
  report,
  corrected,
  trackingNumber,
  parties,
  urls,
  when,
}: {
  report: ShipmentReport & { kind: 'collection' | 'delivery' };
  corrected: ShipmentReport | undefined;
  trackingNumber: string;
  parties: { shipper: PaperParty; recipient: PaperParty };
  urls: ReadonlyMap<string, string> | undefined;
  when: string;
}) {
  const { t } = useSiteTranslation('proof');
  const language = useSiteLanguage();
  const paper = useMakePaper();
  const files = urls ?? (reportFiles(report).length === 0 ? new Map<string, string>() : null);
  const make = (signed: ReadonlyMap<string, string>) => {
    const job: ConditionReportJob = {
      paper: 'condition-report',
      language,
      trackingNumber,
      report,
      correctsRecordedAt: corrected?.recorded_at ?? null,
      ...parties,
      vehiclePlate: null,
      urls: signed,
    };
    paper.make(
      job,
      conditionReportFileName({
        trackingNumber,
        kind: report.kind,
        recordedAt: report.recorded_at,
      }),
    );
  };
  return (
    <div className="mt-4">
      <button
        type="button"
        className={RESULT_ACTION_CLASS}
        aria-label={t('paperLabel', { kind: t(`kinds.${report.kind}`), time: when })}
        disabled={!files || paper.making}
        onClick={() => files && make(files)}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {paper.making ? t('paperMaking') : t('paper')}
      </button>
      {paper.failed && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('paperFailed')}
        </p>
      )}
    </div>
  );
}
