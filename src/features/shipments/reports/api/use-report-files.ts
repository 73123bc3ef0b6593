import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import { EVIDENCE_BUCKET } from '#common/evidence-bucket';

import { shipmentKeys } from '../../api/shipment-keys';

/** The bucket of photos, signatures and papers (DECISIONS 26); staff read it under RLS. */
/** As long as the parties' links live: long enough to open them, no longer. */
const EXPIRES_IN = 300;

export async function signFiles(paths: string[]): Promise<ReadonlyMap<string, string>> {
  const { data, error } = await supabase.storage
    .from(EVIDENCE_BUCKET)
    .createSignedUrls(paths, EXPIRES_IN);
  if (error) throw error;
  const urls = new Map<string, string>();
  for (const file of data) if (file.path && file.signedUrl) urls.set(file.path, file.signedUrl);
  return urls;
}

/**
 * Short-lived URLs of the reports' files, signed with the staff member's own session (the
 * bucket's policies let staff read it); renewed before they expire while the panel is open.
 */
export function useReportFiles(trackingNumber: string, paths: string[]) {
  return useQuery({
    queryKey: [...shipmentKeys.reports(trackingNumber), 'files', paths],
    queryFn: () => signFiles(paths),
    enabled: paths.length > 0,
    staleTime: (EXPIRES_IN - 60) * 1000,
    refetchInterval: (EXPIRES_IN - 60) * 1000,
  });
}
