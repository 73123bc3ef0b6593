import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useState,
} from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { PrerenderingContext } from '@/lib/prerendering';

import { useNearViewport } from './use-near-viewport';

const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

/** A promise and its resolve: the panel's "near the viewport" as something to wait for. */
function nearSignal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Its children once `near` has resolved; in the build's prerender at once. */
function WhenNear({ near, children }: { near: Promise<void>; children: ReactNode }) {
  if (!use(PrerenderingContext)) use(near);
  return children;
}

/**
 * The site's map (LocationMap) with its code loaded only when the panel is about to scroll
 * into view: the contact page's and the tracking result's maps sit below the fold on a phone
 * (issue #17). A prerendered panel stays as the server drew it, address and link included,
 * until then (its Suspense boundary waits, dehydrated); a panel rendered in the browser shows
 * a same-sized placeholder, so nothing moves when the map arrives.
 */
export function DeferredLocationMap(props: ComponentProps<typeof LocationMap>) {
  const { t } = useSiteTranslation();
  const [ref, isNear] = useNearViewport<HTMLDivElement>();
  // Kept by this component, which never suspends: a component that suspends while mounting
  // loses its state, and would make a new promise on every retry.
  const [near] = useState(nearSignal);
  useEffect(() => {
    if (isNear) near.resolve();
  }, [isNear, near]);
  return (
    <div ref={ref}>
      <Suspense
        fallback={
          <div
            className={`flex w-full items-center justify-center bg-slate-100 text-slate-600 ${props.heightClass} ${props.className ?? ''}`}
          >
            {t('map.loading')}
          </div>
        }
      >
        <WhenNear near={near.promise}>
          <LocationMap {...props} />
        </WhenNear>
      </Suspense>
    </div>
  );
}
