import { describe, expect, it } from 'vitest';

import { PAGE_SIZE, pageCount, pageRange } from './list-pages';

describe('the staff lists’ pages', () => {
  it('counts at least one page and gives each page’s rows', () => {
    expect(PAGE_SIZE).toBe(25);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageRange(1)).toEqual({ from: 0, to: 24 });
    expect(pageRange(3)).toEqual({ from: 50, to: 74 });
  });
});
