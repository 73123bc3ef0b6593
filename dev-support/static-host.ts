/**
 * The two ways static hosts answer a URL, for the browser tests and the bench:
 * - files-first: the file for the path if there is one (`/en/index.html`, `/login/index.html`),
 *   the app shell (index.html) otherwise, like Netlify or Cloudflare Pages with a SPA fallback;
 * - rewrite-first: every URL that is not an asset gets the app shell, whatever files exist,
 *   like many CDN-in-front-of-a-bucket setups (issue #17).
 * Both have the one rule the drivers' app needs (issue #52, `_redirects`): every URL below
 * /driver/ gets its page, which the public shell does not start (its bytes stay as they are).
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import sirv from 'sirv';

import { isDriverPath } from '../src/lib/routes/route-manifest';

import { listenOnFreePort } from './ports';

export type HostKind = 'files-first' | 'rewrite-first';

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/** A path the rewrite-first host still serves as a file: built assets and root files. */
const ASSET = /^\/(assets\/|[^/]+\.[a-z0-9]+$)/i;

/** The drivers' app's page, for every URL below its prefix. */
const DRIVER_PAGE = path.join('driver', 'index.html');

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
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    onRequest?.(pathname);
    const driverPage = isDriverPath(pathname);
    if (!driverPage && (kind === 'files-first' || ASSET.test(pathname))) {
      files(req, res);
      return;
    }
    readFile(path.join(dir, driverPage ? DRIVER_PAGE : 'index.html')).then(
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
