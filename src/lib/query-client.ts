import { QueryClient } from '@tanstack/react-query';

import { isSessionRejected } from './session-rejected';

const MAX_RETRIES = 3;

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused token stays refused: asking again only delays the way back to /login.
        retry: (failures, error) => failures < MAX_RETRIES && !isSessionRejected(error),
      },
    },
  });
}

/** The staff area's query cache (its screens, and the staff menu on public pages). */
export const queryClient = createQueryClient();
