import { ADMIN_PATHS, DRIVER_PATHS } from '@/lib/routes/route-manifest';

import type { AccountRole } from './api/role-query';

const ADMIN_PREFIX = '/admin/';
/** Any origin will do: it only anchors relative paths, and is never navigated to. */
const BASE = 'http://staff.invalid';

/**
 * Where to go after signing in: the page first asked for, if `redirect` names one of the
 * account's own area (a same-origin path under /admin/ for staff, under /driver/ for a
 * driver), else that area's start (the shipments screen, the drivers' "Azi"). Anything else
 * (another origin, `//host`, `/\host`, a scheme, a path that normalizes outside the area) is
 * ignored, so the login page is never an open redirect.
 */
export function redirectTarget(redirect: string | null, role: AccountRole = 'staff'): string {
  const [prefix, start] =
    role === 'driver'
      ? [DRIVER_PATHS.today, DRIVER_PATHS.today]
      : [ADMIN_PREFIX, ADMIN_PATHS.shipments];
  if (!redirect?.startsWith('/') || /[\\\s]/.test(redirect)) return start;
  const url = new URL(redirect, BASE);
  if (url.origin !== BASE || !url.pathname.startsWith(prefix)) return start;
  return url.pathname + url.search + url.hash;
}

/** The login URL that brings the user back to `path` (pathname + search) afterwards. */
export function loginPath(path: string): string {
  return `${ADMIN_PATHS.login}?${new URLSearchParams({ redirect: path }).toString()}`;
}
