import type { ConditionReportData, PaperImage, PaperSignature } from '@/lib/papers/paper-data';
import type { ShipmentReport } from '@/lib/shipments/reports';

import { carrierParty } from './carrier';
import { fetchSignedPaperImage } from './paper-image';
import type { ConditionReportJob } from './paper-job';

/** Who signed a report and where, or null when it has neither a name nor a signature. */
export function reportSignature(
  report: ShipmentReport,
  signature: PaperImage | null,
): PaperSignature | null {
  if (!report.name && !signature) return null;
  return { name: report.name, signature, at: report.recorded_at, place: report.place };
}

/** The condition report of a job: the report as it is, its photos and signature fetched. */
export async function conditionReportData(job: ConditionReportJob): Promise<ConditionReportData> {
  const { report, urls } = job;
  const [photos, signature] = await Promise.all([
    Promise.all(report.photos.map((path) => fetchSignedPaperImage(urls, path))),
    report.signature ? fetchSignedPaperImage(urls, report.signature) : null,
  ]);
  return {
    language: job.language,
    trackingNumber: job.trackingNumber,
    kind: report.kind,
    recordedAt: report.recorded_at,
    place: report.place,
    position: report.position,
    damage: report.damage,
    note: report.note,
    handedOver: report.handed_over,
    reservations: report.reservations,
    signedBy: reportSignature(report, signature),
    photos,
    phoned: report.phoned,
    correctsRecordedAt: job.correctsRecordedAt,
    shipper: job.shipper,
    recipient: job.recipient,
    carrier: carrierParty(job.language, job.vehiclePlate),
  };
}
