import { use } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { resolvePath } from '@/lib/routes/route-manifest';

import { languageDetector } from './route-modules';

/**
 * Every URL that is not a canonical page: `/`, aliases, unprefixed German slugs, unknown
 * prefixes, a trailing slash (the route manifest decides where). The visitor's language is
 * detected only for URLs that name none (DECISIONS 5).
 */
export function RedirectRoute() {
  const { pathname, search } = useLocation();
  const resolved = resolvePath(pathname, search);
  if (resolved.kind === 'root') {
    return <Navigate to={`/${use(languageDetector())()}${search}`} replace />;
  }
  if (resolved.kind !== 'redirect') return null;
  const target = resolved.detected
    ? resolvePath(pathname, search, use(languageDetector())())
    : resolved;
  return target.kind === 'redirect' ? <Navigate to={target.to} replace /> : null;
}
