/**
 * The escrow rows of the outbox (issue #53, the database's private.escrow_* functions) read
 * into what the e-mails say. A payload that is not what the contract says throws: the worker
 * marks the row failed rather than send an escrow e-mail with a wrong amount or date.
 */
import {
  BUYER_ONLY_EVENTS,
  type EscrowDigestEmail,
  type EscrowEmail,
  type EscrowEvent,
  ESCROW_EVENTS,
} from './message.ts';
import { field, type Payload } from './payload-field.ts';
import { type EmailLanguage, STAFF_LANGUAGE } from './strings.ts';

/** The shipment's parties as the escrow names them: the shipper sells, the recipient buys. */
const ESCROW_PARTY = { shipper: 'seller', recipient: 'buyer' } as const;

function isEvent(value: unknown): value is EscrowEvent {
  return typeof value === 'string' && (ESCROW_EVENTS as readonly string[]).includes(value);
}

/** numeric(14,2) arrives as a JSON number; a string of digits is read as well. */
function amountOf(value: unknown, where: string): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    throw new Error(`${where} is not an amount`);
  }
  return amount;
}

function currencyOf(value: unknown): string {
  if (value === undefined || value === null) return 'EUR';
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) {
    throw new Error('payload.currency is not a currency code');
  }
  return value;
}

function instantOf(value: unknown, where: string): string {
  if (typeof value !== 'string' || Number.isNaN(new Date(value).getTime())) {
    throw new Error(`${where} is not a time`);
  }
  return value;
}

/** Events that tell the deadline: it must be there. */
const WITH_DEADLINE: readonly EscrowEvent[] = [
  'inspection_started',
  'reminder_5',
  'reminder_1',
  'period_over',
];

export function escrowFromPayload(
  data: Payload,
  row: { language: EmailLanguage; party: string; siteUrl: string },
): EscrowEmail {
  const party = ESCROW_PARTY[row.party as keyof typeof ESCROW_PARTY];
  if (!party)
    throw new Error(
      `an escrow e-mail goes to the shipper or the recipient, not ${row.party.slice(0, 20)}`,
    );
  const event = data.event;
  if (!isEvent(event)) throw new Error('payload.event is not an escrow step');
  if (party === 'seller' && BUYER_ONLY_EVENTS.includes(event)) {
    throw new Error(`${event} goes to the buyer only`);
  }
  const deadline =
    data.deadline === undefined || data.deadline === null
      ? null
      : instantOf(data.deadline, 'payload.deadline');
  if (deadline === null && WITH_DEADLINE.includes(event)) {
    throw new Error(`payload.deadline is missing for ${event}`);
  }
  const key = data.key;
  return {
    kind: 'escrow',
    language: row.language,
    siteUrl: row.siteUrl,
    trackingNumber: field(data, 'tracking_number'),
    party,
    event,
    amount: amountOf(data.amount, 'payload.amount'),
    currency: currencyOf(data.currency),
    deadline,
    key: typeof key === 'string' && key !== '' ? key : null,
  };
}

export function escrowDigestFromPayload(data: Payload, siteUrl: string): EscrowDigestEmail {
  const list = data.shipments;
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error('payload.shipments is not a list of shipments');
  }
  return {
    kind: 'escrow_digest',
    language: STAFF_LANGUAGE,
    siteUrl,
    shipments: list.map((item: unknown, index) => {
      if (typeof item !== 'object' || item === null) {
        throw new Error(`payload.shipments[${index}] is not a shipment`);
      }
      const shipment = item as Payload;
      return {
        trackingNumber: field(shipment, 'tracking_number'),
        seller: typeof shipment.shippername === 'string' ? shipment.shippername : null,
        buyer: typeof shipment.recipientname === 'string' ? shipment.recipientname : null,
        amount: amountOf(shipment.amount, `payload.shipments[${index}].amount`),
        currency: currencyOf(shipment.currency),
        deadline: instantOf(shipment.deadline, `payload.shipments[${index}].deadline`),
      };
    }),
  };
}
