import { describe, expect, it } from 'vitest';

import { companyAddressLines } from './company-address';

describe('the company address', () => {
  it.each([
    ['de', 'Deutschland'],
    ['en', 'Germany'],
    ['fr', 'Allemagne'],
    ['it', 'Germania'],
    ['es', 'Alemania'],
    ['nl', 'Duitsland'],
    ['pl', 'Niemcy'],
    ['ro', 'Germania'],
  ] as const)("names the country in the reader's language (%s: %s)", (lang, country) => {
    const lines = companyAddressLines(lang);
    expect(lines.at(-1)).toBe(country);
    expect(lines).toHaveLength(4);
  });
});
