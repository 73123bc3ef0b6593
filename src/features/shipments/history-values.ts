import type { TFunction } from 'i18next';

import { formatDateTime } from '@/lib/i18n/format';
import { isOneOf } from '@/lib/is-one-of';
import { writeLocalNumber } from '@/lib/loads/parse-number';
import { ESCORTS, LOAD_LIMITS, PERMITS, TIME_WINDOWS } from '@/lib/shipments/heavy-load';
import { ADMIN_LANGUAGE } from '#common/languages';

const WINDOW_FIELDS: readonly string[] = TIME_WINDOWS.flat();

/**
 * A stored value of an audit line (change-lines.ts's text) as staff read it: a checkbox as
 * "da" / "nu", a permit or escort by its Romanian name, a measure with a decimal comma, a time
 * window's end as a date and time; anything else as stored. Null stays null (no value). The
 * conflict panel shows the form's values the same way.
 */
export function historyValueText(
  field: string,
  value: string | null,
  t: TFunction<'shipments'>,
): string | null {
  if (value === null) return null;
  if (field.startsWith('notify') && (value === 'true' || value === 'false')) {
    return t(value === 'true' ? 'conflict.yes' : 'conflict.no');
  }
  if (field === 'permit' && isOneOf(PERMITS, value)) return t(`form.permit.${value}`);
  if (field === 'escort' && isOneOf(ESCORTS, value)) return t(`form.escort.${value}`);
  if (Object.hasOwn(LOAD_LIMITS, field) && value !== '' && Number.isFinite(Number(value))) {
    return writeLocalNumber(Number(value), ADMIN_LANGUAGE);
  }
  if (WINDOW_FIELDS.includes(field) && !Number.isNaN(Date.parse(value))) {
    return formatDateTime(value, ADMIN_LANGUAGE);
  }
  return value;
}
