import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

import { AuthProvider } from '@/features/auth/auth-provider';
import { startSender } from '@/features/driver/offline';
import { env } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import { auth } from '@/lib/supabase-auth';

/**
 * Everything the drivers' app has around it: the query cache, the session, and the outbox's
 * sender, which sends what is kept on the phone whenever there is signal. The data client
 * loads beside the first screen (as in the staff area), not before it.
 */
export function DriverProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('@/lib/supabase').then(({ supabase }) => {
      if (live) {
        stop = startSender({
          supabase,
          auth,
          supabaseUrl: env.supabaseUrl,
          anonKey: env.supabaseAnonKey,
        });
      }
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
