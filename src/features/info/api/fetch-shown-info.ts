import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages';

import { type InfoText, shownInfo } from '../info-text';
import { readInfoTexts } from './info-text-schema';

/**
 * The info text the tracking page in `lang` shows, or null when neither it nor German has one.
 * A public read: plain fetch, not supabase-js (issue #17).
 */
export async function fetchShownInfo(
  lang: Language,
  signal?: AbortSignal,
): Promise<InfoText | null> {
  const { selectRows } = await loadPublicFetch();
  const rows = await selectRows(
    'info_content',
    ['lang', 'title', 'content'],
    { lang: [...new Set([lang, DEFAULT_LANGUAGE])] },
    signal,
  );
  return shownInfo(readInfoTexts(rows), lang);
}
