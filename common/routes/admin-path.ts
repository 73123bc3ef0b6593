import { ADMIN_PATHS, type AdminRoute } from './site-paths.ts';

/**
 * '/admin/requests/A-2026-00001': a staff route with its `:name` segments filled in. A module of
 * its own: only staff screens and staff e-mails build such links, and the public pages load the
 * manifest.
 */
export function adminPath(route: AdminRoute, params: Record<string, string> = {}): string {
  return ADMIN_PATHS[route].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
