import type { Party } from './api/tracking-link-schema';

/** The party as a word in a sentence ("linkul pentru destinatar"). */
export const PARTY_WORD_KEYS = {
  shipper: 'links.party.shipper',
  recipient: 'links.party.recipient',
} as const satisfies Record<Party, string>;

/** The party as a label ("Destinatar"). */
export const PARTY_NAME_KEYS = {
  shipper: 'links.partyName.shipper',
  recipient: 'links.partyName.recipient',
} as const satisfies Record<Party, string>;
