import type { i18n } from 'i18next';
import type { RouteObject } from 'react-router-dom';

import { ADMIN_PATHS, LINK_PAGES, publicPages } from '@/lib/routes/route-manifest';

import { PublicLayout } from './public-layout';
import { RedirectRoute } from './redirect-route';
import { NotFoundRoute, PageRoute, StaffAreaRoute } from './route-elements';

/**
 * The public site's routes, from the route manifest: every page × language (its code and
 * texts load before it renders; navigations are transitions, so the old page stays until the
 * new one is ready), the redirects and the 404. Plain <Routes> under <BrowserRouter> (or the
 * prerender's <StaticRouter>): the data router's 16 KB stay in the staff area's build, the
 * only place that needs loaders and blockers (issue #17). Staff URLs load the staff app.
 */
export function createPublicRoutes(i18n: i18n): RouteObject[] {
  return [
    { path: '/', element: <RedirectRoute /> },
    ...Object.values(ADMIN_PATHS).map((path) => ({ path, element: <StaffAreaRoute /> })),
    {
      element: <PublicLayout />,
      children: [
        ...publicPages().map(({ page, lang, path }) => ({
          path,
          // Slugs are lower case; any other spelling falls to the catch-all, which answers it.
          caseSensitive: true,
          element: <PageRoute i18n={i18n} page={page} lang={lang} />,
        })),
        // One route per link page for all languages: the layout has checked the prefix.
        ...LINK_PAGES.map((page) => ({
          path: `/:lang/${page}`,
          caseSensitive: true,
          element: <PageRoute i18n={i18n} page={page} />,
        })),
        { path: '*', element: <NotFoundRoute i18n={i18n} /> },
      ],
    },
  ];
}
