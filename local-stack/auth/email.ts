/** Email validation as GoTrue's `validateEmail` (internal/api/mail.go) with badoux/checkmail. */
import { badRequest } from './errors';

// checkmail.ValidateFormat's pattern.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the lower-cased address, or throws 400 `validation_failed`. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (Buffer.byteLength(email, 'utf8') > 255) {
    throw badRequest('validation_failed', 'An email address is too long');
  }
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}
