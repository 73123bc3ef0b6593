import { lazy, Suspense } from 'react';

import { TrackingPage } from '@/features/tracking/components/tracking-page';
import { useHydrated } from '@/lib/use-hydrated';

const InfoPanel = lazy(() =>
  import('@/features/info/components/info-panel').then((m) => ({ default: m.InfoPanel })),
);

/** The tracking page with the staff info text above its form (two features, wired here). */
export function TrackingRoute() {
  // The info text is live data: fetched in the browser, never baked into the prerendered HTML.
  const hydrated = useHydrated();
  return (
    <TrackingPage
      aboveForm={
        hydrated && (
          <Suspense fallback={null}>
            <InfoPanel />
          </Suspense>
        )
      }
    />
  );
}
