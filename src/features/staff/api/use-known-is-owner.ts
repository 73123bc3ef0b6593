import { useQuery } from '@tanstack/react-query';

import { staffKeys } from './staff-keys';

/**
 * The answer useIsOwner left in the query cache, without asking: for the admin nav, whose frame
 * is on a cold /login too, which must not load the data client. False until someone asked.
 */
export function useKnownIsOwner(userId: string | undefined): boolean {
  const { data } = useQuery<boolean>({ queryKey: staffKeys.isOwner(userId ?? ''), enabled: false });
  return data === true;
}
