import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { queryClient } from '@/lib/query-client';
import { ADMIN_LANGUAGE } from '#common/languages';

// Radix Toast loads with the first toast: /login shows none until the user signs in (issue #17).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * Everything the staff area has around it: the query cache, the toasts, and the session.
 * Loaded with the admin layout only, never on a public page (their reads go through
 * lib/public-api, whose answers the info editor forgets after a save).
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin', { lng: ADMIN_LANGUAGE });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <LazyToaster>
        <Toaster
          closeLabel={t('close')}
          label={t('toast.label')}
          viewportLabel={t('toast.viewport')}
        />
      </LazyToaster>
    </QueryClientProvider>
  );
}
