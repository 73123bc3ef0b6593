import { describe, expect, it } from 'vitest';

import { applyHead, pageHead, privateHead, renderHeadHtml } from './head';

const site = 'https://www.example.com';

describe('page head', () => {
  it('has canonical, hreflang for seven languages plus x-default', () => {
    const head = pageHead({
      page: 'tracking',
      lang: 'fr',
      siteUrl: site,
      title: 'Suivi',
      description: 'd',
    });
    expect(head.canonical).toBe(`${site}/fr/suivi`);
    expect(head.alternates.map((a) => a.hreflang)).toEqual([
      'de',
      'en',
      'fr',
      'it',
      'es',
      'nl',
      'pl',
      'x-default',
    ]);
    expect(head.alternates.at(-1)?.href).toBe(`${site}/de/sendungsverfolgung`);
    expect(head.robots).toBeUndefined();
  });

  it('marks result URLs and private pages noindex', () => {
    expect(
      pageHead({
        page: 'tracking',
        lang: 'en',
        siteUrl: site,
        title: 't',
        description: 'd',
        noindex: true,
      }).robots,
    ).toMatch(/noindex/);
    expect(privateHead('ro', 'Admin').robots).toBe('noindex, nofollow');
  });

  it('escapes what it writes', () => {
    const html = renderHeadHtml(privateHead('en', '<script>"x"</script>', 'a & b'));
    expect(html).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect(html).toContain('a &amp; b');
  });

  it('updates the document on navigation and leaves matching tags alone', () => {
    const first = pageHead({
      page: 'about',
      lang: 'de',
      siteUrl: site,
      title: 'Über uns',
      description: 'd',
    });
    applyHead(document, first);
    const canonical = document.querySelector('link[rel="canonical"]');
    applyHead(document, first);
    expect(document.querySelector('link[rel="canonical"]')).toBe(canonical);
    applyHead(
      document,
      pageHead({ page: 'about', lang: 'en', siteUrl: site, title: 'About', description: 'd' }),
    );
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('About');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site}/en/about-us`,
    );
    expect(document.querySelectorAll('[data-head]')).toHaveLength(first.alternates.length + 6);
  });
});
