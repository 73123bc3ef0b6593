import '@/index.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { createI18n } from '@/lib/i18n/i18n';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';
import { readInitialData } from '@/lib/initial-data';
import { resolvePath } from '@/lib/routes/route-manifest';

import { App } from './app';
import { loadPage, pageNamespaces } from './routes/page-registry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const resolved = resolvePath(location.pathname, location.search);
const lang =
  resolved.kind === 'page' || resolved.kind === 'not-found' ? resolved.lang : storedLanguage();
const i18n = createI18n({ lng: lang });

// A prerendered page hydrates only once its code and texts are here, so the first client
// render matches the HTML and nothing flashes "Loading...".
const ready: Array<Promise<unknown>> = [i18n.loadNamespaces('common')];
if (resolved.kind === 'page') {
  ready.push(loadPage[resolved.page](), i18n.loadNamespaces([...pageNamespaces[resolved.page]]));
}
if (resolved.kind === 'admin') ready.push(i18n.loadLanguages(ADMIN_LANGUAGE));

const app = (
  <StrictMode>
    <BrowserRouter>
      <App i18n={i18n} initialData={readInitialData(document)} />
    </BrowserRouter>
  </StrictMode>
);

void Promise.all(ready).finally(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
