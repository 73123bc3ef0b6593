/**
 * The two ways static hosts answer a URL, for the browser tests and the bench:
 * - files-first: the file for the path if there is one (`/en/index.html`, `/login/index.html`),
 *   the app shell (index.html) otherwise, like Netlify or Cloudflare Pages with a SPA fallback;
 * - rewrite-first: every URL that is not an asset gets the app shell, whatever files exist,
 *   like many CDN-in-front-of-a-bucket setups (issue #17).
 * Both apply the build's own rewrites (`_redirects` lines `/prefix/* /file 200`, as Netlify
 * does), which a host of either kind is configured with: the drivers' app (issue #52) answers
 * every URL below /driver/ with its page, which the public shell does not start.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import sirv from 'sirv';

import { listenOnFreePort } from './ports';

export type HostKind = 'files-first' | 'rewrite-first';

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/** A path the rewrite-first host still serves as a file: built assets and root files. */
const ASSET = /^\/(assets\/|[^/]+\.[a-z0-9]+$)/i;

/** The `_redirects` rewrites below a prefix (`/driver/* /driver/index.html 200`). */
function prefixRewrites(dir: string): Array<{ prefix: string; file: string }> {
  let text = '';
  try {
    text = readFileSync(path.join(dir, '_redirects'), 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    if (status !== '200' || !from?.endsWith('/*') || from === '/*' || !to) return [];
    return [{ prefix: from.slice(0, -1), file: to }];
  });
}

export interface StaticHostOptions {
  /** Serve the `.br`/`.gz` copies next to each file when the browser accepts them, as CDNs do. */
  precompressed?: boolean;
  /** Told the path of every request the host answers (the bench counts what went over the wire). */
  onRequest?: (pathname: string) => void;
}

export function staticHostHandler(
  dir: string,
  kind: HostKind,
  { precompressed = false, onRequest }: StaticHostOptions = {},
): http.RequestListener {
  const files = sirv(dir, {
    single: true,
    etag: true,
    dev: false,
    gzip: precompressed,
    brotli: precompressed,
  });
  const rewrites = prefixRewrites(dir);
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    onRequest?.(pathname);
    const rewrite = rewrites.find(({ prefix }) => `${pathname}/`.startsWith(prefix));
    if (!rewrite && (kind === 'files-first' || ASSET.test(pathname))) {
      files(req, res);
      return;
    }
    readFile(path.join(dir, rewrite?.file ?? 'index.html')).then(
      (html) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  };
}

/** Serves `dir` as a host of `kind` on a free loopback port. */
export async function serveStatic(
  dir: string,
  kind: HostKind,
  options: StaticHostOptions = {},
): Promise<StaticHost> {
  const server = http.createServer(staticHostHandler(dir, kind, options));
  const port = await listenOnFreePort(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
