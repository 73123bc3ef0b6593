/** What every staff list keeps in the URL: the page and the search box's text. */
export interface ListParams {
  /** 1-based page of PAGE_SIZE rows. */
  page: number;
  /** The search box's text, '' for none. */
  search: string;
}

/** A search longer than any searched column finds nothing (the search box stops there too). */
export const MAX_SEARCH_LENGTH = 200;
/** Far beyond any real list; keeps `range()` arithmetic in safe integers. */
const MAX_PAGE = 100_000;

/** One of a list's own URL values (a status, a sort): read, and written (null: the default). */
interface UrlFilter<Value> {
  param: string;
  read: (value: string | null) => Value;
  write: (value: Value) => string | null;
}

/** A list's filters beside page and search, each with its URL form. */
export type UrlFilters<Params extends ListParams> = {
  [Key in Exclude<keyof Params, keyof ListParams>]: UrlFilter<Params[Key]>;
};

/** How a list and its URL query turn into each other. */
export interface ListUrl<Params extends ListParams> {
  /** The list a URL asks for; anything unreadable falls back to its default. */
  read: (query: URLSearchParams) => Params;
  /** The URL query of a list, defaults left out, so the plain list has a plain URL. */
  write: (params: Params) => URLSearchParams;
  /** The list after a change: a new search or filter starts again at page 1. */
  change: (params: Params, update: Partial<Params>) => Params;
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Trimmed text, or '' when longer than `maxLength` (a mistyped link still shows a list). */
export function readText(value: string | null, maxLength: number): string {
  const text = (value ?? '').trim();
  return text.length <= maxLength ? text : '';
}

/**
 * A list's URL: `q` and `page` for every list, then the list's own filters; `fixed` values
 * (a view's name) stand first in every URL it writes. Page 7 of the old list means nothing in
 * a new one, so a change of search or filter goes back to page 1.
 */
export function listUrl<Params extends ListParams>(
  filters: UrlFilters<Params>,
  fixed: Record<string, string> = {},
): ListUrl<Params> {
  const entries = Object.entries(filters) as [string, UrlFilter<unknown>][];
  const written = (params: Params, key: string) =>
    (filters as Record<string, UrlFilter<unknown>>)[key]!.write(
      (params as unknown as Record<string, unknown>)[key],
    );
  return {
    read: (query) =>
      ({
        page: readPage(query.get('page')),
        search: readText(query.get('q'), MAX_SEARCH_LENGTH),
        ...Object.fromEntries(
          entries.map(([key, filter]) => [key, filter.read(query.get(filter.param))]),
        ),
      }) as Params,
    write: (params) => {
      const query = new URLSearchParams(fixed);
      if (params.search) query.set('q', params.search);
      for (const [key, filter] of entries) {
        const value = written(params, key);
        if (value !== null) query.set(filter.param, value);
      }
      if (params.page > 1) query.set('page', String(params.page));
      return query;
    },
    change: (params, update) => {
      const next = { ...params, ...update };
      const sameList =
        next.search === params.search &&
        entries.every(([key]) => written(next, key) === written(params, key));
      return sameList ? next : { ...next, page: 1 };
    },
  };
}
