/**
 * The public site's fetch (postgrest.ts) with its settings, loaded when a page first reads or
 * sends: the pages that do not (the content pages) never fetch it. The tracking and request
 * pages get it with their form parts (scripts/build-site.ts, PUBLIC_CHUNKS), so there this
 * import costs no request of its own. The privacy notice, which reads only the retention
 * periods, imports postgrest.ts itself: this module sits in those pages' chunk.
 */
export const loadPublicFetch = () => import('./postgrest');
