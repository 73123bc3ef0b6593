import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { PageId } from '@/lib/routes/route-manifest';
import { HydrationMark } from '@/lib/use-hydrated';

import { LoadingFallback } from './loading-fallback';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: skip link, top bar, the page (lazy, guarded), footer. */
export function SiteLayout({ current, children }: { current?: PageId; children: ReactNode }) {
  const { t } = useSiteTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader current={current} />
      {/* At least a full screen, so the footer starts below the fold: content that arrives
          later (the page's code, a lookup, the info text) grows the page without moving a
          footer in view (issue #17: CLS 0.19 on a rewrite-first host). lvh, the largest
          viewport, stays put while a phone's address bar hides. */}
      <main id="main" tabIndex={-1} className="min-h-lvh flex-1 outline-none">
        <RouteErrorBoundary resetKey={pathname + search}>
          <Suspense fallback={<LoadingFallback />}>
            {children}
            <HydrationMark />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
