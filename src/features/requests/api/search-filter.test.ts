import { describe, expect, it } from 'vitest';

import { ilikeValue, searchFilter } from './search-filter';

describe('the requests search filter', () => {
  it('quotes the value, so PostgREST’s list syntax in it is text', () => {
    expect(ilikeValue('a,b)(')).toBe('"*a,b)(*"');
    expect(ilikeValue('say "hi"')).toBe('"*say \\"hi\\"*"');
  });

  it('escapes LIKE’s wildcards and escape, and turns an asterisk into one any-character', () => {
    expect(ilikeValue('50%')).toBe('"*50\\\\%*"');
    expect(ilikeValue('a_b')).toBe('"*a\\\\_b*"');
    expect(ilikeValue('C:\\x')).toBe('"*C:\\\\\\\\x*"');
    expect(ilikeValue('a*b')).toBe('"*a_b*"');
  });

  it('looks in the reference, the customer and both places', () => {
    expect(searchFilter('Passau')).toBe(
      [
        'reference',
        'name',
        'company',
        'email',
        'pickup_town',
        'pickup_postcode',
        'delivery_town',
        'delivery_postcode',
      ]
        .map((column) => `${column}.ilike."*Passau*"`)
        .join(','),
    );
  });
});
