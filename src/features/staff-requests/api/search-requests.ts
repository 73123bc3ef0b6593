import { pageRange } from '@/lib/list-pages';
import { supabase } from '@/lib/supabase';

import type { RequestListParams } from '../list-params';

/** What a row of the list shows (and the oversize chip needs). */
const LIST_COLUMNS =
  'reference, status, created_at, opened_at, name, company, email, kind, goods, quantity, pickup_town, pickup_postcode, pickup_country, delivery_town, delivery_postcode, delivery_country, length_m, width_m, height_m, weight_kg';

/**
 * One page of the requests, newest first (the reference breaks ties, so pages never overlap),
 * with the exact count of all matching rows. A search goes to transport_requests_matching as
 * an argument (its trigram index; never spliced into PostgREST's filter syntax).
 */
export function searchRequests({ page, search, status }: RequestListParams, signal?: AbortSignal) {
  const { from, to } = pageRange(page);
  let request = search
    ? supabase
        .rpc('transport_requests_matching', { search }, { count: 'exact' })
        .select(LIST_COLUMNS)
    : supabase.from('transport_requests').select(LIST_COLUMNS, { count: 'exact' });
  if (status) request = request.eq('status', status);
  request = request
    .order('created_at', { ascending: false })
    .order('reference', { ascending: false })
    .range(from, to);
  if (signal) request = request.abortSignal(signal);
  return request;
}
