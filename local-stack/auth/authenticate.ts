/**
 * Who is calling: GoTrue's `requireAuthentication` (internal/api/auth.go) for user endpoints
 * and `requireAdminCredentials` (middleware.go) for /admin.
 */
import type { IncomingMessage } from 'node:http';

import type { Queryable } from './db';
import { badRequest, forbidden } from './errors';
import { type VerifiedClaims, verifyAccessToken } from './jwt';
import { ADMIN_ROLES, JWT_AUDIENCE } from './options';
import { bearerToken, headerAudience } from './request';
import { findSession, type SessionRecord } from './sessions';
import { findUserById, type UserRecord } from './users';
import { NIL_UUID, parseUuid } from './uuid';

export interface Caller {
  claims: VerifiedClaims;
  user: UserRecord;
  /** Null when the token has no session_id (GoTrue then acts on all the user's sessions). */
  session: SessionRecord | null;
}

/** auth.go `maybeLoadUserOrSession`: the token's user and session must still exist. */
async function loadUserAndSession(db: Queryable, claims: VerifiedClaims): Promise<Caller> {
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const userId = parseUuid(claims.sub);
  if (!userId) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(db, userId);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let session: SessionRecord | null = null;
  if (claims.session_id && claims.session_id !== NIL_UUID) {
    const sessionId = parseUuid(claims.session_id);
    if (!sessionId) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    session = await findSession(db, sessionId);
    if (!session) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { claims, user, session };
}

export async function requireAuthentication(
  req: IncomingMessage,
  db: Queryable,
  jwtSecret: string,
): Promise<Caller> {
  const claims = await verifyAccessToken(bearerToken(req), jwtSecret);
  const caller = await loadUserAndSession(db, claims);
  // A token issued before a ban stays signed, so the ban is checked on every request.
  if (caller.user.is_banned) throw forbidden('user_banned', 'User is banned');
  return caller;
}

/**
 * Admin endpoints accept a JWT whose `role` is an admin role (the CLI configures only
 * service_role). A user token is checked against its session first, like GoTrue does.
 */
export async function requireAdmin(
  req: IncomingMessage,
  db: Queryable,
  jwtSecret: string,
): Promise<VerifiedClaims> {
  const claims = await verifyAccessToken(bearerToken(req), jwtSecret);
  if (claims.session_id && claims.session_id !== NIL_UUID) {
    const { session } = await loadUserAndSession(db, claims);
    if (session?.expired) throw forbidden('session_expired', 'Session is no longer valid');
  }
  if (!claims.role || !ADMIN_ROLES.includes(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}

/**
 * helpers.go `requestAud`: the X-JWT-AUD header, else the token's audience unless it is an
 * admin token (anon and service_role keys never had one), else the default audience.
 */
export function requestAudience(req: IncomingMessage, claims?: VerifiedClaims): string {
  const fromHeader = headerAudience(req);
  if (fromHeader) return fromHeader;
  if (claims && !(claims.role && ADMIN_ROLES.includes(claims.role))) {
    const first = claims.aud[0];
    if (first) return first;
  }
  return JWT_AUDIENCE;
}

/**
 * Whether the request carries an admin token (the service role), refusing nothing: /recover
 * answers such a caller (the staff-admin function) what happened, and anyone else alike.
 */
export async function isAdminRequest(req: IncomingMessage, jwtSecret: string): Promise<boolean> {
  try {
    const claims = await verifyAccessToken(bearerToken(req), jwtSecret);
    return claims.role !== undefined && ADMIN_ROLES.includes(claims.role);
  } catch {
    return false;
  }
}
