import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

const ADMIN_PREFIX = '/admin/';
/** Any origin will do: it only anchors relative paths, and is never navigated to. */
const BASE = 'http://staff.invalid';

/**
 * Where to go after signing in: the protected page first asked for, if `redirect` names one
 * (a same-origin path under /admin/), else the shipments screen. Anything else (another
 * origin, `//host`, `/\host`, a scheme, a path that normalizes outside /admin) is ignored, so
 * the login page is never an open redirect.
 */
export function redirectTarget(redirect: string | null): string {
  if (!redirect?.startsWith('/') || /[\\\s]/.test(redirect)) return ADMIN_PATHS.shipments;
  const url = new URL(redirect, BASE);
  if (url.origin !== BASE || !url.pathname.startsWith(ADMIN_PREFIX)) return ADMIN_PATHS.shipments;
  return url.pathname + url.search + url.hash;
}

/** The login URL that brings the user back to `path` (pathname + search) afterwards. */
export function loginPath(path: string): string {
  return `${ADMIN_PATHS.login}?${new URLSearchParams({ redirect: path }).toString()}`;
}
