import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { dayOf } from '../links/expiry-date';
import { escrowAmountSchema, escrowMoneySchema } from './escrow-form-schema';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const t = i18n.getFixedT(ADMIN_LANGUAGE, 'shipments');

/** The first message the schema gives, or the parsed value. */
function parse(schema: ReturnType<typeof escrowAmountSchema>, amount: string) {
  const result = schema.safeParse({ amount });
  return result.success ? result.data.amount : result.error.issues[0]?.message;
}

const tomorrow = dayOf(new Date(Date.now() + 86_400_000));
const today = dayOf(new Date());

describe('the escrow amount', () => {
  const schema = escrowAmountSchema(t);

  it('reads digits with a comma or a point and up to two decimals, spaces between thousands', () => {
    expect(parse(schema, '12500')).toBe(12500);
    expect(parse(schema, '12 500,5')).toBe(12500.5);
    expect(parse(schema, ' 980.25 ')).toBe(980.25);
  });

  it('refuses thousands written with a point, zero, and nothing typed, saying why', () => {
    const format =
      'Scrie suma cu cifre, cu cel mult două zecimale după virgulă (de ex. 12500,50), fără puncte între mii.';
    expect(parse(schema, '12.500')).toBe(format);
    expect(parse(schema, '12.500,00')).toBe(format);
    expect(parse(schema, '-5')).toBe(format);
    expect(parse(schema, '0')).toBe('Suma trebuie să fie mai mare decât zero.');
    expect(parse(schema, '  ')).toBe('Introdu suma.');
  });
});

describe('a money step', () => {
  const payment = escrowMoneySchema(t, { amount: 12500, text: '12.500,00 €' });
  const payout = escrowMoneySchema(t, null);
  const messages = (result: ReturnType<typeof payment.safeParse>) =>
    result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);

  it('a payment is the amount held, received on a day that has come, with a reference', () => {
    expect(payment.parse({ amount: '12500,00', on: today, reference: '  RO-778 ' })).toEqual({
      amount: 12500,
      on: today,
      reference: 'RO-778',
    });
    expect(
      messages(payment.safeParse({ amount: '12000', on: tomorrow, reference: 'x'.repeat(101) })),
    ).toEqual([
      [
        'amount',
        'Suma primită trebuie să fie suma din escrow, 12.500,00 €. Dacă a sosit altă sumă, schimbă întâi suma escrow („Modifică suma”).',
      ],
      ['on', 'Ziua nu poate fi în viitor.'],
      ['reference', 'Referința trebuie să aibă între 1 și 100 de caractere.'],
    ]);
  });

  it('a payout or refund has no amount of its own, but a day and a reference', () => {
    expect(payout.parse({ amount: 'ignored', on: today, reference: 'SEPA 1' })).toEqual({
      amount: null,
      on: today,
      reference: 'SEPA 1',
    });
    expect(messages(payout.safeParse({ amount: '', on: '', reference: ' ' }))).toEqual([
      ['on', 'Alege ziua.'],
      ['reference', 'Introdu referința bancară.'],
    ]);
  });
});
