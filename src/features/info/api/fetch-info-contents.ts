import { supabase } from '@/lib/supabase';

import { type InfoContent, infoContentSchema } from './info-schemas';

/** Every language's info text with its version; a language without a row is simply absent. */
export async function fetchInfoContents(signal?: AbortSignal): Promise<InfoContent[]> {
  // Retried by the query (useInfoContents), not also by postgrest-js: its own three retries
  // (1 + 2 + 4 s) would keep the editor on "Se încarcă..." long before it can say why.
  let request = supabase
    .from('info_content')
    .select('lang, title, content, updated_at')
    .retry(false);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return infoContentSchema.array().parse(data);
}
