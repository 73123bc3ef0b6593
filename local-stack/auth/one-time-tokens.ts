/**
 * E-mail one-time tokens as GoTrue keeps them (internal/crypto `GenerateOtp`,
 * `GenerateTokenHash`; models/user.go): the mail carries a 6-digit code and the hash
 * sha224(email + code); only the hash is stored, in auth.users.recovery_token (recovery, magic
 * link) or confirmation_token (invite, signup), with the time it was sent. Using a token clears
 * it, so a link works once; `[auth.email] otp_expiry` seconds after sending it is refused.
 */
import { createHash, randomInt } from 'node:crypto';

import { NIL_INSTANCE_ID, type Queryable } from './db';

const OTP_LENGTH = 6;

export function generateOtp(digits = OTP_LENGTH): string {
  let otp = '';
  for (let i = 0; i < digits; i++) otp += String(randomInt(10));
  return otp;
}

export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export type TokenColumn = 'recovery_token' | 'confirmation_token';

const SENT_AT: Record<TokenColumn, string> = {
  recovery_token: 'recovery_sent_at',
  confirmation_token: 'confirmation_sent_at',
};

/** Stores a new token; an invitation also records `invited_at` (sendInvite). */
export async function storeToken(
  db: Queryable,
  userId: string,
  column: TokenColumn,
  hash: string,
  invite = false,
): Promise<void> {
  await db.query(
    `update auth.users set ${column} = $2, ${SENT_AT[column]} = now(),
            ${invite ? 'invited_at = now(),' : ''} updated_at = now()
      where id = $1`,
    [userId, hash],
  );
}

export interface TokenOwner {
  id: string;
  /** The stored hash (empty once used). */
  token: string;
  expired: boolean;
}

/** The user holding `hash` in `column` (FindUserByRecoveryToken / ByConfirmationToken). */
export async function findTokenOwner(
  db: Queryable,
  column: TokenColumn,
  hash: string,
  expirySeconds: number,
): Promise<TokenOwner | null> {
  if (hash === '') return null;
  const { rows } = await db.query<TokenOwner>(
    `select id, ${column} as token,
            coalesce(${SENT_AT[column]} + make_interval(secs => $3) < now(), true) as expired
       from auth.users where instance_id = $1 and ${column} = $2 for update`,
    [NIL_INSTANCE_ID, hash, expirySeconds],
  );
  return rows[0] ?? null;
}

/** The token columns of one user, for POST /verify with an e-mail and a code. */
export async function tokensOf(
  db: Queryable,
  userId: string,
  expirySeconds: number,
): Promise<Record<TokenColumn, { token: string; expired: boolean }>> {
  const { rows } = await db.query<{
    recovery_token: string | null;
    recovery_expired: boolean;
    confirmation_token: string | null;
    confirmation_expired: boolean;
  }>(
    `select recovery_token,
            coalesce(recovery_sent_at + make_interval(secs => $2) < now(), true) as recovery_expired,
            confirmation_token,
            coalesce(confirmation_sent_at + make_interval(secs => $2) < now(), true) as confirmation_expired
       from auth.users where id = $1 for update`,
    [userId, expirySeconds],
  );
  const row = rows[0];
  return {
    recovery_token: { token: row?.recovery_token ?? '', expired: row?.recovery_expired ?? true },
    confirmation_token: {
      token: row?.confirmation_token ?? '',
      expired: row?.confirmation_expired ?? true,
    },
  };
}

/** models.User.Recover: the recovery token is used up. */
export async function clearRecoveryToken(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
    userId,
  ]);
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
