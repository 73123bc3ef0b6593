import { describe, expect, it } from 'vitest';

import { PAGE_IDS } from '@/lib/routes/route-manifest';
import { LANGUAGES } from '#common/languages';

import { renderPage } from './entry-server';

describe('prerender', () => {
  it.each(LANGUAGES)(
    'puts every /%s page in the HTML itself, not behind a loading fallback',
    async (lang) => {
      for (const page of PAGE_IDS) {
        const { html } = await renderPage(page, lang);
        expect(html, `${page}/${lang}`).not.toContain('<template');
        expect(html, `${page}/${lang}`).not.toContain('role="status"');
        expect(html, `${page}/${lang}`).toContain('<h1');
      }
    },
    // CPU alone, no waiting on anything: seven pages, and for the first language the transform
    // of every page module. Under a busy machine (CI right after a session) that outgrew
    // Vitest's default 5 s (issue #38).
    30_000,
  );
});

describe('the prerendered tracking page', () => {
  it('carries the info text it is given, in its language, as text', async () => {
    const { html } = await renderPage('tracking', 'pl', {
      info: { lang: 'de', title: 'Hinweis <b>', content: 'Zeile 1\nhttps://example.com/x' },
    });
    expect(html).toMatch(/<aside lang="de" aria-labelledby="info-panel-title"/);
    expect(html).toContain('Hinweis &lt;b&gt;');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer nofollow"');
  });

  it('has no panel without an info text', async () => {
    const { html } = await renderPage('tracking', 'en', { info: null });
    expect(html).not.toContain('<aside');
  });
});
