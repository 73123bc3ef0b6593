/**
 * Who may talk to the inbox. It holds reset links and party keys, so a web page must not read or
 * clear it: DNS rebinding points a page's own name at 127.0.0.1 (same origin for the browser, so
 * only the Host header tells), and a cross-site form or fetch can POST or DELETE without reading
 * (only Origin tells). Mailpit checks Origin against Host (server/cors.go); Host itself it does
 * not check, which is what rebinding needs. We check both.
 */
import type http from 'node:http';

/** The names a browser reaches the inbox by; anything else came through someone's DNS. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Why the request is refused, or undefined when it may go on. */
export function refusal(req: http.IncomingMessage, port: number): string | undefined {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!LOOPBACK_NAMES.some((name) => host === `${name}:${port}`)) {
    return `Host "${host}" is not this inbox: use http://127.0.0.1:${port}`;
  }
  if (READ_METHODS.has(req.method ?? 'GET')) return undefined;
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`) {
    return `Origin "${origin}" may not change this inbox`;
  }
  // A browser that sends no Origin still says where the request came from.
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `a ${site} request may not change this inbox`;
  }
  return undefined;
}
