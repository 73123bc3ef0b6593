import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

/**
 * How many items the transport request named (its quantity): a CMR's number of packages, as the
 * customer gave it, so no one types it again. Null when the request is gone or unreadable.
 */
export async function fetchRequestQuantity(reference: string): Promise<number | null> {
  const { data, error, status } = await supabase
    .from('transport_requests')
    .select('quantity')
    .eq('reference', reference)
    .maybeSingle();
  if (error) throw requestError(error, status);
  return data?.quantity ?? null;
}
