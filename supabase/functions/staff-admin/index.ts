// The owner's staff actions that need the Auth admin API (issue #25): invite (role owner, staff
// or driver, issue #52), resend or withdraw an invitation, send a password-reset e-mail. The service_role key stays here, a
// secret of the function; the browser never sees it.
//
// The database decides first: public.authorize_staff_action runs AS THE CALLER (the request's
// own Authorization is forwarded), checks that the caller is an owner and that the target is
// in the right state, and answers the address to write to. Only then is the service key used;
// once Auth has sent the e-mail, public.record_staff_action (as the caller again) writes the
// audit entry. A refusal is passed on as PostgREST gave it (status, code, details).
import type { Database } from '#common/database.types.ts';

import { corsHeaders, preflight } from '../_shared/cors.ts';
import { jsonObject, NOT_A_JSON_OBJECT } from '../_shared/json-body.ts';
import { createSupabaseClient } from '../_shared/supabase-client.ts';

type Action = 'invite' | 'resend_invite' | 'withdraw_invite' | 'reset_password';

interface StaffAdminRequest {
  action?: unknown;
  user_id?: unknown;
  email?: unknown;
  role?: unknown;
  redirect_to?: unknown;
}

type AuthorizeArgs = Database['public']['Functions']['authorize_staff_action']['Args'];

function answer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: corsHeaders });
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

Deno.serve(async (request) => {
  const preflighted = preflight(request);
  if (preflighted) return preflighted;
  if (request.method !== 'POST') return answer({ code: 'method_not_allowed' }, 405);

  const input: StaffAdminRequest | null = await jsonObject(request);
  if (!input) return answer(NOT_A_JSON_OBJECT, 400);

  const asCaller = createSupabaseClient('anon', {
    authorization: request.headers.get('authorization') ?? '',
  });

  // A missing field goes as null, and the database refuses it with its own error; the
  // generated types cannot say that an argument may be null.
  const args = {
    action: text(input.action),
    user_id: text(input.user_id),
    email: text(input.email),
    role: text(input.role),
  } as AuthorizeArgs;
  const authorized = await asCaller
    .rpc('authorize_staff_action', args)
    .single<{ target_user_id: string | null; target_email: string; target_role: string }>();
  if (authorized.error) {
    const { code, details, message } = authorized.error;
    return answer({ code, details, message }, authorized.status || 400);
  }
  const { target_user_id: targetId, target_email: email, target_role: role } = authorized.data;
  const action = input.action as Action;
  // Auth itself keeps the link to its allow-list (site_url, additional_redirect_urls).
  const redirectTo = text(input.redirect_to) ?? undefined;
  const admin = createSupabaseClient('service_role');

  // The audit row is written once Auth has sent the e-mail, as the owner (issue #34): an
  // invitation Auth refused is not in the trail.
  const audit = async (user_id: string) =>
    (await asCaller.rpc('record_staff_action', { action, user_id, role })).error;

  let failure: { code?: string; message: string } | null = null;
  let userId = targetId;
  if (action === 'invite' || action === 'resend_invite') {
    const invited = await admin.auth.admin.inviteUserByEmail(email, { redirectTo });
    failure = invited.error;
    if (!failure && invited.data.user) {
      userId = invited.data.user.id;
      failure = await audit(userId);
    }
    if (!failure && action === 'invite' && userId) {
      const granted = await admin.rpc('grant_staff', { user_id: userId, role: role });
      failure = granted.error;
    }
  } else if (action === 'withdraw_invite' && userId) {
    failure = (await admin.auth.admin.deleteUser(userId)).error;
  } else if (action === 'reset_password') {
    // With the service role, Auth sends before it answers and says whether the e-mail went out;
    // an anonymous caller is answered first and told nothing (issue #34).
    failure = (await admin.auth.resetPasswordForEmail(email, { redirectTo })).error;
    if (!failure && userId) failure = await audit(userId);
  }
  if (failure) {
    console.error(`staff-admin ${action} failed`, failure);
    return answer({ code: failure.code ?? 'auth_failed', message: failure.message }, 502);
  }
  return answer({ action, user_id: userId, email, role });
});
