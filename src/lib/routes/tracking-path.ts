import type { Language } from '#common/languages';

import { pathFor } from './route-manifest';

/**
 * The tracking page of one shipment (`?id=`); with a party link's key (`&k=`), the page that
 * shows that party everything (DECISIONS 18). The one place both parameters are written.
 */
export function trackingPath(lang: Language, trackingNumber: string, partyKey?: string): string {
  let search = `?id=${encodeURIComponent(trackingNumber)}`;
  if (partyKey) search += `&k=${encodeURIComponent(partyKey)}`;
  return pathFor('tracking', lang, search);
}
