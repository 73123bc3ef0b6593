/** Prerendering: the HTML of one public URL, with its texts, rendered at build time. */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import type { InitialData } from '@/lib/initial-data';
import { PrerenderingContext } from '@/lib/prerendering';
import { type PageId, pathFor } from '@/lib/routes/route-manifest';
import type { HeadTags } from '@/lib/seo/head';
import type { Language } from '#common/languages';

import { App } from './app';
import { siteHeadForPage } from './routes/page-head';
import { pageNamespaces } from './routes/page-registry';
import { createPublicRoutes } from './routes/public-routes';
import { PublicRoutes } from './routes/route-elements';

export { pageSources } from './routes/page-registry';

/** The translation bundles a page hydrates with (`common` and its own), to inline in its HTML. */
export function pageTexts(page: PageId, lang: Language): Record<string, Record<string, unknown>> {
  const bundles = resourcesFor(lang)[lang] ?? {};
  return Object.fromEntries(
    ['common', ...pageNamespaces[page]].map((ns) => [ns, bundles[ns] as Record<string, unknown>]),
  );
}

export async function renderPage(
  page: PageId,
  lang: Language,
  initialData: InitialData = {},
): Promise<{ html: string; head: HeadTags }> {
  const i18n = createI18n({ lng: lang, resources: resourcesFor(lang) });
  const path = pathFor(page, lang);
  const { prelude } = await prerender(
    <PrerenderingContext value={true}>
      <App i18n={i18n} initialData={initialData}>
        <StaticRouter location={path}>
          <PublicRoutes routes={createPublicRoutes(i18n)} />
        </StaticRouter>
      </App>
    </PrerenderingContext>,
    // React outlines a large Suspense boundary (its fallback, "Loading...", in place and the
    // content swapped in by an inline script) to stream it progressively. A static page is one
    // file: the content belongs in place, so nothing is outlined for its size.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const head = siteHeadForPage(page, lang, i18n.getFixedT(lang));
  return { html: await new Response(prelude).text(), head };
}
