/** The four statuses staff use (SPEC §4), stored in Romanian, translated on the public page. */
export const KNOWN_STATUSES = {
  'Expediere creată': 'created',
  'În tranzit': 'inTransit',
  Livrat: 'delivered',
  Probleme: 'issues',
} as const;

export type KnownStatus = (typeof KNOWN_STATUSES)[keyof typeof KNOWN_STATUSES];

/** The four stored values, in the order staff meet them (created, in transit, delivered, issues). */
export const KNOWN_STATUS_VALUES = Object.keys(KNOWN_STATUSES) as (keyof typeof KNOWN_STATUSES)[];

/** The status a new shipment starts with (SPEC §4). */
export const INITIAL_STATUS = 'Expediere creată';

/**
 * Romanian letters with diacritics (comma below, and the cedilla forms old keyboards type) and
 * their base letters, position by position: the two arguments of translate() in
 * private.status_key.
 */
const WITH_DIACRITICS = 'ĂÂÎȘȚŞŢăâîșțşţ';
const BASE_LETTERS = 'AAISTSTaaistst';

/**
 * A status as it is compared with the known ones: trimmed, Romanian diacritics as their base
 * letters, A–Z in lower case (ASCII only, as the database's "C" collation lowers). The database
 * folds the same way (private.status_key), so 'livrat' is delivered for the page and for link
 * expiry alike.
 */
function statusKey(value: string): string {
  return [...value.trim()]
    .map((letter) => BASE_LETTERS[WITH_DIACRITICS.indexOf(letter)] ?? letter)
    .join('')
    .toLowerCase();
}

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
