/**
 * The public site's fetch (postgrest.ts) with its settings, loaded when a page first reads or
 * sends, after its first paint: every public read and send asks for it here, so it is one file
 * that no page paints with (DECISIONS 20; the tracking and request pages would otherwise share
 * it at first paint, a file of its own that the tracking page's budget has no room for).
 */
export const loadPublicFetch = () => import('./postgrest');
