import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { App } from '@/app/app';
import { createStaffRoutes } from '@/app/routes/staff-routes';
import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';

/**
 * The staff area at `url`, as the browser runs it: the real routes (lazy modules, providers,
 * guard), texts loaded as routes ask for them, in a memory router. A public URL it navigates
 * to is left to the browser (LoadAsDocument): `location()` shows it.
 */
export function renderApp(url: string) {
  const i18n = createI18n({ lng: storedLanguage() });
  const router = createMemoryRouter(createStaffRoutes(i18n), { initialEntries: [url] });
  render(
    <App i18n={i18n}>
      <RouterProvider router={router} />
    </App>,
  );
  return {
    router,
    /** Where the app is now: pathname + search. */
    location: () => router.state.location.pathname + router.state.location.search,
  };
}
