import { lazy, type ReactNode } from 'react';

import { LazyToaster } from '@/components/ui/lazy-toaster';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

const PublicToaster = lazy(() =>
  import('@/components/ui/public-toaster').then((m) => ({ default: m.PublicToaster })),
);

/**
 * What every public page has around it: the toasts, loaded with the first one, so a page that
 * never toasts pays nothing. Public reads need no provider (lib/public-api/use-public-read.ts).
 */
export function PublicProvider({ children }: { children: ReactNode }) {
  const { t } = useSiteTranslation();
  return (
    <>
      {children}
      <LazyToaster>
        <PublicToaster label={t('toast.region')} closeLabel={t('toast.close')} />
      </LazyToaster>
    </>
  );
}
