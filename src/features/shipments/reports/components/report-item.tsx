import { PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { ShipmentReport } from '@/lib/shipments/reports';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { StaffReport } from '../api/staff-report';
import { ReportFiles } from './report-files';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** One report as staff see it: what the parties see, and who sent it, how and when. */
export function ReportItem({
  report,
  corrected,
  correctedBy,
  authorEmail,
  urls,
  when,
  onCorrect,
  paper,
}: {
  report: StaffReport;
  corrected: ShipmentReport | undefined;
  correctedBy: ShipmentReport | undefined;
  authorEmail: string | null;
  urls: ReadonlyMap<string, string> | undefined;
  when: (value: string) => string;
  onCorrect: (from: HTMLElement) => void;
  /** The condition report's button (a collection or a delivery). */
  paper?: ReactNode;
}) {
  const { t } = useShipmentsTranslation();
  const kind = t(`reports.kinds.${report.kind}`);
  const time = when(report.recorded_at);
  let author = t('reports.by.staff');
  if (report.phoned) author = t('reports.by.phoned');
  else if (report.author_role === 'driver') {
    author = authorEmail
      ? t('reports.by.driver', { email: authorEmail })
      : t('reports.by.driverUnknown');
  }
  const { damage, handed_over: handedOver } = report;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {kind} · <time dateTime={report.recorded_at}>{time}</time>
          </p>
          <p className="text-sm text-slate-600">
            {author}, {t('reports.received', { time: when(report.received_at) })}
          </p>
          {report.corrects && (
            <p className="text-sm font-medium text-amber-800">
              {corrected
                ? t('reports.corrects', { time: when(corrected.recorded_at) })
                : t('reports.correctsEarlier')}
            </p>
          )}
          {correctedBy && (
            <p className="text-sm font-medium text-amber-800">
              {t('reports.correctedBy', { time: when(correctedBy.recorded_at) })}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('reports.correctLabel', { time })}
          onClick={(event) => onCorrect(event.currentTarget)}
        >
          <PencilLine aria-hidden="true" className="size-4" />
          {t('reports.correct')}
        </Button>
      </div>
      <dl className="grid gap-1">
        {report.place && <Row label={t('reports.place')}>{report.place}</Row>}
        {report.position && (
          <Row label={t('reports.coordinates')}>
            {report.position.lat}, {report.position.lng}
          </Row>
        )}
        {report.kind !== 'position' && (
          <Row label={t('reports.damage')}>
            {!damage && t('reports.damageNotRecorded')}
            {damage?.state === 'none' && t('reports.damageNone')}
            {damage?.state === 'marked' &&
              damage.marks.map((mark, index) => (
                <span key={index} className="block">
                  {t(`reports.zones.${mark.zone}`)}: {mark.text}
                </span>
              ))}
          </Row>
        )}
        {report.name && <Row label={t(`reports.name.${report.kind}`)}>{report.name}</Row>}
        {handedOver && (
          <>
            <Row label={t('reports.documents')}>{handedOver.documents || '—'}</Row>
            <Row label={t('reports.keys')}>{t(handedOver.keys ? 'reports.yes' : 'reports.no')}</Row>
          </>
        )}
        {report.reservations && <Row label={t('reports.reservations')}>{report.reservations}</Row>}
        {report.note && <Row label={t('reports.note')}>{report.note}</Row>}
      </dl>
      <ReportFiles report={report} urls={urls} />
      {paper}
    </li>
  );
}
