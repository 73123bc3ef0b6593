/**
 * auth.refresh_tokens in GoTrue's original ("legacy", algorithm v1) scheme: opaque 12-char
 * tokens chained by `parent` within a session (internal/models/refresh_token.go).
 */
import { randomBytes } from 'node:crypto';

import type { Queryable } from './db';
import { NIL_INSTANCE_ID } from './db';

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** crypto.SecureAlphanumeric(12): random bytes, base32 without padding, lower-cased. */
function generateRefreshToken(length = 12): string {
  const bytes = randomBytes(Math.ceil((length * 5) / 8));
  let bits = 0;
  let buffer = 0;
  let out = '';
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out.slice(0, length);
}

export interface RefreshTokenRecord {
  id: string;
  token: string;
  user_id: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  /** updated_at + reuse interval has passed: a revoked token may no longer be exchanged. */
  reuse_expired: boolean;
}

export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = generateRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, parent, session_id, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, $5, false, now(), now())`,
    [NIL_INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/** Finds and locks the token row, so concurrent refreshes of one token run one after another. */
export async function lockRefreshToken(
  db: Queryable,
  token: string,
  reuseIntervalSeconds: number,
): Promise<RefreshTokenRecord | null> {
  const { rows } = await db.query<RefreshTokenRecord>(
    `select id::text, token, user_id, session_id, parent, coalesce(revoked, false) as revoked,
            now() > updated_at + make_interval(secs => $2) as reuse_expired
       from auth.refresh_tokens where token = $1
        for update`,
    [token, reuseIntervalSeconds],
  );
  return rows[0] ?? null;
}

/** Session.FindCurrentlyActiveRefreshToken: the newest unrevoked token of the session. */
export async function activeRefreshToken(
  db: Queryable,
  sessionId: string,
): Promise<{ token: string; parent: string | null } | null> {
  const { rows } = await db.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
      where session_id = $1 and revoked is false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export async function revokeRefreshToken(db: Queryable, id: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [id],
  );
}

/** models.RevokeTokenFamily for tokens that belong to a session. */
export async function revokeSessionTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [sessionId],
  );
}

export async function deleteRefreshToken(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth.refresh_tokens where id = $1', [id]);
}
