import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';
import type { RequestPayload } from '#common/requests/request-payload';

function field(value: unknown, name: string): string {
  const found =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : null;
  if (typeof found !== 'string' || found === '') {
    throw new TypeError(`the answer has no ${name}`);
  }
  return found;
}

/** A signed, single-use form token: it stands for the moment the page was opened (issue #36). */
export async function fetchFormToken(signal?: AbortSignal): Promise<string> {
  const { rpcValue } = await loadPublicFetch();
  return field(await rpcValue('transport_request_form', {}, signal), 'token');
}

/** A stored request: its reference, and whether its acknowledgement goes out. */
export interface SentRequest {
  /** e.g. A-2026-00042 */
  reference: string;
  /** False while the hourly cap of acknowledgements is reached (issue #48): none is sent. */
  acknowledged: boolean;
}

/**
 * Sends the request with the page's token; the database answers the reference (A-2026-00042)
 * or refuses with the contract's errcode, details and hint (see `submit-refusal.ts`).
 */
export async function submitTransportRequest(
  formToken: string,
  request: RequestPayload,
  signal?: AbortSignal,
): Promise<SentRequest> {
  const { rpcValue } = await loadPublicFetch();
  const answer = await rpcValue(
    'submit_transport_request',
    { form_token: formToken, request },
    signal,
  );
  const acknowledged = (answer as { acknowledged?: unknown } | null)?.acknowledged;
  return { reference: field(answer, 'reference'), acknowledged: acknowledged !== false };
}
