import type { Party } from './api/tracking-link-schema';

/** The party as a word in a sentence ("linkul pentru destinatar"). */
export const PARTY_WORD_KEYS = {
  shipper: 'shipments.links.party.shipper',
  recipient: 'shipments.links.party.recipient',
} as const satisfies Record<Party, string>;

/** The party as a label ("Destinatar"). */
export const PARTY_NAME_KEYS = {
  shipper: 'shipments.links.partyName.shipper',
  recipient: 'shipments.links.partyName.recipient',
} as const satisfies Record<Party, string>;
