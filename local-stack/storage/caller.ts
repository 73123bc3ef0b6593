/**
 * Who is calling, read from `Authorization` as the Storage server does (src/http/plugins/jwt.ts,
 * src/internal/auth/jwt.ts): a bearer token verified with the project's JWT secret (HS256);
 * its `role` claim (default `anon`) is the database role the request runs as, its `sub` the
 * owner of what it writes. A bad token is 403 `AccessDenied` with jose's message (HTTP 400),
 * except on the routes where a token is optional: there it is simply `anon`.
 */
import type { KeyObject } from 'node:crypto';

import { type JWTPayload, jwtVerify } from 'jose';

import { ERRORS } from './errors';

export interface Caller {
  /** The database role (`anon`, `authenticated`, `service_role`, …). */
  role: string;
  /** The JWT `sub`, the owner of what the caller writes. */
  sub: string | undefined;
  claims: JWTPayload;
  /** The raw token, '' when none. */
  jwt: string;
  /** A valid token was given (private buckets need one on the optional-token routes). */
  authenticated: boolean;
}

const BEARER = /^Bearer\s+/i;

export const ANONYMOUS: Caller = {
  role: 'anon',
  sub: undefined,
  claims: { role: 'anon' },
  jwt: '',
  authenticated: false,
};

export async function verifyToken(token: string, secret: KeyObject): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
  return payload;
}

export function callerFromClaims(claims: JWTPayload, jwt: string): Caller {
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  return { role, sub: claims.sub, claims, jwt, authenticated: true };
}

/**
 * The caller behind `authorization`. With `optional`, a missing or invalid token is `anon`
 * (the download, info and exists routes); otherwise it is refused.
 */
export async function authenticate(
  authorization: string | undefined,
  secret: KeyObject,
  optional: boolean,
): Promise<Caller> {
  const jwt = (authorization ?? '').replace(BEARER, '');
  if (!jwt && optional) return ANONYMOUS;
  try {
    return callerFromClaims(await verifyToken(jwt, secret), jwt);
  } catch (error) {
    if (optional) return ANONYMOUS;
    throw ERRORS.accessDenied(error instanceof Error ? error.message : String(error));
  }
}
