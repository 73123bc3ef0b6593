import { useQuery } from '@tanstack/react-query';

import { env } from '@/lib/env';

async function fetchBackendHealth(signal: AbortSignal): Promise<true> {
  // The anon key in `apikey` is what the gateway checks; a CORS or key problem fails here too.
  const response = await fetch(`${env.supabaseUrl}/auth/v1/health`, {
    headers: { apikey: env.supabaseAnonKey },
    signal,
  });
  if (!response.ok) throw new Error(`Auth health check answered ${response.status}`);
  return true;
}

/** Placeholder probe until the real pages exist: is the backend reachable from the browser? */
export function useBackendHealth() {
  return useQuery({
    queryKey: ['backend-health'],
    queryFn: ({ signal }) => fetchBackendHealth(signal),
    retry: false,
  });
}
