import { describe, expect, it } from 'vitest';

import { requestListUrl } from './list-params';

const { read: parseListParams, write: listParamsToSearch, change: withChange } = requestListUrl;

describe('the requests list URL', () => {
  it('reads page, search and a known status; anything else falls back', () => {
    expect(parseListParams(new URLSearchParams('q=%20Passau%20&status=offer_sent&page=3'))).toEqual(
      { page: 3, search: 'Passau', status: 'offer_sent' },
    );
    expect(parseListParams(new URLSearchParams('status=nouă&page=0'))).toEqual({
      page: 1,
      search: '',
      status: null,
    });
    expect(parseListParams(new URLSearchParams(`q=${'x'.repeat(201)}&page=abc`))).toEqual({
      page: 1,
      search: '',
      status: null,
    });
  });

  it('writes only what differs from the plain list', () => {
    expect(listParamsToSearch({ page: 1, search: '', status: null }).toString()).toBe('');
    expect(listParamsToSearch({ page: 2, search: 'a,b', status: 'spam' }).toString()).toBe(
      'q=a%2Cb&status=spam&page=2',
    );
  });

  it('starts a new search or filter at page 1', () => {
    const params = { page: 4, search: 'a', status: null };
    expect(withChange(params, { search: 'b' })).toEqual({ page: 1, search: 'b', status: null });
    expect(withChange(params, { page: 5 })).toEqual({ page: 5, search: 'a', status: null });
  });
});
