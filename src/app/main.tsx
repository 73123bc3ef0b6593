import '@/index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { showHandedOverToasts } from '@/components/ui/toast-handover';
import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { readInitialData } from '@/lib/initial-data';
import { resolvePath } from '@/lib/routes/route-manifest';
import { collapseLeadingSlashes } from '@/lib/routes/site-path';
import { skipHydration } from '@/lib/use-hydrated';

import { App } from './app';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { createPublicRoutes } from './routes/public-routes';
import { PublicRoutes } from './routes/route-elements';
import { notFoundModule, pageModule } from './routes/route-modules';

showHandedOverToasts();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// `//admin/tracking` would name the host `admin` to every URL built from it.
collapseLeadingSlashes();
const resolved = resolvePath(location.pathname, location.search);
if (resolved.kind === 'admin') {
  // A host that answers every URL with this shell: the staff area is a build of its own.
  void import('./start-staff-app').then((m) => m.startStaffApp());
} else {
  // A static host serves a page's file for its URL with a trailing slash too: move to the
  // canonical URL before the router starts, so that file hydrates as it is.
  if (resolved.kind === 'redirect' && !resolved.detected) {
    history.replaceState(history.state, '', resolved.to);
  }
  const lang = 'lang' in resolved ? resolved.lang : storedLanguage();
  const initialData = readInitialData(document);
  const i18n = createI18n({ lng: lang, preloaded: initialData.texts });
  const routes = createPublicRoutes(i18n);
  // A prerendered page hydrates only once its code and texts are here, so the first client
  // render matches the HTML and nothing flashes "Loading…". A failed load renders anyway:
  // the page's error boundary shows it.
  const firstRoute =
    resolved.kind === 'page'
      ? pageModule(i18n, resolved.page, resolved.lang)
      : resolved.kind === 'not-found'
        ? notFoundModule(i18n, resolved.lang)
        : undefined;
  void Promise.allSettled([firstRoute]).then(() => {
    const app = (
      <StrictMode>
        <App i18n={i18n} initialData={initialData}>
          <BrowserRouter>
            <RouteErrorBoundary resetKey="">
              <PublicRoutes routes={routes} />
            </RouteErrorBoundary>
          </BrowserRouter>
        </App>
      </StrictMode>
    );
    if (container.hasChildNodes()) {
      // Hydration as a transition: React yields to the browser between components, so a tap
      // or a keystroke on the prerendered page is answered while the page attaches (one long
      // task otherwise, issue #17).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      skipHydration();
      createRoot(container).render(app);
    }
  });
}
