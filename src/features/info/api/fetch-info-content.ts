import { supabase } from '@/lib/supabase';

import { INFO_CONTENT_ID } from './info-content-id';
import { type InfoContent, infoContentSchema } from './info-schemas';

/** The staff info text; null if the row is missing (never expected: the migration inserts it). */
export async function fetchInfoContent(signal?: AbortSignal): Promise<InfoContent | null> {
  let request = supabase
    .from('info_content')
    .select('title, content, updated_at')
    .eq('id', INFO_CONTENT_ID);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle();
  if (error) throw error;
  return infoContentSchema.nullable().parse(data);
}
