import { useQuery } from '@tanstack/react-query';

import type { Language } from '@/lib/i18n/languages';

import { fetchShownInfo } from './fetch-shown-info';
import { infoKeys } from './info-keys';

/** The live info text of the tracking page in `lang` (own language, else German, else null). */
export function useShownInfo(lang: Language) {
  return useQuery({
    queryKey: infoKeys.shown(lang),
    queryFn: ({ signal }) => fetchShownInfo(lang, signal),
  });
}
