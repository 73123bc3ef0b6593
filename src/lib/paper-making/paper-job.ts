// What a screen asks the paper worker to make (issue #54), and its answer. The staff's CMR
// arrives gathered; a condition report arrives as the report with its files' signed URLs, and
// the worker fetches the photos and signature itself, so the tracking page's proof section
// carries no gathering code (its bytes are budgeted).

import type { CmrData, PaperLanguage, PaperParty } from '@/lib/papers/paper-data';
import type { ShipmentReport } from '@/lib/shipments/reports';

/** A condition report of one collection or delivery report, as either screen has it. */
export type ConditionReportJob = {
  paper: 'condition-report';
  language: PaperLanguage;
  trackingNumber: string;
  report: ShipmentReport & { kind: 'collection' | 'delivery' };
  /** When the report it corrects was recorded, if that report is in the list. */
  correctsRecordedAt: string | null;
  shipper: PaperParty;
  recipient: PaperParty;
  /** The vehicle, for staff; a party's view does not carry it. */
  vehiclePlate: string | null;
  /** The signed URLs of the report's files, by object path. */
  urls: ReadonlyMap<string, string>;
};

export type PaperJob = { paper: 'cmr'; data: CmrData } | ConditionReportJob;

/** The worker's answer: the PDF's bytes, or why it could not make them. */
export type PaperAnswer =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; error: string };
