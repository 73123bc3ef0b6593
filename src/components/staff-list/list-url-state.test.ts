import { describe, expect, it } from 'vitest';

import { type ListParams, listUrl } from './list-url-state';

interface FruitParams extends ListParams {
  colour: 'red' | 'green' | null;
}

/** A list with one filter of its own and a fixed view, as the staff lists are built. */
const fruitUrl = listUrl<FruitParams>(
  {
    colour: {
      param: 'c',
      read: (value) => (value === 'red' || value === 'green' ? value : null),
      write: (colour) => colour,
    },
  },
  { view: 'fruit' },
);
const read = (query: string) => fruitUrl.read(new URLSearchParams(query));

describe('a staff list in the URL', () => {
  it('is the plain first page when the URL says nothing, and writes only the fixed view', () => {
    expect(read('')).toEqual({ page: 1, search: '', colour: null });
    expect(fruitUrl.write(read('')).toString()).toBe('view=fruit');
  });

  it('reads page, the trimmed search and its own filter', () => {
    expect(read('page=3&q=%20Mere%20roșii%20&c=red')).toEqual({
      page: 3,
      search: 'Mere roșii',
      colour: 'red',
    });
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=1e3', 'page=9999999', 'page=100001'])(
    'falls back to page 1 for %s',
    (query) => {
      expect(read(query).page).toBe(1);
    },
  );

  it('drops a search longer than any column and a filter value it does not know', () => {
    expect(read(`q=${'x'.repeat(201)}&c=blue`)).toEqual({ page: 1, search: '', colour: null });
    expect(read(`q=${'x'.repeat(200)}`).search).toBe('x'.repeat(200));
  });

  it('writes the fixed view, the search, the filters, then the page, and reads it back', () => {
    const params: FruitParams = { page: 2, search: 'a&b=c, (d)', colour: 'green' };
    const query = fruitUrl.write(params).toString();
    expect(query).toBe('view=fruit&q=a%26b%3Dc%2C+%28d%29&c=green&page=2');
    expect(read(query)).toEqual(params);
  });

  it('starts a new search or filter on page 1 and keeps the page otherwise', () => {
    const onPage4: FruitParams = { page: 4, search: 'mere', colour: null };
    expect(fruitUrl.change(onPage4, { search: 'pere' })).toEqual({
      page: 1,
      search: 'pere',
      colour: null,
    });
    expect(fruitUrl.change(onPage4, { colour: 'red' }).page).toBe(1);
    expect(fruitUrl.change(onPage4, { page: 5 }).page).toBe(5);
    expect(fruitUrl.change(onPage4, { search: 'mere', colour: null }).page).toBe(4);
  });
});
