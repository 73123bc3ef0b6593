/**
 * The functions only the schedule calls (pg_cron + pg_net on hosted, the local stack's loop):
 * the caller's bearer must be this project's service_role key. The gateway's JWT check would
 * let any signed-in user through.
 */
function sameSecret(given: string, expected: string): boolean {
  if (expected === '' || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) {
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

/** 401 unless the bearer is the service_role key, 405 unless POST; null when it may run. */
export function refuseAllButScheduler(request: Request): Response | null {
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const bearer = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(bearer, serviceKey)) {
    return Response.json({ code: 'unauthorized', message: 'service role only' }, { status: 401 });
  }
  if (request.method !== 'POST') {
    return Response.json({ code: 'method_not_allowed' }, { status: 405 });
  }
  return null;
}
