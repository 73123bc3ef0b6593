import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';

import { requestSettingsSchema } from './request-settings-schema';

const t = createI18n({ lng: 'ro', resources: resourcesFor('ro') }).getFixedT('ro', 'admin');
const schema = requestSettingsSchema(t);

const MONTHS = 'Introdu un număr întreg de luni, între 1 și 36.';
const DAYS = 'Introdu un număr întreg de zile, între 1 și 365.';
const PER_HOUR = 'Introdu un număr întreg între 0 și 1000.';

type Input = {
  keep_months: string;
  spam_keep_days: string;
  acknowledgements_per_hour: string;
  notices_per_hour: string;
};

const typed = (months: string, days: string, acknowledgements = '20', notices = '10'): Input => ({
  keep_months: months,
  spam_keep_days: days,
  acknowledgements_per_hour: acknowledgements,
  notices_per_hour: notices,
});

/** The messages of a refused input, by field. */
function errors(input: Input): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue): [string, string] => [String(issue.path[0]), issue.message]),
  );
}

describe('requestSettingsSchema', () => {
  it('turns whole numbers as typed into the numbers the database takes', () => {
    expect(schema.parse(typed(' 6 ', '30'))).toEqual({
      keep_months: 6,
      spam_keep_days: 30,
      acknowledgements_per_hour: 20,
      notices_per_hour: 10,
    });
    expect(schema.parse(typed('1', '365', '0', ' 1000'))).toEqual({
      keep_months: 1,
      spam_keep_days: 365,
      acknowledgements_per_hour: 0,
      notices_per_hour: 1000,
    });
    expect(schema.parse(typed('36', '1', '1000', '0'))).toMatchObject({
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
    expect(errors(typed(months, days))).toEqual({
      keep_months: MONTHS,
      spam_keep_days: DAYS,
    });
  });

  it.each([
    ['', ' '],
    ['1001', '-1'],
    ['2,5', 'zece'],
  ])('refuses %j acknowledgements and %j notices an hour, beside each field', (acks, notices) => {
    expect(errors(typed('6', '30', acks, notices))).toEqual({
      acknowledgements_per_hour: PER_HOUR,
      notices_per_hour: PER_HOUR,
    });
  });
});
