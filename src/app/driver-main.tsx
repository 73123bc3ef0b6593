import '@/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { createI18n } from '@/lib/i18n/i18n';
import { collapseLeadingSlashes } from '@/lib/routes/site-path';
import { ADMIN_LANGUAGE } from '#common/languages';

import driverTexts from '../../locales/ro/driver.json';
import { App } from './app';
import { registerDriverWorker } from './register-driver-worker';
import { createDriverRoutes } from './routes/driver-routes';

collapseLeadingSlashes();

const container = document.getElementById('root');
if (!container) throw new Error('driver.html has no #root element');

// The app's one namespace comes with it: it must open without signal, texts and all.
const i18n = createI18n({
  lng: ADMIN_LANGUAGE,
  ns: ['driver'],
  preloaded: { driver: driverTexts },
});
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n}>
      <RouterProvider router={createBrowserRouter(createDriverRoutes())} />
    </App>
  </StrictMode>,
);
registerDriverWorker();
