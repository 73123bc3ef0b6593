/**
 * The production build: Vite's client build, then every public page × language prerendered to
 * static HTML (so crawlers and slow phones get content, lang and hreflang in the first
 * response), plus sitemap.xml, robots.txt and the static host's redirect rules.
 *
 *   npm run build                     → dist/
 *   buildSite({ outDir, env })        → used by the browser tests
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build, type Manifest } from 'vite';

import { type Language, LANGUAGES } from '#common/languages';

import { readInfoTexts } from '../src/features/info/api/info-text-schema';
import { type InfoText, shownInfo } from '../src/features/info/info-text';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '../src/lib/initial-data';
import {
  ADMIN_PATHS,
  DRIVER_PATHS,
  GERMAN_UNPREFIXED,
  germanUnprefixedSlugs,
  PAGE_IDS,
  PAGE_SLUGS,
  type PageId,
  pathFor,
  publicPages,
  slugsOf,
} from '../src/lib/routes/route-manifest';
import { type HeadTags, renderHeadHtml } from '../src/lib/seo/head';
import { DRIVER_MANIFEST, STAFF_MANIFEST } from './bundle-budget';
import { writeDriverServiceWorker } from './driver-service-worker';
import { preloadOnlyMissing } from './vite/preload-only-missing';

/** What src/app/entry-server.tsx exports (its JSX is compiled by Vite, not by this project). */
interface EntryServer {
  renderPage(
    page: PageId,
    lang: Language,
    initialData?: InitialData,
  ): Promise<{ html: string; head: HeadTags }>;
  /** Each page's module, as the Vite manifest names it. */
  pageSources: Record<PageId, string>;
  /** The translation bundles a page hydrates with, inlined in its HTML. */
  pageTexts(page: PageId, lang: Language): Record<string, Record<string, unknown>>;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Fewer, larger files for the public pages: each file is compressed on its own, so twenty
 * small chunks cost more than the same code in two (measured on /en: 120.8 → 117.0 KB gzip,
 * issue #17). Everything the entry imports statically is one chunk. Sizes below: gzip -9.
 */
const PUBLIC_CHUNKS = [
  { name: 'shell', tags: ['$initial' as const] },
  // What every public page uses but the tracking page before a lookup: the two icons of the
  // content pages' callouts and the tracking result (without this group they joined the site
  // chunk, and the result loaded all of it for them: 2 KB), the close icon (mobile menu, toasts,
  // the offer's answer: a file of its own that the result page fetched for the toast's button,
  // 0.17 KB), the number and date formats (the tracking page fetched them with the page
  // hero, 0.16 KB, and uses them only in a result).
  {
    name: 'shared-parts',
    test: /lucide-react[\\/].*[\\/](triangle-exclamation-point|info|x)\.m?js$|src[\\/]lib[\\/]i18n[\\/]format\.ts$/,
    priority: 1,
    includeDependenciesRecursively: false,
  },
  // The company's load limits and the measures that write them: the content pages state them,
  // the request page's oversize hint reads the limits. In the site chunk the request page
  // fetched all of it for them (2 KB); in shared-parts the privacy notice paid for them too.
  {
    name: 'load-limits',
    test: /(common[\\/]loads[\\/]company-load-limits|src[\\/]features[\\/]site[\\/]transport-measures)\.ts$/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  // The page hero: every page but home, the tracking page among them.
  {
    name: 'page-parts',
    test: /src[\\/]components[\\/]layout[\\/]page-hero/,
  },
  // What the tracking and the request page both use (issue #36): the form controls' look, the
  // reading of a refusal, the project's URL and key, and the fetch that reads them. Each was a
  // file of its own on both pages (0.2 KB for the first three; the fetch's file another 0.15 KB).
  // Pages load their modules after the first paint anyway (hydrationLoader below); the fetch's
  // dynamic import keeps it off the pages that do not read (src/lib/public-api/load-public-fetch.ts).
  {
    name: 'form-parts',
    test: /src[\\/](lib[\\/](postgrest-error|public-api[\\/](load-public-fetch|postgrest)|env)|components[\\/]ui[\\/]control-variants)\.ts$/,
  },

  // The building blocks two or more content pages use; one page's own (the home hero, the
  // FAQ) stay in that page's chunk (minShareCount 2: every other page 0.4–1 KB lighter). The
  // company's address lines live in lib/ (the papers print them too) and stay with them.
  {
    name: 'site',
    test: /src[\\/](features[\\/]site[\\/](components[\\/]|[\w-]+\.ts$)|lib[\\/]company-address\.ts$)/,
    minShareCount: 2,
  },
  // The map panel (contact page, tracking result) with the icons its fallback shows, loaded
  // when the panel nears the viewport.
  {
    name: 'location-map',
    test: /src[\\/]components[\\/]map[\\/](?!google-map-view|load-google-maps|deferred-location-map|use-near-viewport)/,
  },
  // What waits for the map to near the viewport (with the context that lets the prerender draw
  // it at once), and the map-pin icon the contact page, the tracking result's card and the map
  // panel share (issue #17: the map's 1.1 KB only when near).
  {
    name: 'map-parts',
    test: /src[\\/](components[\\/]map[\\/](deferred-location-map|use-near-viewport)|lib[\\/]prerendering)|lucide-react[\\/].*[\\/]map-pin\.m?js$/,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file while it streams
 * in, on a background thread, instead of each on its first call on the main thread. Hydration
 * calls most of the shell (React DOM, the router, i18next): evaluating it was one task of
 * 13–24 ms after the first paint (Lighthouse's 4× CPU makes that blocking time), 8–10 ms with
 * the hint. V8 reads it only as the file's first line, above what Vite writes last (the
 * preload list), so it is added to the written file. Other engines read a comment.
 */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

async function hintCompileAll(file: string): Promise<void> {
  const code = await readFile(file, 'utf8');
  if (!code.startsWith(COMPILE_ALL_HINT)) await writeFile(file, COMPILE_ALL_HINT + code);
}

/**
 * The staff build's chunks. Besides the entry: TanStack Query and the icons' base, which every
 * staff screen and /login use, in one file each instead of pieces split by which lazy screens
 * share them (each lazy entry, e.g. the list's loader, cut them differently; /login then
 * fetched five small files, ~1 KB more gzip than one).
 */
const STAFF_CHUNKS = [
  { name: 'staff', tags: ['$initial' as const] },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'icon-base',
    test: /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/])/,
  },
  // A field's frame and its react-hook-form binding, which /login and the lazily loaded
  // shipment form both use: one file (split, /login fetched the frame as a file of its own).
  {
    name: 'form-field',
    test: /src[\\/]components[\\/]ui[\\/](form-)?field\.tsx$/,
  },
];

/**
 * The drivers' app's chunks (issue #52), as the staff build's: its entry, TanStack Query and
 * the icons' base in one file each.
 */
const DRIVER_CHUNKS = [{ name: 'driver', tags: ['$initial' as const] }, ...STAFF_CHUNKS.slice(1)];

/** A build's entry and stylesheets (src/app/start-staff-app.ts loads the staff area's). */
function builtAppAssets(
  manifest: Manifest,
  html: string,
  manifestFile: string,
): { entry: string; styles: string[] } {
  const entry = manifest[html];
  if (!entry) throw new Error(`${manifestFile} has no ${html} entry`);
  return { entry: `/${entry.file}`, styles: (entry.css ?? []).map((file) => `/${file}`) };
}

/** A build of its own (staff.html, driver.html) into `outDir`, beside the others. */
async function buildApp(
  html: string,
  manifestFile: string,
  groups: typeof STAFF_CHUNKS,
  {
    outDir,
    logLevel,
    emptyOutDir,
  }: { outDir: string; logLevel: 'info' | 'warn'; emptyOutDir: boolean },
): Promise<{ entry: string; styles: string[] }> {
  await build({
    root,
    logLevel,
    build: {
      outDir,
      emptyOutDir,
      manifest: manifestFile,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: path.join(root, html),
        output: { codeSplitting: { groups } },
      },
    },
  });
  const manifest = JSON.parse(await readFile(path.join(outDir, manifestFile), 'utf8')) as Manifest;
  return builtAppAssets(manifest, html, manifestFile);
}

const DEFAULT_SITE_URL = 'https://www.musterfirma-transporte.example';

interface BuildOptions {
  outDir: string;
  /** VITE_* variables baked into the bundle (Supabase URL and key, site URL, maps key). */
  env?: Record<string, string | undefined>;
  quiet?: boolean;
}

async function withEnv<T>(vars: Record<string, string | undefined>, work: () => Promise<T>) {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The files a page's first paint needs besides the entry: its chunk and its language's texts. */
function preloadsFor(manifest: Manifest, sources: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}

function sitemapXml(siteUrl: string): string {
  const urls = PAGE_IDS.flatMap((page) =>
    LANGUAGES.map((lang) => {
      const alternates = [
        ...LANGUAGES.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${siteUrl}${pathFor(page, alt)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${pathFor(page, 'de')}"/>`,
      ];
      return `  <url>\n    <loc>${siteUrl}${pathFor(page, lang)}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // A route with a `:name` segment sits below a plain one, which its Disallow covers.
    ...Object.values(ADMIN_PATHS)
      .filter((adminPath) => !adminPath.includes(':'))
      .map((adminPath) => `Disallow: ${adminPath}`),
    `Disallow: ${DRIVER_PATHS.today}`,
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Netlify / Cloudflare Pages `_redirects`: aliases and unprefixed German paths answer 301 with
 * the canonical URL (the client does the same for hosts without rules), everything else that
 * has no file falls back to the app shell.
 */
function redirectsFile(): string {
  const lines = ['# Generated by scripts/build-site.ts from the route manifest.'];
  for (const page of GERMAN_UNPREFIXED) {
    for (const slug of germanUnprefixedSlugs(page))
      lines.push(`/${slug} ${pathFor(page, 'de')} 301`);
  }
  for (const lang of LANGUAGES) {
    for (const page of PAGE_IDS) {
      for (const slug of slugsOf(page)) {
        if (slug !== PAGE_SLUGS[page][lang])
          lines.push(`/${lang}/${slug} ${pathFor(page, lang)} 301`);
      }
    }
  }
  // The drivers' app answers every URL below its prefix with its own page.
  lines.push(`${DRIVER_PATHS.today}* ${DRIVER_PATHS.today}index.html 200`);
  lines.push('/* /index.html 200', '');
  return lines.join('\n');
}

/**
 * The staff info texts as they are at build time (one per language), baked into the tracking
 * pages so each paints with its own (no layout shift when the live copy arrives). A backend
 * that cannot be reached, or answers something else than the rows, just means no snapshot:
 * the pages fetch the text live as before.
 */
async function fetchInfoSnapshot(env: Record<string, string | undefined>): Promise<InfoText[]> {
  const url = env.VITE_SUPABASE_URL;
  const key = env.VITE_SUPABASE_ANON_KEY;
  if (!url || !key) return [];
  try {
    const response = await fetch(
      `${url.replace(/\/+$/, '')}/rest/v1/info_content?select=lang,title,content`,
      {
        headers: { apikey: key, authorization: `Bearer ${key}` },
        signal: AbortSignal.timeout(5000),
      },
    );
    if (!response.ok) return [];
    return readInfoTexts(await response.json());
  } catch {
    return [];
  }
}

function initialDataScript(data: InitialData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The scripts that make a prerendered page interactive (read by scripts/bundle-budget.ts). */
export interface HydrationAssets {
  entry: string;
  preload: string[];
  /** More to preload when the URL has this query parameter. */
  query?: Record<string, string[]>;
}

/**
 * What a page shows at once when its URL has a query parameter, beyond the page itself: a
 * tracking link (?id=) shows the lookup, and a party link (&k=) its full view, so their modules
 * load with the page instead of after hydration (one round trip less before the result paints).
 */
const QUERY_PRELOADS: Partial<Record<PageId, Record<string, string[]>>> = {
  tracking: {
    id: ['src/features/tracking/components/lookup-outcome.tsx'],
    k: ['src/features/tracking/components/shipment-result.tsx'],
  },
};

/**
 * Requests the page's modules once the first contentful paint has been presented: the text is
 * already in the HTML, so nothing a visitor sees waits for JavaScript, and the first frame's
 * layout and raster (a 49 KB stylesheet) do not share the phone with downloads and parsing.
 * A frame callback and a task (the fallback where paint timing is missing) can run before
 * that frame reaches the screen.
 */
function hydrationLoader(assets: HydrationAssets): string {
  const data = JSON.stringify(assets).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="hydration-assets">${data}</script>` +
    '<script>(function(){function go(){' +
    'var a=JSON.parse(document.getElementById("hydration-assets").textContent),h=document.head,' +
    'q=new URLSearchParams(location.search);' +
    'for(var k in a.query||{})if(q.has(k))a.preload=a.preload.concat(a.query[k]);' +
    'a.preload.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.href=f;h.appendChild(l)});' +
    'var s=document.createElement("script");s.type="module";s.src=a.entry;h.appendChild(s)}' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})' +
    '.observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(go)})})()</script>'
  );
}

export async function buildSite(options: BuildOptions): Promise<void> {
  const outDir = path.resolve(options.outDir);
  const siteUrl = (
    options.env?.VITE_SITE_URL ??
    process.env.VITE_SITE_URL ??
    DEFAULT_SITE_URL
  ).replace(/\/+$/, '');
  const logLevel = options.quiet ? 'warn' : 'info';
  const ssrDir = await mkdtemp(path.join(root, 'node_modules', '.tmp-ssr-'));
  try {
    await withEnv({ ...options.env, VITE_SITE_URL: siteUrl }, async () => {
      // The staff area first: a build of its own (staff.html), so the public pages carry none
      // of what only it needs (the data router, supabase-js, TanStack Query; issue #17). The
      // drivers' app likewise (driver.html, issue #52).
      const staffApp = await buildApp('staff.html', STAFF_MANIFEST, STAFF_CHUNKS, {
        outDir,
        logLevel,
        emptyOutDir: true,
      });
      // Not started from the public shell (its bytes stay as they are): every URL below
      // /driver/ has the driver page, by the host's rule (_redirects) or the service worker.
      await buildApp('driver.html', DRIVER_MANIFEST, DRIVER_CHUNKS, {
        outDir,
        logLevel,
        emptyOutDir: false,
      });
      const preloads = preloadOnlyMissing();
      await build({
        root,
        logLevel,
        // The public shell starts the staff area on hosts that answer every URL with it.
        define: { __STAFF_APP__: JSON.stringify(staffApp) },
        plugins: [preloads.plugin],
        // No modulepreload polyfill: the prerendered pages add their preloads themselves.
        build: {
          outDir,
          emptyOutDir: false,
          manifest: true,
          modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
          // One stylesheet for the whole public site, tied to no chunk: with per-chunk CSS, Vite
          // lists the entry's stylesheet among the dependencies of every dynamic import made from
          // a lazy chunk, and a prerendered page (its styles inline) fetched it again (8.2 KB on
          // the tracking page, issue #17).
          cssCodeSplit: false,
          rolldownOptions: { output: { codeSplitting: { groups: PUBLIC_CHUNKS } } },
        },
      });
      await build({
        root,
        logLevel: 'warn',
        build: {
          ssr: 'src/app/entry-server.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          rollupOptions: {
            // The prerender imports every bundle eagerly on purpose; the browser build does not.
            onwarn: (warning, warn) => {
              if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
            },
          },
        },
      });
    });

    // Prerendered pages carry the (small, shared) stylesheet inline: one round trip fewer
    // before the first paint. The app shell (index.html) keeps the link.
    const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    let template = shell;
    for (const match of shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
      const css = await readFile(path.join(outDir, match[1] ?? ''), 'utf8');
      template = template.replace(
        match[0],
        `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
      );
    }
    // The HTML is the content; the scripts only make it interactive. They are requested
    // right after the first paint instead of competing with it for a slow phone's bandwidth.
    const entryScript = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/.exec(
      template,
    );
    if (!entryScript?.[1]) throw new Error('index.html has no module entry script');
    await hintCompileAll(path.join(outDir, entryScript[1]));
    const sharedPreloads = [
      ...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g),
    ];
    for (const match of [entryScript, ...sharedPreloads]) template = template.replace(match[0], '');
    const manifest = JSON.parse(
      await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = (await import(
      pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
    )) as EntryServer;

    const infoTexts = await fetchInfoSnapshot({ ...process.env, ...options.env });
    for (const { page, lang, path: urlPath } of publicPages()) {
      const initialData: InitialData = {
        ...(page === 'tracking' ? { info: shownInfo(infoTexts, lang) } : {}),
        texts: entry.pageTexts(page, lang),
      };
      const { html, head } = await entry.renderPage(page, lang, initialData);
      const assets: HydrationAssets = {
        entry: `/${entryScript[1]}`,
        preload: [
          ...new Set([
            ...sharedPreloads.map((match) => match[1] ?? ''),
            // The page's texts are inline (initial data), not fetched.
            ...preloadsFor(manifest, [entry.pageSources[page]]),
          ]),
        ].map((file) => `/${file}`),
      };
      for (const [parameter, sources] of Object.entries(QUERY_PRELOADS[page] ?? {})) {
        const extra = preloadsFor(manifest, sources)
          .map((file) => `/${file}`)
          .filter((file) => !assets.preload.includes(file) && file !== assets.entry);
        assets.query = { ...assets.query, [parameter]: extra };
      }
      const document = template
        .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
        .replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, renderHeadHtml(head))
        .replace(
          '<div id="root"></div>',
          `<div id="root">${html}</div>${initialDataScript(initialData)}${hydrationLoader(assets)}`,
        );
      const file = path.join(outDir, urlPath, 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, document);
    }

    // The app shell carries every language's info text: a host that rewrites every URL to it
    // renders the tracking page from it, with its text from the first frame (no layout shift).
    await writeFile(
      path.join(outDir, 'index.html'),
      shell.replace(
        '<div id="root"></div>',
        `<div id="root"></div>${initialDataScript({ infoTexts })}`,
      ),
    );

    // Each staff URL has the staff area's page as its file, so a files-first host serves it
    // without rules (hosts that rewrite first get the public shell, which starts it too).
    const staffPage = await readFile(path.join(outDir, 'staff.html'), 'utf8');
    // A route with a `:name` segment has no file of its own: the public shell starts it.
    for (const adminPath of Object.values(ADMIN_PATHS).filter((p) => !p.includes(':'))) {
      const file = path.join(outDir, adminPath, 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, staffPage);
    }

    // The drivers' app: its page at /driver/ (deeper URLs get it by the host's rule, see
    // redirectsFile, and then from the service worker), and the worker that keeps it offline.
    const driverPage = await readFile(path.join(outDir, 'driver.html'), 'utf8');
    await mkdir(path.join(outDir, DRIVER_PATHS.today), { recursive: true });
    await writeFile(path.join(outDir, DRIVER_PATHS.today, 'index.html'), driverPage);
    await writeDriverServiceWorker(outDir);

    await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl));
    await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
    await writeFile(path.join(outDir, '_redirects'), redirectsFile());
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter(
    (name) => !process.env[name],
  );
  if (missing.length > 0) {
    console.error(
      `Set ${missing.join(' and ')} to the Supabase project the site should use (docs/hosting.md, "Pointing the site at a hosted Supabase project").`,
    );
    process.exit(1);
  }
  const started = Date.now();
  try {
    await buildSite({ outDir: path.join(root, 'dist') });
  } catch (error) {
    // e.g. scripts/vite/refuse-secret-keys.ts: the reason, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`Built and prerendered ${publicPages().length} pages in ${Date.now() - started} ms.`);
}
