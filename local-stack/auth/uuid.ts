/**
 * UUID parsing with the inputs gofrs/uuid `FromString` accepts (canonical, braced, `urn:uuid:`
 * prefixed, or 32 bare hex digits), returning the canonical lower-case form for SQL.
 */
const HEX32 = /^[0-9a-f]{32}$/;

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function parseUuid(input: string): string | null {
  let text = input.toLowerCase();
  if (text.startsWith('urn:uuid:')) text = text.slice('urn:uuid:'.length);
  else if (text.startsWith('{') && text.endsWith('}')) text = text.slice(1, -1);

  let hex: string;
  if (text.length === 36) {
    if (text[8] !== '-' || text[13] !== '-' || text[18] !== '-' || text[23] !== '-') return null;
    hex = text.replaceAll('-', '');
  } else if (text.length === 32) {
    hex = text;
  } else {
    return null;
  }
  if (!HEX32.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
