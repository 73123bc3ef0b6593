import type { ReactNode } from 'react';

import type { Language } from '#common/languages';

import { SiteLanguageContext } from './site-language-context';

export function SiteLanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <SiteLanguageContext value={lang}>{children}</SiteLanguageContext>;
}
