import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { App } from '@/app/app';
import { createRoutes } from '@/app/routes/create-routes';
import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';

/**
 * The whole site at `url`, as the browser runs it: the real routes (lazy modules, loaders,
 * providers, guard), texts loaded as routes ask for them, in a memory router.
 */
export function renderApp(url: string) {
  const i18n = createI18n({ lng: storedLanguage() });
  const router = createMemoryRouter(createRoutes(i18n), { initialEntries: [url] });
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
