import '@/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { showHandedOverToasts } from '@/components/ui/toast-handover';
import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';

import { App } from './app';
import { createStaffRoutes } from './routes/staff-routes';

showHandedOverToasts();

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
