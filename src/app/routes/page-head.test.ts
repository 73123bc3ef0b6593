import { describe, expect, it } from 'vitest';

import { COMPANY } from '@/lib/company';
import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { PAGE_IDS } from '@/lib/routes/route-manifest';
import { LANGUAGES } from '#common/languages';

import { showsCustomerData, siteHeadForPage } from './page-head';

describe.each(LANGUAGES)('page head in %s', (lang) => {
  const t = createI18n({ lng: lang, resources: resourcesFor(lang) }).getFixedT(lang, 'common');

  it('takes the founding year of the about description from the company facts', () => {
    expect(siteHeadForPage('about', lang, t).description).toContain(String(COMPANY.foundedYear));
  });

  it.each(PAGE_IDS)('leaves no placeholder in the description of %s', (page) => {
    expect(siteHeadForPage(page, lang, t).description).not.toMatch(/\{\{|\}\}/);
  });
});

describe('showsCustomerData', () => {
  it('is true for a lookup and for an e-mailed link, false for the plain page', () => {
    expect(showsCustomerData('?id=482913')).toBe(true);
    expect(showsCustomerData('?id=482913&k=abc')).toBe(true);
    // The offer link (issue #37): the request page with the offer's reference and key.
    expect(showsCustomerData('?ref=A-2026-00042&k=abc')).toBe(true);
    expect(showsCustomerData('')).toBe(false);
    expect(showsCustomerData('?utm_source=paid=1')).toBe(false);
  });
});
