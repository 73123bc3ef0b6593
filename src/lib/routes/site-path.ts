import { normalizedPath, resolvePath } from './route-manifest';

/**
 * `path` with its leading slashes and backslashes collapsed to one slash. A URL path that
 * starts with `//` or `/\` is protocol-relative to a browser: `//admin/tracking` is the host
 * `admin`. Every URL built from the current path goes through here, so it stays on the site.
 */
export function sitePath(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

/**
 * Puts the current URL's path through sitePath in place (no reload, no history entry) before a
 * router reads it, so `//admin/tracking` opens `/admin/tracking`.
 */
export function collapseLeadingSlashes(): void {
  // Replacing the URL with itself changes nothing (no reload, no history entry).
  history.replaceState(
    history.state,
    '',
    sitePath(location.pathname) + location.search + location.hash,
  );
}

/**
 * The path to load as a document when a URL belongs to the other app: a path of this site, and
 * a staff screen by its own path. The public shell reads `/admin//tracking` or
 * `/%2Fadmin/tracking` as the shipments screen, which the staff router does not match: loading
 * them as they are would hand the same URL back and forth, reloading without end.
 */
export function documentPath(pathname: string): string {
  const resolved = resolvePath(pathname);
  return resolved.kind === 'admin' ? normalizedPath(pathname) : sitePath(pathname);
}
