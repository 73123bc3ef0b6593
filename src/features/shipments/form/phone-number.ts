/**
 * A phone number as the database takes it (shipments_…phone_format): up to 40 digits, spaces
 * and + - ( ) / . with at least one digit, measured trimmed (saved trimmed). Empty is none.
 */
const PHONE = /^[0-9 +()/.-]{1,40}$/;

export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  return phone === '' || (PHONE.test(phone) && /[0-9]/.test(phone));
}
