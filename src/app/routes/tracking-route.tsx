import { use } from 'react';

import { InfoNotice } from '@/features/info/components/info-notice';
import { InfoPanel } from '@/features/info/components/info-panel';
import { hasInfo, shownInfo } from '@/features/info/info-text';
import { TrackingPage } from '@/features/tracking/components/tracking-page';
import { useSiteLanguage } from '@/lib/i18n/use-site-language';
import { InitialDataContext } from '@/lib/initial-data-context';
import { useHydrated } from '@/lib/use-hydrated';

/** The tracking page with the staff info text above its form (two features, wired here). */
export function TrackingRoute() {
  const hydrated = useHydrated();
  const lang = useSiteLanguage();
  const data = use(InitialDataContext);
  // A prerendered page has its language's text; the app shell has every language's.
  const initial = data.info ?? (data.infoTexts ? shownInfo(data.infoTexts, lang) : null);
  // The build-time copy is in the HTML (no layout shift); once live, the panel refreshes it.
  const snapshot = hasInfo(initial) ? <InfoNotice {...initial} /> : null;
  return (
    <TrackingPage aboveForm={hydrated ? <InfoPanel lang={lang} initial={initial} /> : snapshot} />
  );
}
