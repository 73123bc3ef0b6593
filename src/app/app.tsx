import type { i18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

import type { InitialData } from '@/lib/initial-data';
import { InitialDataContext } from '@/lib/initial-data-context';

/**
 * What every page has, public or staff: texts and build-time data. `children` is the router
 * (browser or static), given by the entry that renders it.
 */
export function App({
  i18n,
  initialData = {},
  children,
}: {
  i18n: i18n;
  initialData?: InitialData;
  children: ReactNode;
}) {
  // Marks the page interactive (hydrated), for browser tests and anyone debugging a slow phone.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <InitialDataContext value={initialData}>{children}</InitialDataContext>
    </I18nextProvider>
  );
}
