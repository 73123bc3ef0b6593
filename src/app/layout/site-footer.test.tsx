import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pathFor } from '@/lib/routes/route-manifest';
import { renderInLanguage } from '@/testing/render-in-language';
import type { Language } from '#common/languages';

import { SiteFooter } from './site-footer';

/** The privacy notice's name in each language's footer (issue #36: linked from every page). */
const PRIVACY: Record<Language, string> = {
  de: 'Datenschutzerklärung',
  en: 'Privacy notice',
  fr: 'Politique de confidentialité',
  it: 'Informativa sulla privacy',
  es: 'Política de privacidad',
  nl: 'Privacyverklaring',
  pl: 'Polityka prywatności',
};

describe.each(Object.entries(PRIVACY) as Array<[Language, string]>)(
  'the footer in %s',
  (lang, name) => {
    it('links the legal notice and the privacy notice', () => {
      renderInLanguage(<SiteFooter />, { lang });
      const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
      const privacy = links.find((link) => link.textContent === name);
      expect(privacy).toHaveAttribute('href', pathFor('privacy', lang));
      expect(links.map((link) => link.getAttribute('href'))).toContain(pathFor('legal', lang));
    });
  },
);
