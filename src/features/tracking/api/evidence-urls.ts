import { env } from '@/lib/env';

/** The shipment-evidence function's refusal or failure: its HTTP status and code. */
class EvidenceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`shipment-evidence answered ${status} ${code}`);
    this.name = 'EvidenceError';
  }
}

interface EvidenceAnswer {
  files?: { name?: unknown; signed_url?: unknown }[];
}

/**
 * Short-lived signed URLs of a party's report files (DECISIONS 26): the shipment-evidence Edge
 * Function checks the party link's key as the lookup does and signs the named files. Plain
 * fetch with the anon key, as the lookup asks (issue #17: no supabase-js on public pages).
 * Answers the URL of each file it signed, by path; throws an EvidenceError for any refusal,
 * or the fetch's own error.
 */
export async function fetchEvidenceUrls(
  trackingNumber: string,
  partyKey: string,
  paths: readonly string[],
  signal?: AbortSignal,
): Promise<ReadonlyMap<string, string>> {
  const response = await fetch(`${env.supabaseUrl}/functions/v1/shipment-evidence`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ tracking_number: trackingNumber, party_key: partyKey, paths }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as EvidenceAnswer | null;
  if (!response.ok || !Array.isArray(body?.files)) {
    const code = (body as { code?: unknown } | null)?.code;
    throw new EvidenceError(response.status, typeof code === 'string' ? code : '');
  }
  const urls = new Map<string, string>();
  for (const file of body.files) {
    if (typeof file.name === 'string' && typeof file.signed_url === 'string') {
      urls.set(file.name, file.signed_url);
    }
  }
  return urls;
}
