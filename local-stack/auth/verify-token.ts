/**
 * Checking an e-mail token and applying it (supabase/auth internal/api/verify.go
 * `verifyTokenHash`, `verifyUserAndToken`, `signupVerify`, `recoverVerify`), then the session
 * the link signs in with (amr `otp`).
 */
import { randomBytes } from 'node:crypto';

import type { RequestContext } from './context';
import type { Queryable } from './db';
import { AuthApiError, badRequest, forbidden } from './errors';
import type { EmailActionType } from './mailer';
import {
  clearToken,
  codeMatches,
  findTokenOwner,
  type TokenColumn,
  tokenHash,
} from './one-time-tokens';
import { insertRefreshToken } from './refresh-tokens';
import { clientInfo } from './request';
import { addAmrClaim, createSession } from './sessions';
import { type TokenResponse, tokenResponse } from './tokens';
import { confirmEmail } from './user-updates';
import { findUserByEmail, findUserById, recordSignIn, setPassword, type UserRecord } from './users';

/** The e-mail types this service verifies. `email` is the code of either kind. */
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email';

const VERIFY_TYPES: readonly string[] = ['signup', 'invite', 'recovery', 'magiclink', 'email'];

const LINK_EXPIRED = 'Email link is invalid or has expired';
const CODE_EXPIRED = 'Token has expired or is invalid';

const columnOf = (type: Exclude<VerifyType, 'email'>): TokenColumn =>
  type === 'recovery' || type === 'magiclink' ? 'recovery_token' : 'confirmation_token';

function expirySeconds(ctx: RequestContext): number {
  return ctx.options.email?.otpExpirySeconds ?? 3600;
}

async function loadUser(db: Queryable, id: string): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw forbidden('otp_expired', LINK_EXPIRED);
  if (user.is_banned) throw forbidden('user_banned', 'User is banned');
  return user;
}

/**
 * verifyTokenHash: the link's token, looked up in the column of its kind (so a recovery link
 * does not verify as an invitation). Returns the user and the type to apply.
 */
export async function verifyTokenHash(
  ctx: RequestContext,
  db: Queryable,
  type: VerifyType,
  hash: string,
): Promise<{ user: UserRecord; type: Exclude<VerifyType, 'email'> }> {
  const expiry = expirySeconds(ctx);
  let owner = null;
  let applied: Exclude<VerifyType, 'email'>;
  if (!VERIFY_TYPES.includes(type)) {
    throw badRequest('validation_failed', 'Invalid email verification type');
  }
  if (type === 'email') {
    owner = await findTokenOwner(db, 'confirmation_token', hash, expiry);
    applied = 'signup';
    if (!owner) {
      owner = await findTokenOwner(db, 'recovery_token', hash, expiry);
      applied = 'magiclink';
    }
  } else {
    owner = await findTokenOwner(db, columnOf(type), hash, expiry);
    applied = type;
  }
  if (!owner) throw forbidden('otp_expired', LINK_EXPIRED);
  const user = await loadUser(db, owner.id);
  if (owner.expired) throw forbidden('otp_expired', LINK_EXPIRED);
  return { user, type: applied };
}

/**
 * The kinds a code may verify: those whose e-mail shows it. Without that, a code only ever
 * reaches someone who guesses it. `email` stands for any kind; the recovery column is written by
 * the recovery and the magic-link e-mail alike, so both must show the code.
 */
function codeTypes(ctx: RequestContext, type: VerifyType): Exclude<VerifyType, 'email'>[] {
  const carries = (kind: EmailActionType) => ctx.limiters.mailer?.carriesCode(kind) ?? false;
  switch (type) {
    case 'signup':
    case 'invite':
      return carries('invite') ? [type] : [];
    case 'recovery':
    case 'magiclink':
      return carries(type) ? [type] : [];
    case 'email':
      return [
        ...(carries('invite') ? (['signup'] as const) : []),
        ...(carries('recovery') && carries('magiclink') ? (['magiclink'] as const) : []),
      ];
    default:
      return [];
  }
}

/** The kind the address's code verifies, or null. */
async function matchCode(
  ctx: RequestContext,
  db: Queryable,
  type: VerifyType,
  email: string,
  code: string,
  aud: string,
): Promise<{ user: UserRecord; type: Exclude<VerifyType, 'email'> } | null> {
  const user = await findUserByEmail(db, email, aud);
  if (!user) return null;
  const hash = tokenHash(email, code);
  for (const kind of codeTypes(ctx, type)) {
    if (await codeMatches(db, user.id, columnOf(kind), hash, expirySeconds(ctx))) {
      return { user, type: kind };
    }
  }
  return null;
}

/**
 * verifyUserAndToken: an address and its code. Stricter than GoTrue (issue #34): the
 * code form works only for e-mails that show the code, and an address with MAX_WRONG_CODES
 * wrong codes is locked for the hour. A refused code, a locked address, an unknown one and a
 * removed account all get the same 403; whether the account is banned is told, as in
 * verify.go, only to whoever holds the right code.
 */
export async function verifyEmailAndCode(
  ctx: RequestContext,
  db: Queryable,
  type: VerifyType,
  email: string,
  code: string,
  aud: string,
): Promise<{ user: UserRecord; type: Exclude<VerifyType, 'email'> }> {
  const { codeFailures } = ctx.limiters;
  if (codeFailures.isLocked(email)) throw forbidden('otp_expired', CODE_EXPIRED);
  const verified = await matchCode(ctx, db, type, email, code, aud);
  if (!verified) {
    codeFailures.recordFailure(email);
    throw forbidden('otp_expired', CODE_EXPIRED);
  }
  codeFailures.clear(email);
  if (verified.user.is_banned) throw forbidden('user_banned', 'User is banned');
  return verified;
}

/** signupVerify / recoverVerify: the token (link and code) is used up, the address confirmed. */
export async function applyVerification(
  db: Queryable,
  user: UserRecord,
  type: Exclude<VerifyType, 'email'>,
): Promise<void> {
  await clearToken(db, user.id, columnOf(type));
  if (type === 'signup' || type === 'invite') {
    // An invited user without a password gets a random one; the app then asks for a real one.
    if (!user.has_password && user.invited_at) {
      await setPassword(db, user.id, randomBytes(48).toString('base64url'));
    }
    await confirmEmail(db, user.id);
  } else if (!user.email_confirmed_at) {
    await confirmEmail(db, user.id);
  }
  // Identity.UpdateIdentityData({email_verified: true}) for the e-mail identity.
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
}

/** issueRefreshToken with models.OTP: a new session, signed in now. */
export async function otpSession(
  ctx: RequestContext,
  db: Queryable,
  userId: string,
): Promise<TokenResponse> {
  const sessionId = await createSession(db, userId, clientInfo(ctx.req));
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  await recordSignIn(db, userId);
  await addAmrClaim(db, sessionId, 'otp');
  const user = await findUserById(db, userId);
  if (!user) throw new AuthApiError(500, 'unexpected_failure', 'Database error finding user');
  return tokenResponse(db, ctx.options, user, sessionId, refreshToken);
}

export function parseVerifyType(type: string): VerifyType {
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  return type as VerifyType;
}
