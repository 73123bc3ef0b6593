import type { i18n } from 'i18next';
import { lazy, use } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';

import { useSiteLanguage } from '@/lib/i18n/use-site-language';
import type { LinkPageId, PageId } from '@/lib/routes/route-manifest';
import type { Language } from '#common/languages';

import { notFoundModule, pageModule } from './route-modules';

// Only when a link leads to the staff area, so not in the shell: loaded when needed.
const LoadAsDocument = lazy(() =>
  import('./load-as-document').then((m) => ({ default: m.LoadAsDocument })),
);

/** The element of the route that matches the URL; `routes` from `createPublicRoutes`. */
export function PublicRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A public page, once its code and texts are here (suspends until then). A link page's route
 * serves every language: its language is the URL's, as the layout read it.
 */
export function PageRoute({
  i18n,
  page,
  lang,
}: {
  i18n: i18n;
  page: PageId | LinkPageId;
  lang?: Language;
}) {
  const urlLanguage = useSiteLanguage();
  return use(pageModule(i18n, page, lang ?? urlLanguage));
}

/** The 404 page in the URL's language, once its code and texts are here. */
export function NotFoundRoute({ i18n }: { i18n: i18n }) {
  return use(notFoundModule(i18n, useSiteLanguage()));
}

/** A staff URL: the staff area is another app, loaded as a document. */
export function StaffAreaRoute() {
  return <LoadAsDocument />;
}
