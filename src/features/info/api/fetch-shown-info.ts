import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { supabase } from '@/lib/supabase';

import { type InfoText, shownInfo } from '../info-text';
import { infoTextSchema } from './info-schemas';

/** The info text the tracking page in `lang` shows, or null when neither it nor German has one. */
export async function fetchShownInfo(
  lang: Language,
  signal?: AbortSignal,
): Promise<InfoText | null> {
  let request = supabase
    .from('info_content')
    .select('lang, title, content')
    .in('lang', [...new Set([lang, DEFAULT_LANGUAGE])]);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return shownInfo(infoTextSchema.array().parse(data), lang);
}
