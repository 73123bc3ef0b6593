/**
 * The floor of the page-weight scenario (issue #17): the barest app this project's framework
 * choice allows — React, react-dom, react-router-dom, i18next and react-i18next at the versions
 * installed here, one eager page and one lazy route, nothing else — built by Vite in the same
 * run. A public page's JavaScript is judged as a ratio to it, so the budget follows the
 * framework's own size instead of a number that ages with every upgrade.
 */
import { readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The packages the floor is made of; their installed versions are reported with it. */
const FLOOR_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'i18next',
  'react-i18next',
] as const;

const SOURCES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`,
  'home.tsx': `import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Home() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('home')}</h1>
      <Link to="/about">{t('about')}</Link>
    </main>
  );
}
`,
  'about.tsx': `import { useTranslation } from 'react-i18next';

export function About() {
  const { t } = useTranslation();
  return <h1>{t('about')}</h1>;
}
`,
};

/**
 * How the floor routes. `routes` (<BrowserRouter> + <Routes>, React.lazy) is the barest use of
 * react-router-dom and the floor the issue measured (97.3 KB); `data-router`
 * (createBrowserRouter, a route's `lazy`) is the API this site uses, built to show what that
 * choice costs by itself.
 */
export type FloorRouter = 'routes' | 'data-router';

const I18N_INIT = `void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { home: 'Home', about: 'About' } } },
});`;

const MAIN: Record<FloorRouter, string> = {
  routes: `import i18next from 'i18next';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

import { Home } from './home';

${I18N_INIT}

const About = lazy(async () => ({ default: (await import('./about')).About }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/about" element={<About />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  </StrictMode>,
);
`,
  'data-router': `import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { Home } from './home';

${I18N_INIT}

const router = createBrowserRouter([
  { path: '/', Component: Home },
  { path: '/about', lazy: async () => ({ Component: (await import('./about')).About }) },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
`,
};

/** The installed version of each floor package (from its own package.json). */
export async function floorVersions(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    FLOOR_PACKAGES.map(async (name) => {
      const file = path.join(projectRoot, 'node_modules', name, 'package.json');
      const { version } = JSON.parse(await readFile(file, 'utf8')) as { version: string };
      return [name, version] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Writes the floor's sources (routed as `router` says) into `dir` and builds them into `outDir`. `dir` links to the
 * project's node_modules, so every import resolves to the packages installed here.
 */
export async function buildFloorApp(
  dir: string,
  outDir: string,
  router: FloorRouter,
): Promise<void> {
  for (const [name, source] of Object.entries({ ...SOURCES, 'main.tsx': MAIN[router] })) {
    await writeFile(path.join(dir, name), source);
  }
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await build({
    root: dir,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}
