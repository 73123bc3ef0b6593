import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

import { LazyToaster } from '@/components/ui/lazy-toaster';
import { loadedQueryClient, subscribeQueryClient } from '@/lib/deferred-query-client';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

const notLoaded = () => undefined;

/**
 * What every public page has around it: the query cache and the toasts, each loaded only when
 * first used (lib/deferred-query-client.ts), so a page that never fetches or toasts pays nothing.
 */
export function PublicProvider({ children }: { children: ReactNode }) {
  const { t } = useSiteTranslation();
  const client = useSyncExternalStore(subscribeQueryClient, loadedQueryClient, notLoaded);
  // What QueryClientProvider does on mount: refetch on reconnect and focus, per its options.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientContext value={client}>
      {children}
      <LazyToaster closeLabel={t('toast.close')} />
    </QueryClientContext>
  );
}
