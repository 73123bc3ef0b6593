import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '@/lib/i18n/languages';
import { PAGE_IDS } from '@/lib/routes/route-manifest';

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
  );
});
