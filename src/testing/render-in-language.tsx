import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

import { PublicProvider } from '@/app/providers/public-provider';
import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { SiteLanguageProvider } from '@/lib/i18n/site-language';
import type { Language } from '#common/languages';

/**
 * Renders a component as a page of the site in `lang`: real texts, the public provider (query
 * client, toasts), a router at `url`.
 */
export function renderInLanguage(
  ui: ReactElement,
  { lang = 'en', url = '/' }: { lang?: Language; url?: string } = {},
): RenderResult {
  const i18n = createI18n({ lng: lang, resources: resourcesFor(lang) });
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteLanguageProvider lang={lang}>
        <PublicProvider>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </PublicProvider>
      </SiteLanguageProvider>
    </I18nextProvider>,
  );
}
