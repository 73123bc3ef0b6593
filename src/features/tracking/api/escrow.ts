/**
 * The escrow a party link sees (issue #53, DECISIONS 28): the lookup's `escrow` object and
 * answer_escrow's answer have this shape. Read by hand where the panel shows it, as the reports
 * are: an unknown state makes it unreadable (the panel then shows nothing rather than a wrong
 * step), a date that is not text reads as not reached.
 */
import { ESCROW_STATES, type EscrowState } from '#common/escrow/states';

/** Whose key opened the page: the recipient buys, the shipper sells. */
type EscrowParty = 'buyer' | 'seller';

const STEP_FIELDS = [
  'payment_received_on',
  'delivered_at',
  'answered_at',
  'period_over_at',
  'refused_at',
  'paid_out_on',
  'refunded_on',
  'closed_at',
] as const;
type EscrowSteps = Record<(typeof STEP_FIELDS)[number], string | null> & {
  answer: 'accept' | 'withdraw' | null;
};

export interface Escrow {
  state: EscrowState;
  amount: number | null;
  currency: string;
  period_days: number | null;
  /** The first instant after the inspection period (ISO), once delivered. */
  deadline: string | null;
  /** The period's last day in the company's time zone ('YYYY-MM-DD'), once delivered. */
  last_day: string | null;
  party: EscrowParty;
  /** The buyer's reason for withdrawing, shown to both parties (it is about the machine). */
  withdraw_reason: string | null;
  steps: EscrowSteps;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown) => {
  // numeric arrives as a JSON number; a string of digits is read too.
  const read = typeof value === 'string' ? Number(value) : value;
  return typeof read === 'number' && Number.isFinite(read) ? read : null;
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readEscrow(value: unknown): Escrow | null {
  if (!isObject(value)) return null;
  const state = ESCROW_STATES.find((known) => known === value.state);
  const party = value.party === 'buyer' || value.party === 'seller' ? value.party : null;
  if (!state || !party) return null;
  const given = isObject(value.steps) ? value.steps : {};
  const steps = {} as EscrowSteps;
  for (const field of STEP_FIELDS) steps[field] = text(given[field]);
  steps.answer = given.answer === 'accept' || given.answer === 'withdraw' ? given.answer : null;
  return {
    state,
    amount: number(value.amount),
    currency: text(value.currency) ?? 'EUR',
    period_days: number(value.period_days),
    deadline: text(value.deadline),
    last_day: text(value.last_day),
    party,
    withdraw_reason: text(value.withdraw_reason),
    steps,
  };
}
