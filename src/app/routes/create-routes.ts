import type { i18n } from 'i18next';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

import { storedLanguage } from '@/lib/i18n/language-storage';
import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';
import { loadTexts } from '@/lib/i18n/load-texts';
import { ADMIN_PATHS, type AdminRoute, publicPages } from '@/lib/routes/route-manifest';

import { loadPage, pageNamespaces } from './page-registry';
import { PublicLayout } from './public-layout';
import { catchAllLoader, rootLoader } from './redirect-loaders';
import { RouteError } from './route-error';

/** One lazy module per staff screen (src/app/routes/admin/), each exporting `Component`. */
const adminScreens = {
  login: () => import('./admin/login'),
  shipments: () => import('./admin/shipments'),
  info: () => import('./admin/info'),
  content: () => import('./admin/content'),
} satisfies Record<AdminRoute, LazyRouteFunction<RouteObject>>;

/** The staff screens anyone may open; all others sit below the staff-only route. */
const OPEN_ADMIN_SCREENS: readonly AdminRoute[] = ['login'];

function adminScreenRoutes(open: boolean): RouteObject[] {
  return (Object.keys(adminScreens) as AdminRoute[])
    .filter((screen) => OPEN_ADMIN_SCREENS.includes(screen) === open)
    .map((screen) => ({ path: ADMIN_PATHS[screen], lazy: adminScreens[screen] }));
}

/** Nothing to show while the first route's loader runs (a redirect, or the 404's texts). */
function NoFallback() {
  return null;
}

/**
 * The site's routes, from the route manifest: every public page × language (its code and
 * texts load before it renders, so navigation never shows "Loading..."), the redirects, the
 * 404, and the staff area as its own lazy subtree. The browser router and the prerender's
 * static router are both built from this.
 */
export function createRoutes(i18n: i18n): RouteObject[] {
  const pages: RouteObject[] = publicPages().map(({ page, lang, path }) => ({
    path,
    // Slugs are lower case; any other spelling falls to the catch-all, which answers it.
    caseSensitive: true,
    lazy: async () => {
      const [Component] = await Promise.all([
        loadPage[page](),
        loadTexts(i18n, lang, ['common', ...pageNamespaces[page]]),
      ]);
      return { Component };
    },
  }));
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      HydrateFallback: NoFallback,
      children: [
        { path: '/', loader: rootLoader },
        {
          id: 'public',
          Component: PublicLayout,
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                ...pages,
                {
                  path: '*',
                  loader: catchAllLoader(i18n),
                  lazy: () =>
                    import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
                },
              ],
            },
          ],
        },
        {
          id: 'admin',
          lazy: async () => {
            // The frame speaks the visitor's public language; the screens speak Romanian.
            const [{ Component }] = await Promise.all([
              import('./admin/admin-layout'),
              loadTexts(i18n, storedLanguage(), ['common']),
              loadTexts(i18n, ADMIN_LANGUAGE, ['admin']),
            ]);
            return { Component };
          },
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                ...adminScreenRoutes(true),
                {
                  id: 'staff-only',
                  lazy: () => import('./admin/staff-only'),
                  children: adminScreenRoutes(false),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
