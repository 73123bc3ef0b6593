/**
 * E-mail one-time tokens. GoTrue (internal/crypto `GenerateOtp`, `GenerateTokenHash`;
 * models/user.go, one_time_token.go) mails a code of `[auth.email] otp_length` digits and a link
 * carrying sha224(email + code), so the link is no harder to guess than the code: 10^6 tokens
 * with 6 digits, which a burst from many client addresses searched (issue #48).
 *
 * Here the link carries 28 random bytes of its own (224 bits, 56 hex characters: GoTrue's
 * shape), stored where GoTrue stores the link's token, in auth.users.recovery_token (recovery,
 * magic link) or confirmation_token (invite, signup), with the time it was sent; that column
 * binds it to its account and its kind. The code's hash, sha224(email + code), is kept apart in
 * auth.one_time_tokens (GoTrue's table), for e-mails that show the code. Using either clears
 * both, so a link or code works once; `[auth.email] otp_expiry` seconds after sending, neither.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

import { NIL_INSTANCE_ID, type Queryable } from './db';

/** GoTrue's default and its allowed range (conf `Mailer.OtpLength`). */
export const DEFAULT_OTP_LENGTH = 6;
const LINK_TOKEN_BYTES = 28;

function generateOtp(digits: number): string {
  let otp = '';
  for (let i = 0; i < digits; i++) otp += String(randomInt(10));
  return otp;
}

/** crypto.GenerateTokenHash: how GoTrue stores a code (and uses it as the link's token). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** What one e-mail carries: the link's token and the code, and what is stored of the code. */
export interface EmailToken {
  /** `{{ .TokenHash }}` and the `token=` of `{{ .ConfirmationURL }}`. */
  link: string;
  /** `{{ .Token }}`, the code. */
  otp: string;
  codeHash: string;
}

export function newEmailToken(email: string, otpLength = DEFAULT_OTP_LENGTH): EmailToken {
  const otp = generateOtp(otpLength);
  return {
    link: randomBytes(LINK_TOKEN_BYTES).toString('hex'),
    otp,
    codeHash: tokenHash(email, otp),
  };
}

export type TokenColumn = 'recovery_token' | 'confirmation_token';

const SENT_AT: Record<TokenColumn, string> = {
  recovery_token: 'recovery_sent_at',
  confirmation_token: 'confirmation_sent_at',
};

/**
 * Stores a new token (replacing the account's earlier one of this kind, link and code); an
 * invitation also records `invited_at` (sendInvite).
 */
export async function storeToken(
  db: Queryable,
  userId: string,
  email: string,
  column: TokenColumn,
  token: EmailToken,
  invite = false,
): Promise<void> {
  await db.query(
    `update auth.users set ${column} = $2, ${SENT_AT[column]} = now(),
            ${invite ? 'invited_at = now(),' : ''} updated_at = now()
      where id = $1`,
    [userId, token.link],
  );
  // models.CreateOneTimeToken: one row per account and kind.
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values (gen_random_uuid(), $1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           created_at = now(), updated_at = now()`,
    [userId, column, token.codeHash, email],
  );
}

export interface TokenOwner {
  id: string;
  expired: boolean;
}

/** The user whose link token of this kind is `link` (FindUserByRecoveryToken / ByConfirmationToken). */
export async function findTokenOwner(
  db: Queryable,
  column: TokenColumn,
  link: string,
  expirySeconds: number,
): Promise<TokenOwner | null> {
  if (link === '') return null;
  const { rows } = await db.query<TokenOwner>(
    `select id,
            coalesce(${SENT_AT[column]} + make_interval(secs => $3) < now(), true) as expired
       from auth.users where instance_id = $1 and ${column} = $2 for update`,
    [NIL_INSTANCE_ID, link, expirySeconds],
  );
  return rows[0] ?? null;
}

/**
 * Whether `codeHash` is the code of the account's pending, unexpired token of this kind. The
 * link column must still hold its token: a used link took the code with it.
 */
export async function codeMatches(
  db: Queryable,
  userId: string,
  column: TokenColumn,
  codeHash: string,
  expirySeconds: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from auth.users u
       join auth.one_time_tokens t on t.user_id = u.id and t.token_type = $2::auth.one_time_token_type
      where u.id = $1 and t.token_hash = $3 and coalesce(u.${column}, '') <> ''
        and u.${SENT_AT[column]} + make_interval(secs => $4) >= now()
      for update of u`,
    [userId, column, codeHash, expirySeconds],
  );
  return (rowCount ?? 0) > 0;
}

/** The account's token of this kind is used up: the link and the code. */
export async function clearToken(
  db: Queryable,
  userId: string,
  column: TokenColumn,
): Promise<void> {
  await db.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [
    userId,
  ]);
  await db.query(
    'delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type',
    [userId, column],
  );
}

/**
 * models.ClearAllOneTimeTokensForUser: what confirming the address and a new password do to
 * every pending code of the account (the columns are cleared by the caller).
 */
export async function clearAllCodes(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

/** Seconds since the last e-mail of this kind, for `[auth.email] max_frequency`. */
export async function secondsSinceSent(
  db: Queryable,
  userId: string,
  column: TokenColumn,
): Promise<number | null> {
  const { rows } = await db.query<{ seconds: number | null }>(
    `select extract(epoch from now() - ${SENT_AT[column]})::float8 as seconds from auth.users where id = $1`,
    [userId],
  );
  return rows[0]?.seconds ?? null;
}
