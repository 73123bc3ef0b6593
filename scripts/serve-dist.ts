/** npm run preview — serves dist/ like a static host: files, then the SPA fallback. */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sirv from 'sirv';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PREVIEW_PORT ?? 4173);

export function staticSiteHandler(dir: string): http.RequestListener {
  return sirv(path.resolve(dir), { single: true, etag: true, dev: false });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  http.createServer(staticSiteHandler(dist)).listen(port, '127.0.0.1', () => {
    console.log(`Serving dist/ on http://127.0.0.1:${port}/`);
  });
}
