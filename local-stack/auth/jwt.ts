/**
 * Access tokens: signing (supabase/auth internal/tokens/service.go `GenerateAccessToken`,
 * `SignJWT`) and checking a Bearer token (internal/api/auth.go `parseJWTClaims`).
 *
 * Rejections carry golang-jwt v5's error text (errors.go, parser.go, validator.go), because
 * GoTrue puts it into the message: "invalid JWT: unable to parse or verify signature, <text>".
 */
import { compactVerify, SignJWT } from 'jose';

import { forbidden } from './errors';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims GoTrue puts in an access token, in its JSON order. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

/** The claims of a verified Bearer token, as far as the API reads them. */
export interface VerifiedClaims {
  sub?: string;
  aud: string[];
  role?: string;
  session_id?: string;
  email?: string;
  is_anonymous?: boolean;
}

const encoder = new TextEncoder();

export async function signAccessToken(secret: string, claims: AccessTokenClaims): Promise<string> {
  // jose serialises the payload in insertion order; the header matches golang-jwt's.
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

function invalidJwt(reason: string): Error {
  return forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
}

// Algorithms golang-jwt knows; any other `alg` is "unavailable" rather than "invalid".
const KNOWN_ALGORITHMS = new Set([
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'none',
]);

function decodeSegment(segment: string, what: 'header' | 'claim'): Record<string, unknown> {
  // golang-jwt decodes with base64.RawURLEncoding: no padding, URL alphabet only.
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) {
    throw invalidJwt(`token is malformed: could not base64 decode ${what}: illegal base64 data`);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw invalidJwt(`token is malformed: could not JSON decode ${what}: ${detail}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidJwt(`token is malformed: could not JSON decode ${what}: not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** Go's time.Duration.String() for a whole number of seconds, e.g. "1h0m5s", "42s". */
function goDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h${minutes}m${seconds}s`;
  if (minutes > 0) return `${minutes}m${seconds}s`;
  return `${seconds}s`;
}

function claimTypeError(name: string, expected: string): Error {
  return invalidJwt(
    `token is malformed: could not JSON decode claim: json: cannot unmarshal into Go struct field AccessTokenClaims.${name} of type ${expected}`,
  );
}

function optionalString(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw claimTypeError(name, 'string');
  return value;
}

function numericDate(claims: Record<string, unknown>, name: string): number | undefined {
  const value = claims[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw claimTypeError(name, 'jwt.NumericDate');
  return value;
}

function audience(claims: Record<string, unknown>): string[] {
  const value = claims.aud;
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw claimTypeError('aud', 'jwt.ClaimStrings');
}

/**
 * Verifies an HS256 token in golang-jwt's order: structure, header, claims decoding, allowed
 * method, signature, then exp/nbf (no leeway). Throws 403 `bad_jwt` on any failure.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifiedClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw invalidJwt('token is malformed: token contains an invalid number of segments');
  }
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = decodeSegment(headerPart, 'header');
  const claims = decodeSegment(claimsPart, 'claim');

  const alg = header.alg;
  if (typeof alg !== 'string') {
    throw invalidJwt('token is unverifiable: signing method (alg) is unspecified');
  }
  if (!KNOWN_ALGORITHMS.has(alg)) {
    throw invalidJwt('token is unverifiable: signing method (alg) is unavailable');
  }
  if (!/^[A-Za-z0-9_-]*$/.test(signaturePart)) {
    throw invalidJwt('token is malformed: could not base64 decode signature: illegal base64 data');
  }
  // Only the shared-secret method is configured, as on the CLI stack without signing keys.
  if (alg !== 'HS256') {
    throw invalidJwt(`token signature is invalid: signing method ${alg} is invalid`);
  }

  // Go decodes (and type-checks) every claim before it looks at the signature.
  const isAnonymous = claims.is_anonymous;
  const verified: VerifiedClaims = {
    sub: optionalString(claims, 'sub'),
    aud: audience(claims),
    role: optionalString(claims, 'role'),
    session_id: optionalString(claims, 'session_id'),
    email: optionalString(claims, 'email'),
    is_anonymous: typeof isAnonymous === 'boolean' ? isAnonymous : undefined,
  };
  const exp = numericDate(claims, 'exp');
  const nbf = numericDate(claims, 'nbf');
  numericDate(claims, 'iat');

  try {
    await compactVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
  } catch {
    throw invalidJwt('token signature is invalid: signature is invalid');
  }

  const nowMs = Date.now();
  const problems: string[] = [];
  if (exp !== undefined && nowMs >= exp * 1000) {
    problems.push(`token is expired by ${goDuration(Math.floor((nowMs - exp * 1000) / 1000))}`);
  }
  if (nbf !== undefined && nowMs < nbf * 1000) problems.push('token is not valid yet');
  if (problems.length > 0) {
    throw invalidJwt(`token has invalid claims: ${problems.join(', ')}`);
  }

  return verified;
}
