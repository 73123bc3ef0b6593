import { Suspense, use } from 'react';

import { InfoNotice } from '@/features/info/components/info-notice';
import { hasInfo } from '@/features/info/info-text';
import { TrackingPage } from '@/features/tracking/components/tracking-page';
import { lazyWithQueryClient } from '@/lib/deferred-query-client';
import { InitialDataContext } from '@/lib/initial-data-context';
import { useHydrated } from '@/lib/use-hydrated';

const InfoPanel = lazyWithQueryClient(() =>
  import('@/features/info/components/info-panel').then((m) => m.InfoPanel),
);

/** The tracking page with the staff info text above its form (two features, wired here). */
export function TrackingRoute() {
  const hydrated = useHydrated();
  const initial = use(InitialDataContext).info ?? null;
  // The build-time copy is in the HTML (no layout shift); once live, the panel refreshes it.
  const snapshot = hasInfo(initial) ? (
    <InfoNotice title={initial.title} content={initial.content} />
  ) : null;
  return (
    <TrackingPage
      aboveForm={
        hydrated ? (
          <Suspense fallback={snapshot}>
            <InfoPanel initial={initial} />
          </Suspense>
        ) : (
          snapshot
        )
      }
    />
  );
}
