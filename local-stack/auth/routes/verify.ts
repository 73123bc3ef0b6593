/**
 * GET and POST /verify (supabase/auth internal/api/verify.go). GET is the e-mail link: it
 * answers 303 to the allowed `redirect_to` (or the site) with the session in the fragment, as
 * auth-js `detectSessionInUrl` reads it, or with `error`, `error_code` and `error_description`.
 * POST is supabase-js `verifyOtp` ({type, token_hash} or {type, email, token}): a session JSON.
 */
import type { RequestContext } from '../context';
import { withTransaction } from '../db';
import { validateEmail } from '../email';
import { AuthApiError, badRequest, unprocessable } from '../errors';
import { requestReferrer } from '../mail-flow';
import { JWT_AUDIENCE } from '../options';
import { takeFromBucket } from '../rate-limit';
import { hexEscapeNonAscii } from '../redirect';
import { headerAudience, readParams } from '../request';
import { sendJson } from '../respond';
import type { TokenResponse } from '../tokens';
import {
  applyVerification,
  otpSession,
  parseVerifyType,
  verifyEmailAndCode,
  verifyTokenHash,
} from '../verify-token';

// errors.go oauthErrorMap.
const OAUTH_ERRORS: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Go's url.Values.Encode: keys sorted, values query-escaped (space as +). */
function encodeValues(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map(
      (key) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(values[key] ?? '').replace(/%20/g, '+')}`,
    )
    .join('&');
}

function redirect(ctx: RequestContext, location: string): void {
  ctx.res.statusCode = 303;
  ctx.res.setHeader('Location', hexEscapeNonAscii(location));
  ctx.res.setHeader('Content-Type', 'text/html; charset=utf-8');
  ctx.res.end();
}

/**
 * prepErrorRedirectURL (implicit flow): the error in the fragment, the URL otherwise as written
 * (Go's url.String keeps an empty path empty, where WHATWG URL would add a `/`).
 */
function errorLocation(redirectTo: string, error: AuthApiError): string {
  const fragment: Record<string, string> = {
    error_code: error.code,
    error_description: error.message,
    sb: '',
  };
  const name = OAUTH_ERRORS[error.status];
  if (name) fragment.error = name;
  return `${redirectTo.split('#')[0] ?? ''}#${encodeValues(fragment)}`;
}

/** AccessTokenResponse.AsRedirectURL. */
function sessionLocation(redirectTo: string, type: string, token: TokenResponse): string {
  return `${redirectTo}#${encodeValues({
    access_token: token.access_token,
    expires_at: String(token.expires_at),
    expires_in: String(token.expires_in),
    refresh_token: token.refresh_token,
    sb: '',
    token_type: token.token_type,
    type,
  })}`;
}

/** api.go: `/verify` sits behind limitHandler(limiterOpts.Verify), GET and POST alike. */
function limitVerify(ctx: RequestContext): void {
  takeFromBucket(ctx.limiters.verify, ctx.req, ctx.options.rateLimit?.header);
}

export async function verifyGet(ctx: RequestContext): Promise<void> {
  limitVerify(ctx);
  const token = ctx.query.get('token') ?? '';
  const rawType = ctx.query.get('type') ?? '';
  const redirectTo = requestReferrer(ctx);
  const type = parseVerifyType(rawType);
  if (token === '')
    throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  if (token.startsWith('pkce_'))
    throw badRequest(
      'validation_failed',
      'The PKCE flow is not supported by the local auth service',
    );

  let session: TokenResponse;
  try {
    session = await withTransaction(ctx.options.pool, async (tx) => {
      const verified = await verifyTokenHash(ctx, tx, type, token);
      await applyVerification(tx, verified.user, verified.type);
      return otpSession(ctx, tx, verified.user.id);
    });
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    redirect(ctx, errorLocation(redirectTo, error));
    return;
  }
  redirect(ctx, sessionLocation(redirectTo, rawType, session));
}

export async function verifyPost(ctx: RequestContext): Promise<void> {
  limitVerify(ctx);
  const params = readParams(ctx.body, 'VerifyParams');
  const rawType = params.string('type') ?? '';
  const token = params.string('token') ?? '';
  const hash = params.string('token_hash') ?? '';
  const rawEmail = params.string('email') ?? '';
  const phone = params.string('phone') ?? '';
  const redirectTo = params.string('redirect_to') ?? '';
  const type = parseVerifyType(rawType);
  if ((token === '' && hash === '') || (token !== '' && hash !== '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  let email = '';
  if (token !== '') {
    if (phone !== '' || rawType === 'sms' || rawType === 'phone_change') {
      throw badRequest(
        'validation_failed',
        'Phone verification is not supported by the local auth service',
      );
    }
    if (rawEmail === '') {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
    try {
      email = validateEmail(rawEmail);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
  } else if (rawEmail !== '' || phone !== '' || redirectTo !== '') {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }

  const aud = headerAudience(ctx.req) ?? JWT_AUDIENCE;
  const session = await withTransaction(ctx.options.pool, async (tx) => {
    const verified =
      hash !== ''
        ? await verifyTokenHash(ctx, tx, type, hash)
        : await verifyEmailAndCode(ctx, tx, type, email, token, aud);
    await applyVerification(tx, verified.user, verified.type);
    return otpSession(ctx, tx, verified.user.id);
  });
  sendJson(ctx.res, 200, session);
}
