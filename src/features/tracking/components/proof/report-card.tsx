import type { ReactNode } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { ShipmentReport } from '@/lib/shipments/reports';

import { Field } from '../result-card';
import { DamageText } from './damage-text';
import { EvidenceImage } from './evidence-image';
import { PhotoGallery } from './photo-gallery';

/**
 * One collection or delivery report: when and where, the machine's visible damage, what was
 * handed over, who signed (the signature drawn on the driver's phone), the reservations and
 * the photos. A correction says which report it corrects (reports are never changed).
 */
export function ReportCard({
  report,
  corrected,
  urls,
  onFileError,
  when,
  paper,
}: {
  report: ShipmentReport;
  /** The report this one corrects, when it is in the list. */
  corrected: ShipmentReport | undefined;
  /** The signed URLs of the files, by path; undefined while they load or when they failed. */
  urls: ReadonlyMap<string, string> | undefined;
  onFileError: () => void;
  when: (date: string) => string;
  /** The condition report's button. */
  paper: ReactNode;
}) {
  const { t } = useSiteTranslation('proof');
  const kind = report.kind === 'collection' ? 'collection' : 'delivery';
  const handedOver = report.handed_over;
  return (
    <article
      aria-labelledby={`report-${report.id}`}
      className="rounded-xl border border-slate-200 p-4 break-inside-avoid"
    >
      <h4 id={`report-${report.id}`} className="font-semibold text-blue-950">
        {t(`kinds.${kind}`)}
        {' · '}
        <time dateTime={report.recorded_at}>{when(report.recorded_at)}</time>
      </h4>
      {report.corrects && (
        <p className="mt-1 text-sm font-medium text-amber-800">
          {corrected
            ? t('correction', { time: when(corrected.recorded_at) })
            : t('correctionOfEarlier')}
        </p>
      )}
      <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
        <Field label={t('place')} value={report.place} />
        <Field label={t('damage')}>
          <DamageText damage={report.damage} />
        </Field>
        {report.note && <Field label={t('note')} value={report.note} />}
        {handedOver && <Field label={t('documents')} value={handedOver.documents} />}
        {handedOver && <Field label={t('keys')} value={t(handedOver.keys ? 'yes' : 'no')} />}
        <Field label={t(`name.${kind}`)} value={report.name} />
        {report.reservations && <Field label={t('reservations')} value={report.reservations} />}
        {report.signature && (
          <Field label={t('signature')}>
            <EvidenceImage
              url={urls?.get(report.signature)}
              loaded={urls !== undefined}
              alt={report.name ? t('signatureOf', { name: report.name }) : t('signature')}
              onError={onFileError}
              className="h-24 w-auto max-w-full rounded border border-slate-200 bg-white"
            />
          </Field>
        )}
      </dl>
      {report.photos.length > 0 && (
        <PhotoGallery paths={report.photos} urls={urls} onFileError={onFileError} />
      )}
      {paper}
    </article>
  );
}
