import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { App } from '@/app/app';
import { createStaffRoutes } from '@/app/routes/staff-routes';
import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';

type Router = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has loaded the first URL's lazy route modules (no clock). */
function initialised(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The staff area at `url`, as the browser runs it: the real routes (lazy modules, providers,
 * guard), texts loaded as routes ask for them, in a memory router. A public URL it navigates
 * to is left to the browser (LoadAsDocument): `location()` shows it.
 *
 * It renders once the route modules are loaded: Vite transforms them on their first import,
 * and on a busy machine that alone outlasted a query's 10 s, so the first test of a file saw
 * an empty page (issue #38). The test's own timeout still bounds the wait.
 */
export async function renderApp(url: string) {
  const i18n = createI18n({ lng: storedLanguage() });
  const router = createMemoryRouter(createStaffRoutes(i18n), { initialEntries: [url] });
  await initialised(router);
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
