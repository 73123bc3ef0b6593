/**
 * The tokens of signed URLs (src/storage/object.ts `signObjectUrl`, `signUploadObjectUrl`,
 * `verifyObjectSignature`; src/internal/auth/jwt.ts `signJWT`): JWTs signed with the project's
 * JWT secret, header `{alg}` only, claims `url` = `<bucket>/<name>` (+ `owner`, `upsert` for
 * uploads), `iat`, `exp`. v1.60.2 has no `scope` claim: a token opens its one URL.
 */
import type { KeyObject } from 'node:crypto';

import { type JWTPayload, SignJWT } from 'jose';

import { verifyToken } from './caller';
import { ERRORS } from './errors';

/** jose keeps `exp` a safe integer in milliseconds too (MAX_ABSOLUTE_JWT_EXPIRATION_SECONDS). */
const MAX_EXPIRATION_SECONDS = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

/** `expiresIn` of a signed URL: whole seconds, at least 1, not past what a JWT can carry. */
function mustBeValidExpiry(expiresIn: number): void {
  const seconds = Math.floor(expiresIn);
  const max = Math.max(0, MAX_EXPIRATION_SECONDS - Math.floor(Date.now() / 1000));
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > max) {
    throw ERRORS.invalidParameter('expiresIn');
  }
}

export function signUrlToken(
  claims: JWTPayload,
  secret: KeyObject,
  expiresIn: number,
): Promise<string> {
  mustBeValidExpiry(expiresIn);
  return new SignJWT(claims)
    .setIssuedAt()
    .setExpirationTime(`${Math.floor(expiresIn)}s`)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(secret);
}

export interface UrlToken extends JWTPayload {
  url?: string;
  owner?: string;
  upsert?: boolean;
}

/** The claims of a valid token; a bad or expired one is 400 InvalidJWT with jose's message. */
async function verifyUrlToken(token: string, secret: KeyObject): Promise<UrlToken> {
  try {
    return await verifyToken(token, secret);
  } catch (error) {
    throw ERRORS.invalidJwt(error instanceof Error ? error.message : String(error));
  }
}

/** A token for the object `<bucketId>/<name>`: another object's token is 400 InvalidSignature. */
export async function verifyObjectToken(
  token: string,
  secret: KeyObject,
  bucketId: string,
  name: string,
): Promise<UrlToken> {
  const payload = await verifyUrlToken(token, secret);
  if (payload.url !== `${bucketId}/${name}`) throw ERRORS.invalidSignature();
  return payload;
}
