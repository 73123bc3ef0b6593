/**
 * auth.sessions and auth.mfa_amr_claims (supabase/auth internal/models/sessions.go, amr.go).
 * Deleting a session deletes its refresh tokens and AMR claims through ON DELETE CASCADE.
 */
import { randomUUID } from 'node:crypto';

import type { Queryable } from './db';
import type { AmrEntry } from './jwt';
import type { ClientInfo } from './request';

export interface SessionRecord {
  id: string;
  user_id: string;
  aal: string | null;
  /** True once `not_after` has passed (CheckValidity → SessionPastNotAfter). */
  expired: boolean;
}

const SESSION_COLUMNS = `id, user_id, aal::text as aal, coalesce(not_after < now(), false) as expired`;

export async function createSession(
  db: Queryable,
  userId: string,
  client: ClientInfo,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [id, userId, client.userAgent, client.ip],
  );
  return id;
}

export async function findSession(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRecord>(
    `select ${SESSION_COLUMNS} from auth.sessions where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** models.AddClaimToSession: one row per method, refreshed when the method is used again. */
export async function addAmrClaim(db: Queryable, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/** The token's `amr` claim: the session's methods, most recent first (CalculateAALAndAMR). */
export async function sessionAmr(db: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ method: string; timestamp: string }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::bigint as timestamp
       from auth.mfa_amr_claims where session_id = $1
      order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) }));
}

/** Records a refresh on the session (UpdateOnlyRefreshInfo). */
export async function touchSession(
  db: Queryable,
  sessionId: string,
  client: ClientInfo,
): Promise<void> {
  await db.query(
    `update auth.sessions
        set refreshed_at = now() at time zone 'UTC', updated_at = now(), user_agent = $2, ip = $3::inet
      where id = $1`,
    [sessionId, client.userAgent, client.ip],
  );
}

/** models.Logout: every session of the user. */
export async function deleteAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1', [userId]);
}

/** models.LogoutSession: this session only. */
export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId]);
}

/** models.LogoutAllExceptMe: every other session of the user. */
export async function deleteOtherSessions(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<void> {
  await db.query('delete from auth.sessions where id <> $1 and user_id = $2', [sessionId, userId]);
}
