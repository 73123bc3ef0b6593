/**
 * Passing a buffered request on to an HTTP upstream and its answer back, for the gateway and the
 * functions route alike: which headers stay behind, and the one way the answer is copied.
 */
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

/** Per-connection headers, and the length (the upstream gets the buffered body's own). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** The client's request headers an upstream may see: all but the hop-by-hop ones. */
export function forwardableHeaders(
  headers: IncomingHttpHeaders,
  alsoDropped: readonly string[] = [],
): http.OutgoingHttpHeaders {
  const forwarded: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !alsoDropped.includes(name)) forwarded[name] = value;
  }
  return forwarded;
}

/**
 * The upstream's headers minus hop-by-hop ones and minus its CORS headers: PostgREST answers
 * every request with `Access-Control-Allow-Origin: *`, which would replace the gateway's
 * allow-list (and pair `*` with our `Allow-Credentials: true`, which browsers reject). CORS has
 * one policy, the gateway's (applyCors).
 */
function upstreamHeaders(headers: IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const forwarded: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('access-control-')) continue;
    if (!HOP_BY_HOP.has(name) || name === 'content-length') forwarded[name] = value;
  }
  return forwarded;
}

export async function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...headers, 'content-length': body.length } },
      (response) => {
        res.writeHead(response.statusCode ?? 502, upstreamHeaders(response.headers));
        response.pipe(res);
        response.on('end', resolve);
        response.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}
