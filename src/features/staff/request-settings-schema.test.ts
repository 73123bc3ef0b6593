import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';

import { requestSettingsSchema } from './request-settings-schema';

const t = createI18n({ lng: 'ro', resources: resourcesFor('ro') }).getFixedT('ro', 'admin');
const schema = requestSettingsSchema(t);

const MONTHS = 'Introdu un număr întreg de luni, între 1 și 36.';
const DAYS = 'Introdu un număr întreg de zile, între 1 și 365.';

/** The messages of a refused input, by field. */
function errors(input: { keep_months: string; spam_keep_days: string }): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue): [string, string] => [String(issue.path[0]), issue.message]),
  );
}

describe('requestSettingsSchema', () => {
  it('turns whole numbers as typed into the numbers the database takes', () => {
    expect(schema.parse({ keep_months: ' 6 ', spam_keep_days: '30' })).toEqual({
      keep_months: 6,
      spam_keep_days: 30,
    });
    expect(schema.parse({ keep_months: '1', spam_keep_days: '365' })).toEqual({
      keep_months: 1,
      spam_keep_days: 365,
    });
    expect(schema.parse({ keep_months: '36', spam_keep_days: '1' })).toEqual({
      keep_months: 36,
      spam_keep_days: 1,
    });
  });

  it.each([
    ['', ''],
    ['0', '0'],
    ['37', '366'],
    ['2,5', '2.5'],
    ['-1', '1e2'],
    ['sase', ' '],
  ])('refuses %j months and %j days, in Romanian, beside each field', (months, days) => {
    expect(errors({ keep_months: months, spam_keep_days: days })).toEqual({
      keep_months: MONTHS,
      spam_keep_days: DAYS,
    });
  });
});
