import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { PageHero } from '@/components/layout/page-hero';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { useHydrated } from '@/lib/use-hydrated';

import { TrackingForm } from './tracking-form';

// The lookup brings zod and the result cards: loaded on the first lookup only, so the page
// itself paints and hydrates light.
const LookupOutcome = lazy(() =>
  import('./lookup-outcome').then((m) => ({ default: m.LookupOutcome })),
);

/**
 * The tracking page. The URL (?id=, and &k= of a party link) is the state: submitting
 * navigates, opening a link or going back and forward runs that lookup. `aboveForm` is the staff
 * info text (wired by the app).
 */
export function TrackingPage({ aboveForm }: { aboveForm?: ReactNode }) {
  const { t } = useSiteTranslation('tracking');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The prerendered HTML knows no query; read it once the page is live.
  const id = hydrated ? (params.get('id')?.trim() ?? '') : '';
  // A party link's key (DECISIONS 18); a new number is a new URL without it.
  const partyKey = (hydrated && params.get('k')) || undefined;
  const [attempt, setAttempt] = useState(0);
  const [searching, setSearching] = useState(false);

  const submit = (trackingNumber: string) => {
    // A new number is a new URL; the number already shown is asked again.
    if (trackingNumber === id) setAttempt((value) => value + 1);
    else void navigate({ search: `?id=${encodeURIComponent(trackingNumber)}` });
  };

  return (
    <>
      <PageHero title={t('title')} lead={t('intro')} />
      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        {aboveForm}
        <div className="-mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
          <TrackingForm
            key={id}
            initialValue={id}
            searching={searching && id !== ''}
            onSubmit={submit}
          />
        </div>
        {id !== '' && (
          <Suspense fallback={<LookupLoading onMount={() => setSearching(true)} />}>
            <LookupOutcome
              trackingNumber={id}
              partyKey={partyKey}
              attempt={attempt}
              onSearchingChange={setSearching}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}

/** While the lookup's code loads, the button already says "Searching…". */
function LookupLoading({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}
