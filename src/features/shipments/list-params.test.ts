import { describe, expect, it } from 'vitest';

import { DEFAULT_SORT, deletedListUrl, nextSort, shipmentListUrl } from './list-params';

const { read, write: listParamsToSearch, change: withChange } = shipmentListUrl;
const parse = (query: string) => read(new URLSearchParams(query));

describe('the list in the URL', () => {
  it('is the first page of every shipment, newest first, when the URL says nothing', () => {
    expect(parse('')).toEqual({ page: 1, search: '', status: null, sort: DEFAULT_SORT });
    expect(DEFAULT_SORT).toEqual({ column: 'created_at', ascending: false });
  });

  it('reads page, search, status and sort', () => {
    expect(parse('page=3&q=%20Șerban%20&status=%C3%8En%20tranzit&sort=updated_at.asc')).toEqual({
      page: 3,
      search: 'Șerban',
      status: 'În tranzit',
      sort: { column: 'updated_at', ascending: true },
    });
    expect(parse('sort=status.desc').sort).toEqual({ column: 'status', ascending: false });
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=1e3', 'page=9999999', 'page=100001'])(
    'falls back to page 1 for %s',
    (query) => {
      expect(parse(query).page).toBe(1);
    },
  );

  it.each(['sort=id.asc', 'sort=updated_at', 'sort=status.up', 'sort=status.asc.x', 'sort='])(
    'falls back to the default order for %s',
    (query) => {
      expect(parse(query).sort).toEqual(DEFAULT_SORT);
    },
  );

  it('ignores a blank status and text longer than the database allows', () => {
    expect(parse('status=%20%20').status).toBeNull();
    expect(parse(`status=${'x'.repeat(101)}`).status).toBeNull();
    expect(parse(`status=${'x'.repeat(100)}`).status).toBe('x'.repeat(100));
    expect(parse(`q=${'y'.repeat(201)}`).search).toBe('');
  });

  it('writes only what differs from the defaults, and reads back the same list', () => {
    expect(listParamsToSearch(parse('')).toString()).toBe('');
    const params = {
      page: 2,
      search: 'a&b=c, (d)',
      status: 'Probleme',
      sort: { column: 'status' as const, ascending: true },
    };
    const query = listParamsToSearch(params).toString();
    expect(query).toBe('q=a%26b%3Dc%2C+%28d%29&status=Probleme&sort=status.asc&page=2');
    expect(parse(query)).toEqual(params);
  });

  it('starts a new search, filter or sort on page 1, and keeps the page otherwise', () => {
    const onPage4 = { ...parse('page=4&q=huber'), page: 4 };
    expect(withChange(onPage4, { search: 'bianchi' }).page).toBe(1);
    expect(withChange(onPage4, { status: 'Livrat' }).page).toBe(1);
    expect(withChange(onPage4, { sort: { column: 'status', ascending: true } }).page).toBe(1);
    expect(withChange(onPage4, { page: 5 }).page).toBe(5);
    expect(withChange(onPage4, { search: 'huber' }).page).toBe(4);
  });
});

describe('sorting by a header', () => {
  it('goes first direction → other direction → default order', () => {
    const byStatus = nextSort(DEFAULT_SORT, 'status');
    expect(byStatus).toEqual({ column: 'status', ascending: true });
    const byStatusDesc = nextSort(byStatus, 'status');
    expect(byStatusDesc).toEqual({ column: 'status', ascending: false });
    expect(nextSort(byStatusDesc, 'status')).toEqual(DEFAULT_SORT);

    const byChange = nextSort(byStatus, 'updated_at');
    expect(byChange).toEqual({ column: 'updated_at', ascending: false });
    expect(nextSort(byChange, 'updated_at')).toEqual({ column: 'updated_at', ascending: true });
    expect(nextSort({ column: 'updated_at', ascending: true }, 'updated_at')).toEqual(DEFAULT_SORT);
  });
});

describe('"Șterse recent" in the URL', () => {
  it('keeps the view in every URL it writes, with page and search only', () => {
    const params = deletedListUrl.read(
      new URLSearchParams('view=deleted&q=Iași&status=Livrat&page=3'),
    );
    expect(params).toEqual({ page: 3, search: 'Iași' });
    expect(deletedListUrl.write(params).toString()).toBe('view=deleted&q=Ia%C8%99i&page=3');
    expect(deletedListUrl.write(deletedListUrl.change(params, { search: 'Cluj' })).toString()).toBe(
      'view=deleted&q=Cluj',
    );
  });
});
