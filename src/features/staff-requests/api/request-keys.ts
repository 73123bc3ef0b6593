import type { RequestListParams } from '../list-params';

/**
 * Query keys of the staff's transport requests. Every key starts with `all`, so one
 * invalidation refreshes the list, the unopened count and the detail after any write.
 */
export const requestKeys = {
  all: ['transport-requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (params: RequestListParams) => [...requestKeys.lists(), params] as const,
  unopenedCount: () => [...requestKeys.all, 'unopened-count'] as const,
  detail: (reference: string) => [...requestKeys.all, 'detail', reference] as const,
  changes: (reference: string) => [...requestKeys.all, 'changes', reference] as const,
  emails: (reference: string) => [...requestKeys.all, 'emails', reference] as const,
};
