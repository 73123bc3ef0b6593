import { type ReactNode, Suspense } from 'react';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { AdminHeader } from './admin-header';

/** The staff area's frame: skip link, its own top bar, the screen. Romanian throughout. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('frame.skipToContent')}
      </a>
      <AdminHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense
          fallback={
            <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-slate-600">
              {t('loading')}
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  );
}
