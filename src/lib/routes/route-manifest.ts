/**
 * The one place that spells a URL. Router, links, language switcher, redirects, sitemap,
 * prerendering and tests all derive from this manifest.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from '#common/languages';
import {
  ADMIN_PATHS,
  type AdminRoute,
  PAGE_IDS,
  PAGE_SLUGS,
  type PageId,
  pathFor,
} from '#common/routes/site-paths';

// The paths the e-mails link to as well live in common/ (site-paths.ts); the site reads them here.
export { ADMIN_PATHS, type AdminRoute, PAGE_IDS, PAGE_SLUGS, type PageId, pathFor };

/** What leads to a page besides its canonical slugs (PAGE_SLUGS, common/routes/site-paths.ts). */
interface PageEntry {
  /**
   * Slugs that were canonical before DECISIONS 19 gave every language its readers' own word.
   * Old links keep working: accepted under any prefix (the German ones also unprefixed) and
   * redirected to today's slug.
   */
  formerSlugs?: Partial<Record<Language, string>>;
  /** Old or other-language slugs that still lead to the page (SPEC §2), under any prefix. */
  aliases?: readonly string[];
}

export const PAGES: Record<PageId, PageEntry> = {
  home: {},
  about: {
    formerSlugs: { de: 'uber-uns' },
  },
  services: {
    formerSlugs: {
      de: 'dienstleistungen',
      en: 'services',
      it: 'servizio-fiduciario',
      es: 'servicio-fideicomiso',
      pl: 'uslugi-escrow',
    },
    aliases: ['services-escroc'],
  },
  special: {
    formerSlugs: { pl: 'transport-specjalny' },
  },
  tracking: {
    formerSlugs: { nl: 'tracking-nl' },
  },
  contact: {
    formerSlugs: { nl: 'contact-nl', pl: 'kontakt-pl' },
  },
  // Issue #36: the transport request, reached from the top bar's button and the pages' calls
  // to action, not from the seven links.
  request: {
    aliases: ['anfrage', 'quote'],
  },
  legal: {
    formerSlugs: {
      en: 'impressum',
      fr: 'impressum',
      it: 'impressum',
      nl: 'impressum-nl',
      pl: 'stopka-redakcyjna',
    },
  },
  /** The privacy notice (issue #36, DECISIONS 23): linked from the footer, not the top bar. */
  privacy: {},
};

/** The top bar's seven links, in order (SPEC §2 Navigation); other pages are linked elsewhere. */
export const NAVIGATION: readonly PageId[] = [
  'home',
  'about',
  'services',
  'special',
  'tracking',
  'contact',
  'legal',
];

/** Unprefixed German paths that lead to /de/… (SPEC §2: the top bar's pages). */
export const GERMAN_UNPREFIXED: readonly PageId[] = NAVIGATION.filter((page) => page !== 'home');

/**
 * Pages only a link we send leads to (issue #26: the unsubscribe link of a status e-mail): one
 * slug in every language (plain in a mail client), outside the navigation and the sitemap,
 * never prerendered (the app shell serves them) and never indexed.
 */
export const LINK_PAGES = ['unsubscribe'] as const;
/** A link page's id is its slug, and the namespace of its texts. */
export type LinkPageId = (typeof LINK_PAGES)[number];

/** '/fr/unsubscribe' (+ the query string, kept as given). */
export function linkPagePath(page: LinkPageId, lang: Language, search = ''): string {
  return `/${lang}/${page}${search}`;
}

/**
 * The drivers' app (issue #52): a build of its own (driver.html), phone first, in Romanian,
 * below one prefix so its service worker's scope covers it and nothing else.
 */
export const DRIVER_PATHS = {
  today: '/driver/',
  shipment: '/driver/transport/:trackingNumber',
  collection: '/driver/transport/:trackingNumber/preluare',
  position: '/driver/transport/:trackingNumber/pozitie',
  delivery: '/driver/transport/:trackingNumber/predare',
} as const;
export type DriverRoute = keyof typeof DRIVER_PATHS;

/**
 * The drivers' app's service worker: a root file (every kind of static host serves it as a
 * file), registered with the scope DRIVER_PATHS.today only.
 */
export const DRIVER_WORKER_PATH = '/driver-sw.js';

/** A driver screen of one shipment: '/driver/transport/A-1/preluare'. */
export function driverPath(route: Exclude<DriverRoute, 'today'>, trackingNumber: string): string {
  return DRIVER_PATHS[route].replace(':trackingNumber', encodeURIComponent(trackingNumber));
}

/** '/admin//requests/A-1/' → '/admin/requests/A-1': decoded, one slash between segments. */
export function normalizedPath(pathname: string): string {
  return `/${trimSlashes(decodeURIComponentSafe(pathname)).join('/')}`;
}

/** Every slug that leads to `page`, canonical ones first, without repeats. */
export function slugsOf(page: PageId): string[] {
  const { formerSlugs = {}, aliases = [] } = PAGES[page];
  return [
    ...new Set([...Object.values(PAGE_SLUGS[page]), ...Object.values(formerSlugs), ...aliases]),
  ];
}

/** Every slug that names a page, under any language prefix: canonical, former and aliases. */
const SLUG_TO_PAGE: ReadonlyMap<string, PageId> = new Map(
  PAGE_IDS.flatMap((page) => slugsOf(page).map((slug) => [slug, page] as const)),
);

/** The unprefixed German paths of `page` (SPEC §2): today's German slug and its former one. */
export function germanUnprefixedSlugs(page: PageId): string[] {
  const former = PAGES[page].formerSlugs?.de;
  return [...new Set([PAGE_SLUGS[page].de, ...(former ? [former] : [])])];
}

export type ResolvedPath =
  | { kind: 'page'; page: PageId; lang: Language }
  | { kind: 'link'; page: LinkPageId; lang: Language }
  /** `detected`: the target used the visitor's language because the URL names none. */
  | { kind: 'redirect'; to: string; detected?: boolean }
  | { kind: 'not-found'; lang: Language }
  | { kind: 'admin'; route: AdminRoute }
  | { kind: 'root' };

function trimSlashes(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * What a path shows. Canonical URLs show their page; aliases, unprefixed German slugs and
 * unknown language prefixes redirect (keeping the query string); anything else is a
 * localized 404. `fallbackLanguage` is the visitor's detected language, used when the URL
 * itself names none.
 */
export function resolvePath(
  pathname: string,
  search = '',
  fallbackLanguage: Language = DEFAULT_LANGUAGE,
): ResolvedPath {
  const segments = trimSlashes(decodeURIComponentSafe(pathname));
  const normalized = `/${segments.join('/')}`;
  // The one staff route with a parameter ('/admin/requests/:reference') matches by its last
  // segment; written this way because every public page loads this code.
  const last = normalized.replace(/[^/]+$/, ':reference');
  const admin = (Object.keys(ADMIN_PATHS) as AdminRoute[]).find((route) =>
    [normalized, last].includes(ADMIN_PATHS[route]),
  );
  if (admin) return { kind: 'admin', route: admin };
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'root' };

  if (!isLanguage(first)) {
    const page = segments.length === 1 ? SLUG_TO_PAGE.get(first) : undefined;
    if (page && GERMAN_UNPREFIXED.includes(page) && germanUnprefixedSlugs(page).includes(first)) {
      return { kind: 'redirect', to: pathFor(page, 'de', search) };
    }
    // An unsupported (or missing) language prefix: the same path under the visitor's language.
    // A two-letter first segment is taken as a language code and replaced, not kept.
    const keep = /^[a-z]{2}$/i.test(first) ? rest : segments;
    return {
      kind: 'redirect',
      to: `/${fallbackLanguage}/${keep.join('/')}`.replace(/\/$/, '') + search,
      detected: true,
    };
  }

  const lang = first;
  if (rest.length === 0) {
    return pathname === `/${lang}`
      ? { kind: 'page', page: 'home', lang }
      : { kind: 'redirect', to: `/${lang}${search}` };
  }
  const slug = rest.length === 1 ? rest[0] : undefined;
  if (LINK_PAGES.includes(slug as LinkPageId)) {
    const path = linkPagePath(slug as LinkPageId, lang);
    return pathname === path
      ? { kind: 'link', page: slug as LinkPageId, lang }
      : { kind: 'redirect', to: path + search };
  }
  const page = slug === undefined ? undefined : SLUG_TO_PAGE.get(slug);
  if (!page) return { kind: 'not-found', lang };
  const canonical = pathFor(page, lang);
  return pathname === canonical
    ? { kind: 'page', page, lang }
    : { kind: 'redirect', to: canonical + search };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The same page in another language, query kept: '/de/sendungsverfolgung?id=1' → '/fr/suivi?id=1'.
 * A path that names no page (404) goes to the target language's home.
 */
export function switchLanguagePath(pathname: string, search: string, target: Language): string {
  const resolved = resolvePath(pathname, search);
  if (resolved.kind === 'page') return pathFor(resolved.page, target, search);
  if (resolved.kind === 'link') return linkPagePath(resolved.page, target, search);
  if (resolved.kind === 'redirect') return switchLanguagePath(...splitUrl(resolved.to), target);
  return pathFor('home', target);
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/** Every public URL: page × language, for prerendering and the sitemap. */
export function publicPages(): Array<{ page: PageId; lang: Language; path: string }> {
  return PAGE_IDS.flatMap((page) =>
    LANGUAGES.map((lang) => ({ page, lang, path: pathFor(page, lang) })),
  );
}
