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

/** The known status a stored value is, or undefined for free text (shown as stored). */
export function knownStatus(value: string | null | undefined): KnownStatus | undefined {
  const trimmed = value?.trim() ?? '';
  return Object.hasOwn(KNOWN_STATUSES, trimmed)
    ? KNOWN_STATUSES[trimmed as keyof typeof KNOWN_STATUSES]
    : undefined;
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
