/**
 * Sending an auth e-mail with a fresh one-time token (supabase/auth internal/api/mail.go
 * `sendPasswordRecovery`, `sendInvite`, `sendMagicLink`): the per-user frequency check, the
 * token, the e-mail (counted against its budget), then the stored token. A refused or failed
 * send stores nothing, so the previous link stays as it was.
 */
import type { RequestContext } from './context';
import type { Queryable } from './db';
import { AuthApiError } from './errors';
import { type AuthMailer, confirmationUrl, type EmailActionType, type MailBudget } from './mailer';
import {
  DEFAULT_OTP_LENGTH,
  newEmailToken,
  secondsSinceSent,
  storeToken,
  type TokenColumn,
} from './one-time-tokens';
import { type RedirectConfig, referrer } from './redirect';
import { header } from './request';
import type { UserRecord } from './users';

export function requireMailer(ctx: RequestContext): AuthMailer {
  if (!ctx.limiters.mailer) {
    throw new AuthApiError(500, 'unexpected_failure', 'Unable to process request');
  }
  return ctx.limiters.mailer;
}

/** The allow-list: `[auth] site_url` and `additional_redirect_urls`. */
export function redirectConfig(ctx: RequestContext): RedirectConfig {
  return ctx.options.email ?? { siteUrl: ctx.options.siteUrl, additionalRedirectUrls: [] };
}

/** utilities.GetReferrer: `redirect_to` (header or query) when allowed, else Referer, else the site. */
export function requestReferrer(ctx: RequestContext): string {
  const redirectTo = header(ctx.req, 'redirect_to') || ctx.query.get('redirect_to') || undefined;
  return referrer(redirectConfig(ctx), redirectTo, header(ctx.req, 'referer'));
}

/** `[auth.email] otp_length`: the digits of a code. */
export function otpLength(ctx: RequestContext): number {
  return ctx.options.email?.otpLength ?? DEFAULT_OTP_LENGTH;
}

export const TOKEN_COLUMN: Record<EmailActionType, TokenColumn> = {
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  invite: 'confirmation_token',
};

/** validateSentWithinFrequencyLimit's refusal: `remaining` seconds until the next e-mail. */
export function overEmailFrequency(remaining: number): AuthApiError {
  return new AuthApiError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.floor(remaining)} seconds.`,
  );
}

export async function sendTokenMail(
  ctx: RequestContext,
  tx: Queryable,
  user: UserRecord,
  type: EmailActionType,
  redirectTo: string,
  budget: MailBudget = 'hourly',
): Promise<void> {
  const mailer = requireMailer(ctx);
  const column = TOKEN_COLUMN[type];
  const email = user.email ?? '';
  // sendInvite has no frequency check; the others refuse a second mail within max_frequency.
  if (type !== 'invite') {
    const since = await secondsSinceSent(tx, user.id, column);
    const frequency = mailer.options.maxFrequencySeconds;
    if (since !== null && since < frequency) throw overEmailFrequency(frequency - since);
  }
  const token = newEmailToken(email, otpLength(ctx));
  const data = {
    SiteURL: mailer.options.siteUrl,
    ConfirmationURL: confirmationUrl(ctx.options.issuer, token.link, type, redirectTo),
    Email: email,
    Token: token.otp,
    TokenHash: token.link,
    RedirectTo: redirectTo,
    Data: user.user_metadata ?? {},
  };
  try {
    await mailer.send(type, email, data, budget);
  } catch (error) {
    if (error instanceof AuthApiError) throw error;
    console.error('[auth] sending e-mail failed:', error);
    const what = type === 'invite' ? 'invite' : type === 'magiclink' ? 'magic link' : 'recovery';
    throw new AuthApiError(500, 'unexpected_failure', `Error sending ${what} email`);
  }
  await storeToken(tx, user.id, email, column, token, type === 'invite');
}
