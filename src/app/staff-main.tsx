import '@/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { showHandedOverToasts } from '@/components/ui/toast-handover';
import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { collapseLeadingSlashes } from '@/lib/routes/site-path';

import { App } from './app';
import { createStaffRoutes } from './routes/staff-routes';

showHandedOverToasts();
// Before the router reads the URL: its fallback loads unknown paths as documents, and
// `//admin/tracking` would be the host `admin`.
collapseLeadingSlashes();

const container = document.getElementById('root');
if (!container) throw new Error('staff.html has no #root element');

const i18n = createI18n({ lng: storedLanguage() });
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n}>
      <RouterProvider router={createBrowserRouter(createStaffRoutes(i18n))} />
    </App>
  </StrictMode>,
);
