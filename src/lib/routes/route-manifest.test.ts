import { describe, expect, it } from 'vitest';

import { type Language, LANGUAGES } from '#common/languages';
import { adminPath } from '#common/routes/admin-path';

import {
  GERMAN_UNPREFIXED,
  germanUnprefixedSlugs,
  LINK_PAGES,
  linkPagePath,
  NAVIGATION,
  PAGE_IDS,
  PAGE_SLUGS,
  PAGES,
  pathFor,
  publicPages,
  resolvePath,
  slugsOf,
  switchLanguagePath,
} from './route-manifest';

/** Follows redirects the way the router does, at most a few hops. */
function follow(url: string, hops = 3) {
  let [pathname = '', search = ''] = url.split(/(?=\?)/);
  for (let hop = 0; hop <= hops; hop += 1) {
    const resolved = resolvePath(pathname, search, 'en');
    if (resolved.kind !== 'redirect') return { resolved, url: pathname + search };
    [pathname = '', search = ''] = resolved.to.split(/(?=\?)/);
  }
  throw new Error(`redirect loop from ${url}`);
}

describe('route manifest', () => {
  it('has a slug for every page in every language, unique within a language', () => {
    for (const lang of LANGUAGES) {
      const slugs = PAGE_IDS.map((page) => PAGE_SLUGS[page][lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('never gives two pages the same slug, canonical, former or alias', () => {
    const all = PAGE_IDS.flatMap((page) => slugsOf(page));
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(LANGUAGES)(
    'gives /%s slugs without another language code suffix, and "impressum" only in German',
    (lang) => {
      for (const page of PAGE_IDS) {
        const slug = PAGE_SLUGS[page][lang];
        for (const code of LANGUAGES) expect(slug, `${page}`).not.toMatch(new RegExp(`-${code}$`));
        if (lang !== 'de') expect(slug, `${page}`).not.toContain('impressum');
      }
    },
  );

  it('keeps every alias of SPEC §2 and never shows the French "escroc" slug', () => {
    expect(slugsOf('services')).toEqual(
      expect.arrayContaining([
        'services',
        'dienstleistungen',
        'services-escroc',
        'servizio-fiduciario',
        'deposito-a-garanzia',
        'servicio-fideicomiso',
        'escrow-service',
        'uslugi-escrow',
        'usluga-escrow',
      ]),
    );
    expect(slugsOf('special')).toEqual(
      expect.arrayContaining(['transport-specjalny', 'transport-specjalistyczny']),
    );
    expect(slugsOf('legal')).toEqual(
      expect.arrayContaining(['impressum', 'aviso-legal', 'impressum-nl', 'stopka-redakcyjna']),
    );
    expect(PAGE_SLUGS.services.fr).toBe('service-sequestre');
    expect(publicPages().some(({ path }) => path.includes('escroc'))).toBe(false);
  });

  it.each(LANGUAGES)('round-trips every canonical URL under /%s', (lang) => {
    for (const page of PAGE_IDS) {
      expect(resolvePath(pathFor(page, lang))).toEqual({ kind: 'page', page, lang });
    }
  });

  it.each(LANGUAGES)('leads every alias of every page under /%s to the canonical URL', (lang) => {
    for (const page of PAGE_IDS) {
      for (const slug of slugsOf(page)) {
        const { resolved, url } = follow(`/${lang}/${slug}?id=123456`);
        expect(resolved).toEqual({ kind: 'page', page, lang });
        expect(url).toBe(pathFor(page, lang, '?id=123456'));
      }
    }
  });

  it('sends unprefixed German paths to /de/…', () => {
    for (const page of GERMAN_UNPREFIXED) {
      expect(resolvePath(`/${PAGE_SLUGS[page].de}`, '?id=7')).toEqual({
        kind: 'redirect',
        to: pathFor(page, 'de', '?id=7'),
      });
    }
    expect(resolvePath('/uber-uns')).toEqual({ kind: 'redirect', to: '/de/ueber-uns' });
    expect(resolvePath('/dienstleistungen', '?a=1')).toEqual({
      kind: 'redirect',
      to: '/de/treuhandservice?a=1',
    });
    expect(resolvePath('/ueber-uns')).toEqual({ kind: 'redirect', to: '/de/ueber-uns' });
    expect(resolvePath('/treuhandservice')).toEqual({
      kind: 'redirect',
      to: '/de/treuhandservice',
    });
    expect(resolvePath('/impressum')).toEqual({ kind: 'redirect', to: '/de/impressum' });
    // Every unprefixed path SPEC §2 names.
    for (const slug of [
      'uber-uns',
      'dienstleistungen',
      'spezialtransporte',
      'sendungsverfolgung',
      'kontakt',
      'impressum',
    ]) {
      expect(GERMAN_UNPREFIXED.flatMap(germanUnprefixedSlugs)).toContain(slug);
    }
  });

  it('puts an unsupported language prefix under the detected language', () => {
    expect(resolvePath('/ru/kontakt', '?x=1', 'fr')).toEqual({
      kind: 'redirect',
      to: '/fr/kontakt?x=1',
      detected: true,
    });
    expect(follow('/ru/kontakt').url).toBe('/en/contact');
    expect(resolvePath('/xx', '', 'pl')).toEqual({ kind: 'redirect', to: '/pl', detected: true });
  });

  it('answers unknown paths with a localized 404, not a redirect loop', () => {
    expect(resolvePath('/fr/nope')).toEqual({ kind: 'not-found', lang: 'fr' });
    expect(resolvePath('/de/kontakt/extra')).toEqual({ kind: 'not-found', lang: 'de' });
    expect(follow('/something-else').resolved).toEqual({ kind: 'not-found', lang: 'en' });
  });

  it('knows the root and the staff routes', () => {
    expect(resolvePath('/')).toEqual({ kind: 'root' });
    expect(resolvePath('/login')).toEqual({ kind: 'admin', route: 'login' });
    expect(resolvePath('/admin/tracking')).toEqual({ kind: 'admin', route: 'shipments' });
    expect(resolvePath('/admin/info')).toEqual({ kind: 'admin', route: 'info' });
    expect(resolvePath('/admin/content')).toEqual({ kind: 'admin', route: 'content' });
    expect(resolvePath('/admin/requests')).toEqual({ kind: 'admin', route: 'requests' });
    expect(resolvePath('/admin/requests/A-2026-00042')).toEqual({
      kind: 'admin',
      route: 'request',
    });
    expect(resolvePath('/admin/requests/A-1/x')).not.toMatchObject({ kind: 'admin' });
    expect(adminPath('request', { reference: 'A-2026-00042' })).toBe(
      '/admin/requests/A-2026-00042',
    );
    expect(adminPath('request', { reference: 'a/b?c' })).toBe('/admin/requests/a%2Fb%3Fc');
  });

  it('normalizes trailing slashes to the canonical URL', () => {
    expect(resolvePath('/de/', '?a=1')).toEqual({ kind: 'redirect', to: '/de?a=1' });
    expect(resolvePath('/de/kontakt/')).toEqual({ kind: 'redirect', to: '/de/kontakt' });
  });
});

describe('language switcher mapping', () => {
  const pairs = LANGUAGES.flatMap((from) => LANGUAGES.map((to) => [from, to] as const));

  it.each(pairs)('maps every page from %s to %s and keeps the query', (from, to) => {
    for (const page of PAGE_IDS) {
      expect(switchLanguagePath(pathFor(page, from), '?id=123456', to)).toBe(
        pathFor(page, to, '?id=123456'),
      );
    }
  });

  it('maps the example of DECISIONS 6', () => {
    expect(switchLanguagePath('/de/sendungsverfolgung', '?id=123456', 'fr')).toBe(
      '/fr/suivi?id=123456',
    );
  });

  it('maps an alias URL and a 404 sensibly', () => {
    expect(switchLanguagePath('/fr/services-escroc', '', 'de')).toBe('/de/treuhandservice');
    expect(switchLanguagePath('/pl/stopka-redakcyjna', '?a=1', 'nl')).toBe('/nl/colofon?a=1');
    expect(switchLanguagePath('/fr/nope', '', 'de')).toBe('/de');
  });
});

/** DECISIONS 19: the slugs each language had before, and the one it has now. */
const RENAMED: Record<Language, Array<[old: string, now: string]>> = {
  de: [
    ['uber-uns', 'ueber-uns'],
    ['dienstleistungen', 'treuhandservice'],
  ],
  en: [
    ['services', 'escrow-service'],
    ['impressum', 'legal-notice'],
  ],
  fr: [['impressum', 'mentions-legales']],
  it: [
    ['servizio-fiduciario', 'deposito-a-garanzia'],
    ['impressum', 'note-legali'],
  ],
  es: [['servicio-fideicomiso', 'deposito-en-garantia']],
  nl: [
    ['tracking-nl', 'track-en-trace'],
    ['contact-nl', 'contact'],
    ['impressum-nl', 'colofon'],
  ],
  pl: [
    ['uslugi-escrow', 'usluga-escrow'],
    ['transport-specjalny', 'transport-specjalistyczny'],
    ['kontakt-pl', 'kontakt'],
    ['stopka-redakcyjna', 'nota-prawna'],
  ],
};

describe('renamed slugs', () => {
  it.each(LANGUAGES)('lead every former /%s slug to the new one in one hop', (lang) => {
    for (const [old, now] of RENAMED[lang]) {
      expect(resolvePath(`/${lang}/${old}`, '?id=123456')).toEqual({
        kind: 'redirect',
        to: `/${lang}/${now}?id=123456`,
      });
      expect(resolvePath(`/${lang}/${now}`)).toMatchObject({ kind: 'page', lang });
    }
  });

  it('lists exactly the former slugs the manifest keeps', () => {
    for (const lang of LANGUAGES) {
      const kept = PAGE_IDS.flatMap((page) => {
        const old = PAGES[page].formerSlugs?.[lang];
        return old ? [[old, PAGE_SLUGS[page][lang]]] : [];
      });
      expect(kept).toEqual(RENAMED[lang]);
    }
  });
});

describe('the privacy notice (issue #36)', () => {
  it('has a native slug in every language', () => {
    expect(PAGE_SLUGS.privacy).toEqual({
      de: 'datenschutz',
      en: 'privacy',
      fr: 'confidentialite',
      it: 'privacy',
      es: 'privacidad',
      nl: 'privacy',
      pl: 'polityka-prywatnosci',
    });
    expect(resolvePath('/pl/polityka-prywatnosci')).toEqual({
      kind: 'page',
      page: 'privacy',
      lang: 'pl',
    });
    expect(follow('/fr/datenschutz').url).toBe('/fr/confidentialite');
  });

  it('is prerendered and in the sitemap, but not one of the top bar’s seven links', () => {
    expect(publicPages().filter(({ page }) => page === 'privacy')).toHaveLength(LANGUAGES.length);
    expect(NAVIGATION).toEqual([
      'home',
      'about',
      'services',
      'special',
      'tracking',
      'contact',
      'legal',
    ]);
    expect(GERMAN_UNPREFIXED).not.toContain('privacy');
  });
});

describe('link pages (issue #26: the unsubscribe link of a status e-mail)', () => {
  it.each(LANGUAGES)('has /%s/unsubscribe, one slug in every language', (lang) => {
    expect(linkPagePath('unsubscribe', lang, '?token=abc')).toBe(`/${lang}/unsubscribe?token=abc`);
    expect(resolvePath(`/${lang}/unsubscribe`, '?token=abc')).toEqual({
      kind: 'link',
      page: 'unsubscribe',
      lang,
    });
  });

  it('keeps the token through a trailing slash and a change of language', () => {
    expect(resolvePath('/fr/unsubscribe/', '?token=abc')).toEqual({
      kind: 'redirect',
      to: '/fr/unsubscribe?token=abc',
    });
    expect(switchLanguagePath('/fr/unsubscribe', '?token=abc', 'de')).toBe(
      '/de/unsubscribe?token=abc',
    );
  });

  it('is in no list of pages: not prerendered, not in the sitemap or the navigation', () => {
    expect(publicPages().filter(({ path }) => path.includes('unsubscribe'))).toEqual([]);
    expect(PAGE_IDS.flatMap((page) => slugsOf(page))).not.toContain(LINK_PAGES[0]);
  });
});
