import { FileDown } from 'lucide-react';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { useConditionReportPaper } from '@/lib/paper-making/use-condition-report-paper';
import type { PaperParty } from '@/lib/papers/paper-data';
import type { ShipmentReport } from '@/lib/shipments/reports';

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
  const paper = useConditionReportPaper(
    {
      language,
      trackingNumber,
      report,
      correctsRecordedAt: corrected?.recorded_at ?? null,
      ...parties,
      vehiclePlate: null,
    },
    urls,
  );
  return (
    <div className="mt-4">
      <button
        type="button"
        className={RESULT_ACTION_CLASS}
        aria-label={t('paperLabel', { kind: t(`kinds.${report.kind}`), time: when })}
        disabled={!paper.ready}
        onClick={paper.make}
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
