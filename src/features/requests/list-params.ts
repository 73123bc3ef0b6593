import { isRequestStatus, type RequestStatus } from './request-status';

/** Rows per page, as the shipments list. */
/** How the staff list of requests is asked for; the URL holds the same three values. */
export interface RequestListParams {
  /** 1-based page of 25. */
  page: number;
  /** The search box's text, '' for none. */
  search: string;
  status: RequestStatus | null;
}

/** A search longer than any searched column finds nothing. */
const MAX_SEARCH_LENGTH = 200;
/** Far beyond any real list; keeps `range()` arithmetic in safe integers. */
const MAX_PAGE = 100_000;

const PARAM = { page: 'page', search: 'q', status: 'status' } as const;

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The list a URL asks for; anything unreadable falls back to its default. */
export function parseListParams(search: URLSearchParams): RequestListParams {
  const text = (search.get(PARAM.search) ?? '').trim();
  const status = search.get(PARAM.status);
  return {
    page: parsePage(search.get(PARAM.page)),
    search: text.length <= MAX_SEARCH_LENGTH ? text : '',
    status: isRequestStatus(status) ? status : null,
  };
}

/** The URL query of a list, defaults left out, so the plain list is plain /admin/requests. */
export function listParamsToSearch(params: RequestListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search) search.set(PARAM.search, params.search);
  if (params.status) search.set(PARAM.status, params.status);
  if (params.page > 1) search.set(PARAM.page, String(params.page));
  return search;
}

/** A new search or filter starts again at page 1. */
export function withChange(
  params: RequestListParams,
  change: Partial<RequestListParams>,
): RequestListParams {
  const next = { ...params, ...change };
  const sameList = next.search === params.search && next.status === params.status;
  return sameList ? next : { ...next, page: 1 };
}

