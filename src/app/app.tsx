import type { i18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

import type { InitialData } from '@/lib/initial-data';
import { InitialDataContext } from '@/lib/initial-data-context';

import { AppRoutes } from './routes/app-routes';

/** The whole site, given its router (browser or static) by the entry that renders it. */
export function App({ i18n, initialData = {} }: { i18n: i18n; initialData?: InitialData }) {
  // Marks the page interactive (hydrated), for browser tests and anyone debugging a slow phone.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <InitialDataContext value={initialData}>
        <AppRoutes />
      </InitialDataContext>
    </I18nextProvider>
  );
}
