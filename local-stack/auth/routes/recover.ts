/**
 * POST /recover, supabase-js `resetPasswordForEmail` (supabase/auth internal/api/recover.go).
 *
 * Anonymous callers (issue #34) get the same answer for every address, in status, body and
 * time: a per-client limit, then `[auth.email] max_frequency` per address, then the address's
 * hourly allowance (RECOVERY_EMAILS_PER_ADDRESS_PER_HOUR), all counted for the address as
 * typed before anything is looked up; then `{}` goes out, and only afterwards is the account
 * looked up and the e-mail sent. A removed (banned) account gets no e-mail (GoTrue would send
 * one whose link /verify then refuses).
 *
 * No budget is shared between addresses (issue #48): strangers asking for other addresses
 * cannot use up a staff member's own reset, and an address without an account costs no e-mail.
 * The hourly `email_sent` budget is left to what an admin sends; an hour's anonymous e-mails
 * are bounded by the allowance times the number of accounts.
 *
 * An admin caller (the staff-admin function, with the service role) is answered as GoTrue
 * answers everyone: the e-mail is sent before the answer, which says whether it went out.
 */
import { isAdminRequest } from '../authenticate';
import type { RequestContext } from '../context';
import { withTransaction } from '../db';
import { validateEmail } from '../email';
import { badRequest, unsupported } from '../errors';
import { overEmailFrequency, requestReferrer, requireMailer, sendTokenMail } from '../mail-flow';
import { emailRateLimitExceeded } from '../mailer';
import { JWT_AUDIENCE } from '../options';
import { takeFromBucket } from '../rate-limit';
import { headerAudience, readParams } from '../request';
import { sendJson } from '../respond';
import { findUserByEmail } from '../users';

/** validatePKCEParams: both or neither. */
function checkPkceParams(challenge: string, method: string): void {
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
  const redirectTo = requestReferrer(ctx);
  const aud = headerAudience(ctx.req) ?? JWT_AUDIENCE;

  if (await isAdminRequest(ctx.req, ctx.options.jwtSecret)) {
    const user = await findUserByEmail(pool, email, aud);
    if (user) {
      await withTransaction(pool, (tx) => sendTokenMail(ctx, tx, user, 'recovery', redirectTo));
    }
    sendJson(ctx.res, 200, {});
    return;
  }

  takeFromBucket(ctx.limiters.recover, ctx.req, ctx.options.rateLimit?.header);
  const wait = ctx.limiters.recoverAddresses?.take(email) ?? 0;
  if (wait > 0) throw overEmailFrequency(wait);
  if (ctx.limiters.recoverAllowance?.allow(email) === false) throw emailRateLimitExceeded();
  sendJson(ctx.res, 200, {});

  ctx.limiters.background.push('recovery e-mail', async () => {
    const user = await findUserByEmail(pool, email, aud);
    if (!user || user.is_banned) return;
    await withTransaction(pool, (tx) =>
      sendTokenMail(ctx, tx, user, 'recovery', redirectTo, 'address'),
    );
  });
}
