import { usePublicRead } from '@/lib/public-api/use-public-read';
import type { Language } from '#common/languages';

import { fetchShownInfo } from './fetch-shown-info';
import { infoKeys } from './info-keys';

/** The live info text of the tracking page in `lang` (own language, else German, else null). */
export function useShownInfo(lang: Language) {
  return usePublicRead(infoKeys.shown(lang), (signal) => fetchShownInfo(lang, signal));
}
