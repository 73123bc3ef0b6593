import { trackingPath } from '@/lib/routes/tracking-path';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages';

/**
 * A shipment's public tracking page on this site; with a party link's key, the page that shows
 * that party everything (DECISIONS 18: /{lang}/{slug}?id=NUMBER&k=KEY). This site's origin,
 * not SITE_URL: a key exists only in the database this staff screen talks to, and the site
 * served from here is the one that reads that database (a preview or the local stack too).
 */
export function publicTrackingUrl(
  trackingNumber: string,
  lang: Language = DEFAULT_LANGUAGE,
  key?: string,
): string {
  return window.location.origin + trackingPath(lang, trackingNumber, key);
}
