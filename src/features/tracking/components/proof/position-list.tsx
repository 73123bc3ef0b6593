import { formatNumber } from '@/lib/i18n/format';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { ShipmentReport } from '@/lib/shipments/reports';

/** The positions the driver sent on the way, newest first, as a short list. */
export function PositionList({
  reports,
  when,
}: {
  reports: ShipmentReport[];
  when: (date: string) => string;
}) {
  const { t } = useSiteTranslation('proof');
  const lang = useSiteLanguage();
  const coordinates = (report: ShipmentReport) =>
    report.position
      ? [report.position.lat, report.position.lng]
          .map((value) => formatNumber(value, lang, { maximumFractionDigits: 5 }))
          .join(', ')
      : '';
  return (
    <section className="mt-6">
      <h4 className="font-semibold text-slate-900">{t('positions')}</h4>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {[...reports].reverse().map((report) => (
          <li key={report.id}>
            <time dateTime={report.recorded_at}>{when(report.recorded_at)}</time>
            {': '}
            <span className="break-words">{report.place ?? coordinates(report)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
