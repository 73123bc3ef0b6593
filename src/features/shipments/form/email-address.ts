/**
 * A party's e-mail address as the database accepts it (private.is_valid_email of
 * supabase/migrations/20261125160000_customer_email.sql, checks
 * shipments_shipperemail_format / shipments_recipientemail_format of issue #26): checked here
 * first so that staff read what is wrong next to the field, not after a refused save.
 */
export const EMAIL_LIMITS = { total: 254, local: 64 } as const;

/** Why an address is refused; null when it is fine (or empty: no address). */
export type EmailProblem = 'tooLong' | 'idn' | 'format';

/** Whitespace, control characters and what would break a mail header or a list of addresses. */
const FORBIDDEN = /[\s\p{Cc}<>",;]/u;
/** The local part: RFC 5321's ASCII characters, no dot first, last or twice in a row. */
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LOCAL_DOTS = /^\.|\.$|\.\./;
/** A domain label: letters, digits, hyphens inside, at most 63 (an international one as xn--…). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const ASCII = /^[\x21-\x7e]*$/;

export function emailProblem(value: string): EmailProblem | null {
  const address = value.trim();
  if (address === '') return null;
  if ([...address].length > EMAIL_LIMITS.total) return 'tooLong';
  if (FORBIDDEN.test(address)) return 'format';
  const parts = address.split('@');
  if (parts.length !== 2) return 'format';
  const [local = '', domain = ''] = parts;
  if (local.length > EMAIL_LIMITS.local || !LOCAL.test(local) || LOCAL_DOTS.test(local)) {
    return 'format';
  }
  const labels = domain.split('.');
  if (labels.length < 2) return 'format';
  if (!ASCII.test(domain)) return 'idn';
  return labels.every((label) => LABEL.test(label)) ? null : 'format';
}

/** Whether `value` is an address status e-mails can go to (the checkbox needs one). */
export function isUsableEmail(value: string): boolean {
  return value.trim() !== '' && emailProblem(value) === null;
}

/** The address as saved: trimmed, the domain in lower case (it is case-insensitive); '' → null. */
export function savedEmail(value: string): string | null {
  const address = value.trim();
  if (address === '') return null;
  const at = address.lastIndexOf('@');
  return at === -1 ? address : address.slice(0, at + 1) + address.slice(at + 1).toLowerCase();
}
