/**
 * POST /token: the password and refresh_token grants (supabase/auth internal/api/token.go,
 * token_refresh.go, internal/tokens/service.go `RefreshTokenGrant`).
 */
import type { RequestContext } from '../context';
import { withTransaction } from '../db';
import { type AuthApiError, badRequest, unprocessable, WeakPasswordError } from '../errors';
import { JWT_AUDIENCE } from '../options';
import { checkPasswordStrength } from '../passwords';
import { takeFromBucket } from '../rate-limit';
import {
  activeRefreshToken,
  deleteRefreshToken,
  insertRefreshToken,
  lockRefreshToken,
  revokeRefreshToken,
  revokeSessionTokens,
} from '../refresh-tokens';
import { clientInfo, headerAudience, readParams } from '../request';
import { sendJson } from '../respond';
import { addAmrClaim, createSession, findSession, touchSession } from '../sessions';
import { type TokenResponse, tokenResponse } from '../tokens';
import { findUserByEmail, findUserById, passwordMatches, recordSignIn } from '../users';
import { parseUuid } from '../uuid';

const INVALID_LOGIN = 'Invalid login credentials';

const GRANTS: Partial<Record<string, (ctx: RequestContext) => Promise<void>>> = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
};

/** token.go `Token`: the grant type is checked first, then the client's limit, then the grant. */
export async function token(ctx: RequestContext): Promise<void> {
  const grant = GRANTS[ctx.query.get('grant_type') ?? ''];
  // GoTrue also knows id_token, pkce and web3; this service does not implement them.
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  takeFromBucket(ctx.limiters.token, ctx.req, ctx.options.rateLimit?.header);
  return grant(ctx);
}

async function passwordGrant(ctx: RequestContext): Promise<void> {
  const { req, res, body, options } = ctx;
  const { pool } = options;
  const params = readParams(body, 'PasswordGrantParams');
  const email = params.string('email') ?? '';
  const phone = params.string('phone') ?? '';
  const password = params.string('password') ?? '';
  const aud = headerAudience(req) ?? JWT_AUDIENCE;

  if (email !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (email === '') {
    // Phone logins are off on the CLI stack unless SMS is configured.
    if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('validation_failed', 'missing email or phone');
  }

  const found = await findUserByEmail(pool, email, aud);
  // An unknown address, or an account without a password (a removed one is sealed so), costs the
  // same password work as a wrong password: a stand-in hash (issue #48).
  const user = found?.has_password ? found : null;
  // Before the password, as in GoTrue (token.go @ bc32168e13fd L120-L124): a banned account is
  // told so whatever password was sent. Hosted Supabase answers the same, so we do too.
  if (user?.is_banned) throw badRequest('user_banned', 'User is banned');

  const standIn = await ctx.limiters.standInPassword.get();
  const valid = await passwordMatches(pool, user?.id ?? null, password, standIn);
  if (!user || !valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
  // A correct but weak password still signs in; the client is told so in `weak_password`.
  const strength = checkPasswordStrength(password, options.minPasswordLength);
  const weakness = strength instanceof WeakPasswordError ? strength : null;

  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const client = clientInfo(req);
  const response = await withTransaction(pool, async (tx): Promise<TokenResponse> => {
    const sessionId = await createSession(tx, user.id, client);
    const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
    await recordSignIn(tx, user.id);
    await addAmrClaim(tx, sessionId, 'password');
    const signedIn = (await findUserById(tx, user.id)) ?? user;
    return tokenResponse(tx, options, signedIn, sessionId, refreshToken);
  });
  if (weakness) {
    response.weak_password = { message: weakness.message, reasons: weakness.reasons };
  }
  sendJson(res, 200, response);
}

// token_refresh.go `Validate`: only the 12-character legacy format is issued here, and
// GoTrue rejects anything shorter, or a 12-character token outside [a-z0-9], up front.
const LEGACY_REFRESH_TOKEN = /^[a-z0-9]{12}$/;

/**
 * The transaction either yields a token response or an error to answer with after
 * committing: GoTrue keeps some side effects of a refused refresh (a revoked token family,
 * a deleted orphan token) instead of rolling them back.
 */
type RefreshOutcome = { ok: TokenResponse } | { error: AuthApiError };

async function refreshTokenGrant(ctx: RequestContext): Promise<void> {
  const { req, res, body, options } = ctx;
  const params = readParams(body, 'RefreshTokenGrantParams');
  const presented = params.string('refresh_token') ?? '';
  // Longer tokens are GoTrue's v2 format, which this service never issues.
  if (!LEGACY_REFRESH_TOKEN.test(presented)) {
    throw badRequest('validation_failed', 'Refresh token is not valid');
  }

  const client = clientInfo(req);
  const outcome = await withTransaction(options.pool, async (tx): Promise<RefreshOutcome> => {
    const notFound = badRequest(
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
    const token = await lockRefreshToken(tx, presented, options.refreshTokenReuseIntervalSeconds);
    if (!token) return { error: notFound };
    // user_id is a varchar column; a row written by hand may hold anything.
    const userId = parseUuid(token.user_id);
    const user = userId ? await findUserById(tx, userId) : null;
    if (!user) return { error: notFound };
    if (user.is_banned) {
      return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    }

    const session = token.session_id ? await findSession(tx, token.session_id, true) : null;
    if (!session) {
      // A token from before sessions existed: GoTrue deletes it.
      await deleteRefreshToken(tx, token.id);
      return {
        error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      };
    }
    if (session.expired) {
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
    }

    let issued: string | null = null;
    if (token.revoked) {
      const active = await activeRefreshToken(tx, session.id);
      if (active && active.parent === token.token) {
        // The client lost the response of its last refresh: hand out the same active token.
        issued = active.token;
      } else if (token.reuse_expired) {
        // Reuse outside the grace interval looks like theft: end the whole family.
        await revokeSessionTokens(tx, session.id);
        return {
          error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        };
      }
      // Otherwise (within the reuse interval) a new child token is issued below.
    }
    if (issued === null) {
      await revokeRefreshToken(tx, token.id);
      issued = await insertRefreshToken(tx, user.id, session.id, token.token);
    }

    await touchSession(tx, session.id, client);
    return { ok: await tokenResponse(tx, options, user, session.id, issued) };
  });

  if ('error' in outcome) throw outcome.error;
  sendJson(res, 200, outcome.ok);
}
