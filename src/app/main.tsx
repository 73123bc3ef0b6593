import '@/index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { readInitialData } from '@/lib/initial-data';
import { resolvePath } from '@/lib/routes/route-manifest';

import { App } from './app';
import { createRoutes } from './routes/create-routes';
import { resolveLazyRoutes } from './routes/resolve-lazy-routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const resolved = resolvePath(location.pathname, location.search);
// A static host serves a page's file for its URL with a trailing slash too: move to the
// canonical URL before the router starts, so that file hydrates as it is.
if (resolved.kind === 'redirect' && !resolved.detected) {
  history.replaceState(history.state, '', resolved.to);
}
const lang =
  resolved.kind === 'page' || resolved.kind === 'not-found' ? resolved.lang : storedLanguage();
const i18n = createI18n({ lng: lang });
const routes = createRoutes(i18n);

// A prerendered page hydrates only once its route's code and texts are here, so the first
// client render matches the HTML and nothing flashes "Loading...".
void resolveLazyRoutes(routes, location.pathname).then(() => {
  const app = (
    <StrictMode>
      <App i18n={i18n} initialData={readInitialData(document)}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // Hydration as a transition: React yields to the browser between components, so a tap or
    // a keystroke on the prerendered page is answered while the page attaches (one long task
    // otherwise, issue #17).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
