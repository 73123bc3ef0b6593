import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';

import { preloadPasswordView } from '@/features/auth/password/load-password-view';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { loadTexts } from '@/lib/i18n/load-texts';
import { ADMIN_PATHS, type AdminRoute } from '@/lib/routes/route-manifest';
import { ADMIN_LANGUAGE } from '#common/languages';

import { LoadAsDocument } from './load-as-document';
import { RouteError } from './route-error';

type ScreenRoute = Pick<NonIndexRouteObject, 'lazy' | 'shouldRevalidate'>;

/**
 * One lazy module per staff screen (src/app/routes/admin/), each exporting `Component`, with
 * the texts only it reads: the shipment screens' namespace is most of the staff texts, and the
 * sign-in page has no use for it.
 */
function adminScreens(i18n: i18n): Record<AdminRoute, ScreenRoute> {
  // A screen's module and its texts, side by side.
  const screenWithTexts =
    (load: () => Promise<{ Component: ComponentType }>, namespace: string) => async () =>
      (await Promise.all([load(), loadTexts(i18n, ADMIN_LANGUAGE, [namespace])]))[0].Component;
  return {
    login: {
      lazy: () => {
        preloadPasswordView(window.location.search);
        return import('./admin/login');
      },
    },
    shipments: {
      // Loader and screen load side by side (React Router's lazy object), so the list's
      // requests do not wait for the screen's module and texts.
      lazy: {
        loader: async () => (await import('./admin/shipments-loader')).loader,
        Component: screenWithTexts(() => import('./admin/shipments'), 'shipments'),
      },
      // Only on entering the screen: after that the page's own queries follow the URL, and a
      // loader run per keystroke (search and paging change the query string) would only delay
      // them.
      shouldRevalidate: () => false,
    },
    requests: {
      // As the shipments: the list's request does not wait for the screen.
      lazy: {
        loader: async () => (await import('./admin/requests-loader')).loader,
        Component: screenWithTexts(() => import('./admin/requests'), 'requests'),
      },
      shouldRevalidate: () => false,
    },
    request: { lazy: { Component: screenWithTexts(() => import('./admin/request'), 'requests') } },
    escrow: { lazy: { Component: screenWithTexts(() => import('./admin/escrow'), 'shipments') } },
    info: { lazy: () => import('./admin/info') },
    content: { lazy: () => import('./admin/content') },
    staff: { lazy: () => import('./admin/staff') },
  };
}

/** The staff screens anyone may open; all others sit below the staff-only route. */
const OPEN_ADMIN_SCREENS: readonly AdminRoute[] = ['login'];

function adminScreenRoutes(i18n: i18n, open: boolean): RouteObject[] {
  const screens = adminScreens(i18n);
  return (Object.keys(screens) as AdminRoute[])
    .filter((screen) => OPEN_ADMIN_SCREENS.includes(screen) === open)
    .map((screen) => ({ path: ADMIN_PATHS[screen], ...screens[screen] }));
}

/** Nothing to show while the first route's module loads. */
function NoFallback() {
  return null;
}

/**
 * The staff area's routes, from the route manifest, for its own data router (lazy screen
 * modules, the staff guard, blockers for unsaved work). It is a build of its own
 * (staff.html): any other URL is the public site's, loaded as a document.
 */
export function createStaffRoutes(i18n: i18n): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      HydrateFallback: NoFallback,
      children: [
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
                ...adminScreenRoutes(i18n, true),
                {
                  id: 'staff-only',
                  lazy: () => import('./admin/staff-only'),
                  children: adminScreenRoutes(i18n, false),
                },
              ],
            },
          ],
        },
        { path: '*', Component: LoadAsDocument },
      ],
    },
  ];
}
