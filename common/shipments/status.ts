/** The four statuses staff use (SPEC §4), stored in Romanian, translated on the public page. */
export const KNOWN_STATUSES = {
  'Expediere creată': 'created',
  'În tranzit': 'inTransit',
  Livrat: 'delivered',
  Probleme: 'issues',
} as const;

export type KnownStatus = (typeof KNOWN_STATUSES)[keyof typeof KNOWN_STATUSES];

/** The four stored values, in the order staff meet them (created, in transit, delivered, issues). */
export const KNOWN_STATUS_VALUES = /* @__PURE__ */ Object.keys(
  KNOWN_STATUSES,
) as (keyof typeof KNOWN_STATUSES)[];

/** The status a new shipment starts with (SPEC §4). */
export const INITIAL_STATUS = 'Expediere creată';

/**
 * A status as it is compared with the known ones: trimmed, in lower case, and the Romanian
 * letters with diacritics (comma below, and the cedilla forms old keyboards type) as their base
 * letters, as private.status_key folds it in the database, so 'livrat' is delivered for the page
 * and for link expiry alike. Lowering every letter, where the database lowers A–Z, changes no
 * answer: no other capital lowers to a letter of the known statuses' keys.
 */
const statusKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[ăâîșțşţ]/g, (letter) => 'aaistst'.charAt('ăâîșțşţ'.indexOf(letter)));

const KNOWN_BY_KEY = new Map<string, KnownStatus>(
  Object.entries(KNOWN_STATUSES).map(([value, known]) => [statusKey(value), known]),
);

/**
 * The known status a stored value is, whatever its case and diacritics ('livrat', ' ÎN
 * TRANZIT '), or undefined for free text (shown as stored).
 */
export function knownStatus(value: string | null | undefined): KnownStatus | undefined {
  return value == null ? undefined : KNOWN_BY_KEY.get(statusKey(value));
}

/** The steps of the progress indicator; "issues" is a warning over them, not a step. */
export const PROGRESS_STEPS = ['created', 'inTransit', 'delivered'] as const;
type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * How far a shipment has come, derived from its status and history (never stored):
 * the furthest known step reached, and whether it has issues.
 */
export function progressOf(
  status: string | null | undefined,
  historyStatuses: readonly string[],
): { reached: number; issues: boolean } {
  const steps = [status ?? '', ...historyStatuses]
    .map(knownStatus)
    .map((known) => PROGRESS_STEPS.indexOf(known as ProgressStep));
  return { reached: Math.max(0, ...steps), issues: knownStatus(status) === 'issues' };
}
