/**
 * A phone number as the database takes it (shipments_…phone_format, as the request form takes
 * it): up to 40 digits, spaces and + - ( ) / . measured trimmed (saved trimmed). Empty is none.
 */
const PHONE = /^[0-9 +()/.-]{1,40}$/;

export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  return phone === '' || PHONE.test(phone);
}
