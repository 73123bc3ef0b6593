import type { PaperLanguage } from '@/lib/papers/paper-data';

import type { Shipment } from '../api/shipment-schemas';

/** The chosen languages in order, each once (an empty choice left out). */
export function labelLanguages(choices: readonly (PaperLanguage | null)[]): PaperLanguage[] {
  return [...new Set(choices.filter((lang) => lang !== null))];
}

/**
 * A CMR's labels by default (the reference's §6): the sender's language, the consignee's, and
 * English when neither is English.
 */
export function defaultLabelLanguages(shipment: Shipment): PaperLanguage[] {
  return labelLanguages([shipment.shipperlanguage, shipment.recipientlanguage, 'en']);
}
