/**
 * npm run preview — serves dist/ like a static host: files, then the SPA fallback.
 * PREVIEW_HOST=rewrite-first answers every page URL with the app shell instead.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';

import { type HostKind, staticHostHandler } from '../dev-support/static-host';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PREVIEW_PORT ?? 4173);
const kind: HostKind =
  process.env.PREVIEW_HOST === 'rewrite-first' ? 'rewrite-first' : 'files-first';

http.createServer(staticHostHandler(dist, kind)).listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ (${kind}) on http://127.0.0.1:${port}/`);
});
