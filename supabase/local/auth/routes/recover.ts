/**
 * POST /recover, supabase-js `resetPasswordForEmail` (supabase/auth internal/api/recover.go).
 * An unknown address gets the same `{}` and no e-mail, so nobody learns who has an account.
 * GoTrue does not check bans here: a banned account gets the e-mail, and its link is refused
 * at /verify (403 user_banned), which is what we do too.
 */
import type { RequestContext } from '../context';
import { withTransaction } from '../db';
import { validateEmail } from '../email';
import { badRequest, unsupported } from '../errors';
import { requestReferrer, requireMailer, sendTokenMail } from '../mail-flow';
import { JWT_AUDIENCE } from '../options';
import { headerAudience, readParams } from '../request';
import { sendJson } from '../respond';
import { findUserByEmail } from '../users';

/** validatePKCEParams: both or neither. */
export function checkPkceParams(challenge: string, method: string): void {
  if (challenge === '' && method === '') return;
  if (challenge === '' || method === '') {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  throw unsupported('The PKCE flow');
}

export async function recover(ctx: RequestContext): Promise<void> {
  const { pool } = ctx.options;
  const params = readParams(ctx.body, 'RecoverParams');
  const rawEmail = params.string('email') ?? '';
  const challenge = params.string('code_challenge') ?? '';
  const method = params.string('code_challenge_method') ?? '';
  if (rawEmail === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(rawEmail);
  checkPkceParams(challenge, method);
  requireMailer(ctx);

  const user = await findUserByEmail(pool, email, headerAudience(ctx.req) ?? JWT_AUDIENCE);
  if (user) {
    const redirectTo = requestReferrer(ctx);
    await withTransaction(pool, (tx) => sendTokenMail(ctx, tx, user, 'recovery', redirectTo));
  }
  sendJson(ctx.res, 200, {});
}
