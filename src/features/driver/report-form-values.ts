import type { DamageZone, ProcessedPhoto, ReportDraft, ReportKind } from './offline';

export interface DamageInput {
  state: 'none' | 'marked' | null;
  marks: { zone: DamageZone; text: string }[];
}

/** What a collection or delivery screen holds while the driver fills it in. */
export interface ReportFormValues {
  damage: DamageInput;
  note: string;
  photos: ProcessedPhoto[];
  documents: string;
  keys: boolean;
  name: string;
  signature: Blob | null;
  /** The typed name stands in for a signature that cannot be drawn (keyboard, screen reader). */
  typedSignature: boolean;
  reservations: string;
  /** `datetime-local`'s value, in the phone's time zone. */
  time: string;
  /** `time` as the form opened with it: left so, the report carries the moment it is saved. */
  openedTime: string;
  place: string;
}

type ReportField = 'damage' | 'name' | 'signature' | 'place' | 'time';
export type ReportErrors = Partial<Record<ReportField, true>>;

/** The first value of `time`: now, to the minute, as a datetime-local input writes it. */
function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function emptyReport(now = new Date()): ReportFormValues {
  const time = localNow(now);
  return {
    damage: { state: null, marks: [] },
    note: '',
    photos: [],
    documents: '',
    keys: false,
    name: '',
    signature: null,
    typedSignature: false,
    reservations: '',
    time,
    openedTime: time,
    place: '',
  };
}

/** The fields still missing; the server checks again (ON-THE-ROAD.md, bad_report). */
export function reportErrors(values: ReportFormValues, hasPosition: boolean): ReportErrors {
  const errors: ReportErrors = {};
  if (
    values.damage.state === null ||
    (values.damage.state === 'marked' && values.damage.marks.length === 0)
  ) {
    errors.damage = true;
  }
  if (values.name.trim() === '') errors.name = true;
  if (values.signature === null && !values.typedSignature) errors.signature = true;
  if (!hasPosition && values.place.trim() === '') errors.place = true;
  if (Number.isNaN(new Date(values.time).getTime())) errors.time = true;
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The outbox's draft of a filled-in, valid form. */
export function reportDraft(
  values: ReportFormValues,
  context: {
    trackingNumber: string;
    kind: Exclude<ReportKind, 'position'>;
    position: { lat: number; lng: number } | null;
  },
  now = new Date(),
): ReportDraft {
  const { damage } = values;
  // The input holds minutes: a time the driver did not change is the moment of saving, to the
  // second (a collection made a minute after the shipment was created must not precede it).
  const recordedAt = values.time === values.openedTime ? now : new Date(values.time);
  return {
    trackingNumber: context.trackingNumber,
    kind: context.kind,
    recordedAt: recordedAt.toISOString(),
    position: context.position,
    place: orNull(values.place),
    damage:
      damage.state === 'marked'
        ? {
            state: 'marked',
            marks: damage.marks.map((m) => ({ zone: m.zone, text: m.text.trim() })),
          }
        : { state: 'none' },
    note: orNull(values.note),
    name: values.name.trim(),
    reservations: context.kind === 'delivery' ? orNull(values.reservations) : null,
    handedOver: { documents: values.documents.trim(), keys: values.keys },
  };
}
