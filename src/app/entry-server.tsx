/** Prerendering: the HTML of one public URL, with its texts, rendered at build time. */
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { InitialData } from '@/lib/initial-data';
import { type PageId, pathFor } from '@/lib/routes/route-manifest';
import type { HeadTags } from '@/lib/seo/head';

import { App } from './app';
import { createRoutes } from './routes/create-routes';
import { siteHeadForPage } from './routes/page-head';

export { pageNamespaces, pageSources } from './routes/page-registry';

export async function renderPage(
  page: PageId,
  lang: Language,
  initialData: InitialData = {},
): Promise<{ html: string; head: HeadTags }> {
  const i18n = createI18n({ lng: lang, resources: resourcesFor(lang) });
  const handler = createStaticHandler(createRoutes(i18n));
  // Only the path matters; the origin is never fetched.
  const url = new URL(pathFor(page, lang), 'http://prerender.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`${url.pathname} answers ${context.status} instead of a page`);
  }
  if (context.errors) {
    throw new Error(`${url.pathname} failed to render: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <App i18n={i18n} initialData={initialData}>
      {/* No hydration script: public pages have no loader data to hand over. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
    // React outlines a large Suspense boundary (its fallback, "Loading...", in place and the
    // content swapped in by an inline script) to stream it progressively. A static page is one
    // file: the content belongs in place, so nothing is outlined for its size.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const head = siteHeadForPage(page, lang, i18n.getFixedT(lang));
  return { html: await new Response(prelude).text(), head };
}
