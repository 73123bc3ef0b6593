import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../i18n/languages';
import {
  GERMAN_UNPREFIXED,
  PAGE_IDS,
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
      const slugs = PAGE_IDS.map((page) => PAGES[page].slugs[lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('keeps every alias of SPEC §2 and never shows the French "escroc" slug', () => {
    expect(slugsOf('services')).toEqual(
      expect.arrayContaining([
        'services',
        'dienstleistungen',
        'services-escroc',
        'servizio-fiduciario',
        'servicio-fideicomiso',
        'escrow-service',
        'uslugi-escrow',
      ]),
    );
    expect(slugsOf('legal')).toEqual(
      expect.arrayContaining(['impressum', 'aviso-legal', 'impressum-nl', 'stopka-redakcyjna']),
    );
    expect(PAGES.services.slugs.fr).toBe('service-sequestre');
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
      expect(resolvePath(`/${PAGES[page].slugs.de}`, '?id=7')).toEqual({
        kind: 'redirect',
        to: pathFor(page, 'de', '?id=7'),
      });
    }
    expect(resolvePath('/uber-uns')).toEqual({ kind: 'redirect', to: '/de/uber-uns' });
    expect(resolvePath('/impressum')).toEqual({ kind: 'redirect', to: '/de/impressum' });
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
    expect(switchLanguagePath('/fr/services-escroc', '', 'de')).toBe('/de/dienstleistungen');
    expect(switchLanguagePath('/fr/nope', '', 'de')).toBe('/de');
  });
});
