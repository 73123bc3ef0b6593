import { use, useDeferredValue, useEffect, useRef } from 'react';

import { toast } from '@/components/ui/toast-store';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { trackingErrorKind } from '../api/tracking-error';
import { useTrackShipment } from '../api/use-track-shipment';
import { JourneyResult } from './journey-result';
import { loadShipmentResult } from './load-shipment-result';
import { useDetailsNotice } from './use-details-notice';

/**
 * Searching, found, not found, throttled or failed: each new answer replaces the last
 * outcome, moves focus to it and announces it (live region), and says so in a toast (SPEC §8).
 * A found shipment shows everything only when the database granted full access (DECISIONS 18);
 * a refused party key is announced with the find. `attempt` counts the submits of the number
 * shown: each one asks again.
 */
export function LookupOutcome({
  trackingNumber,
  partyKey,
  attempt,
  onSearchingChange,
}: {
  trackingNumber: string;
  partyKey: string | undefined;
  attempt: number;
  onSearchingChange: (searching: boolean) => void;
}) {
  const { t } = useSiteTranslation('tracking');
  const live = useTrackShipment(trackingNumber, partyKey);
  // The result cards are the page's heaviest render. The read's store updates synchronously;
  // deferred, the cards render in a pass that yields to input (Total Blocking Time, issue #17)
  // while "Searching…" follows the live state.
  const query = useDeferredValue(live);
  const refused = useDetailsNotice('key_refused');
  const focusTarget = useRef<HTMLElement>(null);
  const isSuccess = query.status === 'success';
  const errorKind = query.status === 'error' ? trackingErrorKind(query.error) : undefined;
  const fullAccess = isSuccess && query.data.access === 'full';
  useEffect(() => {
    if (partyKey) void loadShipmentResult();
  }, [partyKey]);
  // Read in the deferred render: while the full view's code loads, the page keeps showing
  // "Searching…", and the answer appears, is focused and announced at once with its cards.
  const ShipmentResult = fullAccess ? use(loadShipmentResult()).ShipmentResult : null;

  useEffect(() => onSearchingChange(live.isFetching), [live.isFetching, onSearchingChange]);

  const { refetch } = live;
  const askedAttempt = useRef(attempt);
  useEffect(() => {
    if (askedAttempt.current === attempt) return;
    askedAttempt.current = attempt;
    refetch();
  }, [attempt, refetch]);

  const outcome = isSuccess ? 'found' : (errorKind ?? 'pending');
  const keyRefused = isSuccess && query.data.access === 'key_refused';
  const announced = useRef<string | null>(null);
  useEffect(() => {
    // One announcement per answer: back and forward between lookups (the party link and the
    // number alone too) show another answer, a submit of the same number a new one.
    const key = `${trackingNumber}:${partyKey ?? ''}:${query.updatedAt}:${outcome}`;
    if (outcome === 'pending' || query.isFetching || announced.current === key) return;
    announced.current = key;
    focusTarget.current?.focus();
    if (outcome === 'found') {
      toast({
        title: t('toast.successTitle'),
        description: t('toast.found', { id: trackingNumber }),
      });
      return;
    }
    if (outcome === 'general') console.error('Tracking lookup failed', query.error);
    toast({
      title: t('toast.errorTitle'),
      description: errorMessage(outcome),
      variant: 'destructive',
    });
  });

  function errorMessage(kind: typeof outcome): string {
    if (kind === 'notFound') return t('errorNotFound', { id: trackingNumber });
    if (kind === 'throttled') return t('errorThrottled');
    return t('errorGeneral');
  }

  return (
    <div className="mt-8">
      <p role="status" aria-live="polite" className="sr-only">
        {query.isFetching && t('form.searching')}
        {!query.isFetching && outcome === 'found' && t('toast.found', { id: trackingNumber })}
        {!query.isFetching && keyRefused && ` ${refused.title}. ${refused.text}`}
        {!query.isFetching && errorKind && errorMessage(errorKind)}
      </p>
      {isSuccess && !query.isFetching && ShipmentResult && (
        <ShipmentResult
          shipment={query.data}
          trackingNumber={trackingNumber}
          partyKey={partyKey}
          headingRef={focusTarget}
        />
      )}
      {isSuccess && !query.isFetching && query.data.access !== 'full' && (
        <JourneyResult
          shipment={query.data}
          trackingNumber={trackingNumber}
          access={query.data.access}
          headingRef={focusTarget}
        />
      )}
      {errorKind && !query.isFetching && (
        <div
          ref={(node) => {
            focusTarget.current = node;
          }}
          tabIndex={-1}
          data-testid="tracking-error"
          className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium break-words text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
        >
          {errorMessage(errorKind)}
        </div>
      )}
    </div>
  );
}
