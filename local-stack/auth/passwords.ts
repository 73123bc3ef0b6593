/**
 * Password rules (supabase/auth internal/api/password.go `checkPasswordStrength`) with the
 * CLI's defaults: at least 6 characters unless configured, no required character classes, no HIBP check.
 * Lengths are counted in bytes, as Go's len() does.
 */
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
