import { QueryClient } from '@tanstack/react-query';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}

/** The site's one query cache, shared by the lazily loaded parts that fetch data. */
export const queryClient = createQueryClient();
