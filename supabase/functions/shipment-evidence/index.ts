// A party's photos, signatures and papers of its shipment (DECISIONS 26, issue #51). The
// tracking page sends the number, the party link's key and, if it wants only some, the files'
// names; the database checks the key as the tracking lookup does (public.party_evidence: the
// same link rule and the same miss throttle, for the address this request came from) and names
// the shipment's files; the answer is a signed URL per file, valid for a few minutes, made with
// the service role. Nobody but staff reads the bucket directly (storage/evidence-policies.sql).
//
// A number that is not there and a wrong, expired or revoked key get the same 404, and count
// as the same miss; a throttled client gets 429 whatever it asks. Called with the anon key like
// any API call (verify_jwt); the party key in the body is what opens the files.
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { EVIDENCE_BUCKET } from '#common/evidence-bucket.ts';
import { jsonObject, NOT_A_JSON_OBJECT } from '../_shared/json-body.ts';
import { createSupabaseClient } from '../_shared/supabase-client.ts';

/** How long a signed URL works, at most and by default: long enough to open it, no longer. */
const MAX_EXPIRES_IN = 300;
/** More than a shipment's report holds, few enough for one signing call. */
const MAX_PATHS = 100;

interface EvidenceFile {
  name: string;
  content_type: string | null;
  size: number | null;
  created_at: string;
}

interface EvidenceRequest {
  trackingNumber: string;
  partyKey: string;
  paths: string[] | null;
  expiresIn: number;
}

function answer(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: { ...corsHeaders, 'cache-control': 'no-store' },
  });
}

/** The request's fields, or the message saying what is wrong with them. */
function readRequest(body: Record<string, unknown>): EvidenceRequest | string {
  const { tracking_number, party_key, paths, expires_in } = body;
  if (typeof tracking_number !== 'string' || tracking_number === '') {
    return 'tracking_number must be a non-empty string.';
  }
  if (typeof party_key !== 'string' || party_key === '') {
    return 'party_key must be a non-empty string.';
  }
  if (
    paths !== undefined &&
    (!Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > MAX_PATHS ||
      !paths.every((path) => typeof path === 'string'))
  ) {
    return `paths, when given, must be a list of 1 to ${MAX_PATHS} file names.`;
  }
  if (
    expires_in !== undefined &&
    (!Number.isInteger(expires_in) ||
      (expires_in as number) < 1 ||
      (expires_in as number) > MAX_EXPIRES_IN)
  ) {
    return `expires_in, when given, must be a whole number of seconds from 1 to ${MAX_EXPIRES_IN}.`;
  }
  return {
    trackingNumber: tracking_number,
    partyKey: party_key,
    paths: (paths as string[] | undefined) ?? null,
    expiresIn: (expires_in as number | undefined) ?? MAX_EXPIRES_IN,
  };
}

Deno.serve(async (request) => {
  const preflighted = preflight(request);
  if (preflighted) return preflighted;
  if (request.method !== 'POST') return answer({ code: 'method_not_allowed' }, 405);

  const body = await jsonObject(request);
  if (!body) return answer(NOT_A_JSON_OBJECT, 400);
  const asked = readRequest(body);
  if (typeof asked === 'string') return answer({ code: 'bad_request', message: asked }, 400);

  const admin = createSupabaseClient('service_role');
  const checked = await admin.rpc('party_evidence', {
    tracking_number: asked.trackingNumber,
    party_key: asked.partyKey,
    // The address the platform's proxy saw (DECISIONS 17), as the tracking lookup counts it.
    client: request.headers.get('cf-connecting-ip') ?? '',
  });
  if (checked.error) {
    const { code, message, hint } = checked.error;
    if (code === 'PT429') return answer({ code: 'tracking_throttled', message, hint }, 429);
    console.error('party_evidence failed', checked.error);
    return answer({ code: 'error', message: 'The files cannot be listed now.' }, 500);
  }
  if (checked.data === null) {
    return answer({ code: 'not_found', message: 'No shipment with this number and key.' }, 404);
  }

  const files = checked.data as unknown as EvidenceFile[];
  const wanted = asked.paths === null ? null : new Set(asked.paths);
  const chosen = wanted ? files.filter((file) => wanted.has(file.name)) : files;
  const names = new Set(files.map((file) => file.name));
  const missing = asked.paths?.filter((path) => !names.has(path)) ?? [];
  const urls = new Map<string, string>();
  if (chosen.length > 0) {
    const signed = await admin.storage.from(EVIDENCE_BUCKET).createSignedUrls(
      chosen.map((file) => file.name),
      asked.expiresIn,
    );
    if (signed.error) {
      console.error('createSignedUrls failed', signed.error);
      return answer({ code: 'error', message: 'The files cannot be signed now.' }, 500);
    }
    for (const entry of signed.data) {
      if (entry.path && entry.signedUrl) urls.set(entry.path, entry.signedUrl);
    }
  }
  return answer({
    expires_in: asked.expiresIn,
    // null for a file removed since it was listed.
    files: chosen.map((file) => ({ ...file, signed_url: urls.get(file.name) ?? null })),
    missing,
  });
});
