/**
 * Tests that act as several visitors of one local stack: the gateway counts a client by its
 * socket address (cf-connecting-ip), so each visitor connects from a loopback address of its own.
 */
import http from 'node:http';

/**
 * fetch over a connection from a given loopback source address (127.0.0.2, …), so that one
 * test process can act as several customers: the gateway sees each as its own client.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        request.url,
        {
          method: request.method,
          // Node frames a body by itself only on methods that usually carry one: a DELETE's
          // (storage-js's remove) would go out unframed and be read as the next request.
          headers: {
            ...Object.fromEntries(request.headers),
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            const status = incoming.statusCode ?? 502;
            const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(payload, { status, headers }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

// Every test file runs in its own module scope but all share one stack, whose throttles and
// limits remember addresses: a random start keeps files (and test runs sharing a stack) from
// reusing each other's addresses. Consecutive addresses lie in different /24 networks, because
// the tracking throttle also counts misses per network (20261125120000).
let nextAddress = Math.floor(Math.random() * 200 * 250 * 250);
/** A loopback address (127.x.y.z) no other visitor of this test run has used. */
export function newAddress(): string {
  nextAddress += 1;
  const [high, middle, low] = [
    nextAddress % 200,
    Math.floor(nextAddress / 200) % 250,
    Math.floor(nextAddress / (200 * 250)) % 250,
  ];
  return `127.${high + 1}.${middle + 1}.${low + 2}`;
}
