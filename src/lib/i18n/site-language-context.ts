import { createContext } from 'react';

import { DEFAULT_LANGUAGE, type Language } from '#common/languages';

/** The language the URL chose, for everything rendered under it. */
export const SiteLanguageContext = createContext<Language>(DEFAULT_LANGUAGE);
