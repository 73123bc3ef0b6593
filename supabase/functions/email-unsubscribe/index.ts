// One-click unsubscribe (RFC 8058) for the status e-mails (issue #26). The List-Unsubscribe
// header points here: a mail client POSTs `List-Unsubscribe=One-Click` with no header of our
// choosing, so this function needs no JWT (verify_jwt = false in supabase/config.toml) and
// calls public.unsubscribe_status_emails as anon; the token is the only key.
//
// GET never unsubscribes (link scanners open every link): it sends a person to the site's
// page in their language, which asks before it does anything.
import { isLanguage } from '#common/languages.ts';

import { createSupabaseClient } from '../_shared/supabase-client.ts';

function answer(body: Record<string, unknown>, status: number): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

Deno.serve(async (request) => {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const lang = url.searchParams.get('lang') ?? '';

  if (request.method === 'GET' || request.method === 'HEAD') {
    const site = (Deno.env.get('SITE_URL') ?? '').replace(/\/+$/, '');
    if (!site) return answer({ code: 'site_url_missing' }, 503);
    const page = `${site}/${isLanguage(lang) ? lang : 'en'}/unsubscribe?${new URLSearchParams({ token })}`;
    return new Response(null, {
      status: 303,
      headers: { location: page, 'cache-control': 'no-store' },
    });
  }
  if (request.method !== 'POST') return answer({ code: 'method_not_allowed' }, 405);
  if (token === '') return answer({ code: 'unknown_token' }, 404);

  const db = createSupabaseClient('anon');
  const { data, error } = await db.rpc('unsubscribe_status_emails', { token });
  if (error) {
    const unknown = error.code === 'P0002';
    return answer({ code: unknown ? 'unknown_token' : 'error' }, unknown ? 404 : 500);
  }
  return answer({ result: data }, 200);
});
