import '@/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { showHandedOverToasts } from '@/components/ui/toast-handover';
import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { captureInitialFragment } from '@/lib/initial-fragment';
import { collapseLeadingSlashes } from '@/lib/routes/site-path';

import { App } from './app';
import { createStaffRoutes } from './routes/staff-routes';

showHandedOverToasts();
// Before the router reads the URL: its fallback loads unknown paths as documents, and
// `//admin/tracking` would be the host `admin`.
collapseLeadingSlashes();
// Before the auth client loads (with the staff screens): it takes an e-mail link's session from
// the URL fragment and clears it, and the choose-password page needs to know which link it was.
captureInitialFragment();

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
