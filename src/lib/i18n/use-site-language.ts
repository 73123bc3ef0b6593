import { use } from 'react';
import { useTranslation } from 'react-i18next';

import type { Language } from '#common/languages';

import { SiteLanguageContext } from './site-language-context';

export function useSiteLanguage(): Language {
  return use(SiteLanguageContext);
}

/** useTranslation in the page's language: suspends until that language's bundle is loaded. */
export function useSiteTranslation<N extends Parameters<typeof useTranslation>[0]>(ns?: N) {
  const lng = useSiteLanguage();
  return useTranslation(ns, { lng });
}
