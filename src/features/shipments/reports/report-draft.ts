import type { DamageMark, ReportKind, ShipmentReport } from '@/lib/shipments/reports';

import { instantOf, isLocalDateTime, localDateTimeOf } from '../form/time-window';
import type { PhonedReport } from './api/submit-report';

/** The database's limits (shipment_reports_texts_length). */
export const REPORT_LIMITS = { place: 200, name: 200, note: 2000, reservations: 2000 } as const;
type LimitedField = keyof typeof REPORT_LIMITS;

/** What "Adaugă raport" holds while typed: every field as text, the damage as a choice. */
export interface ReportDraft {
  kind: ReportKind;
  /** As <input type="datetime-local"> holds it, in the device's time zone. */
  recordedAt: string;
  place: string;
  name: string;
  note: string;
  damage: 'unknown' | 'none' | 'marked';
  marks: DamageMark[];
  documents: string;
  keys: boolean;
  reservations: string;
}

/** A new report: a collection, now, nothing else known. */
export function newDraft(now = new Date()): ReportDraft {
  return {
    kind: 'collection',
    recordedAt: localDateTimeOf(now.toISOString()),
    place: '',
    name: '',
    note: '',
    damage: 'unknown',
    marks: [],
    documents: '',
    keys: false,
    reservations: '',
  };
}

/** A correction starts from the report it corrects: the same values, to be put right. */
export function draftOf(report: ShipmentReport): ReportDraft {
  return {
    kind: report.kind,
    recordedAt: localDateTimeOf(report.recorded_at),
    place: report.place ?? '',
    name: report.name ?? '',
    note: report.note ?? '',
    damage: report.damage?.state ?? 'unknown',
    marks: report.damage?.state === 'marked' ? report.damage.marks : [],
    documents: report.handed_over?.documents ?? '',
    keys: report.handed_over?.keys ?? false,
    reservations: report.reservations ?? '',
  };
}

/** The database refuses a time more than five minutes ahead; a typed one is never ahead. */
const FUTURE_SLACK_MS = 60_000;

/** What is wrong with the draft, as message keys' arguments; empty when it can be sent. */
export function draftProblems(draft: ReportDraft, now = Date.now()) {
  const problems: {
    field: LimitedField | 'recordedAt';
    problem: 'required' | 'future' | 'tooLong';
  }[] = [];
  if (!isLocalDateTime(draft.recordedAt))
    problems.push({ field: 'recordedAt', problem: 'required' });
  else if (new Date(draft.recordedAt).getTime() > now + FUTURE_SLACK_MS) {
    problems.push({ field: 'recordedAt', problem: 'future' });
  }
  for (const field of Object.keys(REPORT_LIMITS) as LimitedField[]) {
    if (draft[field].trim().length > REPORT_LIMITS[field])
      problems.push({ field, problem: 'tooLong' });
  }
  const blankMarks =
    draft.damage === 'marked'
      ? draft.marks.flatMap((mark, index) => (mark.text.trim() ? [] : [index]))
      : [];
  return { problems, blankMarks };
}

const textOrNull = (value: string) => value.trim() || null;

/** The report to send: only what its kind records (a position has no handover or damage). */
export function reportOf(
  draft: ReportDraft,
  ids: { idempotencyKey: string; trackingNumber: string; corrects: string | null },
): PhonedReport {
  const handover = draft.kind !== 'position';
  let damage: PhonedReport['damage'] = null;
  if (handover && draft.damage === 'none') damage = { state: 'none' };
  if (handover && draft.damage === 'marked') {
    damage = {
      state: 'marked',
      marks: draft.marks.map((mark) => ({ zone: mark.zone, text: mark.text.trim() })),
    };
  }
  return {
    idempotency_key: ids.idempotencyKey,
    tracking_number: ids.trackingNumber,
    kind: draft.kind,
    recorded_at: instantOf(draft.recordedAt) ?? '',
    place: textOrNull(draft.place),
    damage,
    note: textOrNull(draft.note),
    name: handover ? textOrNull(draft.name) : null,
    handed_over: handover ? { documents: draft.documents.trim(), keys: draft.keys } : null,
    reservations: draft.kind === 'delivery' ? textOrNull(draft.reservations) : null,
    corrects: ids.corrects,
  };
}
