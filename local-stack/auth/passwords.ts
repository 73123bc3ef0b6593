/**
 * Password rules (supabase/auth internal/api/password.go `checkPasswordStrength`) with the
 * CLI's defaults: at least 6 characters unless configured, no required character classes, no HIBP check.
 * Lengths are counted in bytes, as Go's len() does. And the stand-in hash sign-in compares with
 * when there is no password to compare with.
 */
import { randomBytes } from 'node:crypto';

import type { Queryable } from './db';
import { type AuthApiError, badRequest, WeakPasswordError } from './errors';

/** bcrypt only uses the first 72 bytes, so GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;
const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/**
 * What is wrong with `password` as a new password: a 400 when it is too long to hash, a
 * `WeakPasswordError` when it breaks a strength rule, or null when it is acceptable.
 */
export function checkPasswordStrength(
  password: string,
  minLength = DEFAULT_MIN_PASSWORD_LENGTH,
): AuthApiError | null {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    return badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if (bytes < minLength) {
    return new WeakPasswordError(`Password should be at least ${minLength} characters.`, [
      'length',
    ]);
  }
  return null;
}

/**
 * A bcrypt hash of a random password at cost 10, the cost of every hash this service and GoTrue
 * write, made once per service. Sign-in compares an unknown or removed address's password
 * with it, so it costs the time a wrong password for an account costs (issue #48: 120 ms
 * against 4 ms told them apart). Started with the service; a failed attempt is tried again on
 * the next use.
 */
export class StandInPasswordHash {
  private hash: Promise<string> | null = null;

  constructor(private readonly db: Queryable) {
    this.get().catch(() => undefined);
  }

  get(): Promise<string> {
    this.hash ??= this.db
      .query<{ hash: string }>(
        `select extensions.crypt($1, extensions.gen_salt('bf', 10)) as hash`,
        [randomBytes(32).toString('base64url')],
      )
      .then(({ rows }) => {
        if (!rows[0]?.hash) throw new Error('pgcrypto made no bcrypt hash');
        return rows[0].hash;
      })
      .catch((error: unknown) => {
        this.hash = null;
        throw error;
      });
    return this.hash;
  }
}
