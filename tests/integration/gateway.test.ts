import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from '../../local-stack/config';
import { sql, stack } from './support';

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.apiUrl}${path}`, init);
  const text = await response.text();
  return { response, text, body: JSON.parse(text) as Record<string, unknown> };
}

function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toMatch(/node_modules|Error:/);
}

describe('gateway', () => {
  it('refuses a request without an apikey with a JSON 401', async () => {
    const { response, body, text } = await call('/rest/v1/');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(body.message).toBe('No API key found in request');
    expectNoInternals(text);
  });

  it('refuses an unknown apikey with a JSON 401, also on auth routes', async () => {
    for (const path of ['/rest/v1/', '/auth/v1/settings']) {
      const { response, body } = await call(path, { headers: { apikey: 'not-a-key' } });
      expect(response.status).toBe(401);
      expect(body.message).toBe('Invalid API key');
    }
  });

  it('accepts the apikey as a query parameter, like Supabase', async () => {
    const { response } = await call(`/auth/v1/health?apikey=${stack.anonKey}`);
    expect(response.status).toBe(200);
  });

  it('takes ?apikey= out of the URL before PostgREST sees it', async () => {
    const { response, body } = await call(
      `/rest/v1/info_content?select=lang&lang=eq.de&apikey=${stack.anonKey}`,
    );
    expect(response.status).toBe(200);
    expect(body).toEqual([{ lang: 'de' }]);
  });

  it('leaves the rest of the query exactly as sent when it takes ?apikey= out', async () => {
    // PostgREST splits a raw `;` like `&`; re-encoded as %3B it would be part of the order.
    const { response, body } = await call(
      `/rest/v1/info_content?select=lang&lang=eq.de&apikey=${stack.anonKey}&order=lang;select%20pg_sleep(5)`,
    );
    expect(response.status).toBe(200);
    expect(body).toEqual([{ lang: 'de' }]);
  });

  it('takes ?apikey= out of the URL before the Auth service sees it', async () => {
    // The admin user list echoes its query string in the Link header.
    const { response } = await call(
      `/auth/v1/admin/users?per_page=1&apikey=${stack.serviceRoleKey}`,
    );
    expect(response.status).toBe(200);
    const link = response.headers.get('link') ?? '';
    expect(link).toContain('per_page=1');
    expect(link).not.toContain('apikey');
  });

  it('serves the CLI Kong open auth routes without an apikey, and only those', async () => {
    // /verify reaches Auth, which asks for the verification type (verify.go Validate).
    for (const path of ['/auth/v1/verify', '/auth/v1/verify?token=x']) {
      const { response, body } = await call(path);
      expect({ path, status: response.status, code: body.error_code }).toEqual({
        path,
        status: 400,
        code: 'validation_failed',
      });
    }
    for (const path of ['/auth/v1/callback/x', '/auth/v1/authorize?provider=github']) {
      const { response, body } = await call(path);
      expect({ path, status: response.status, code: body.error_code }).toEqual({
        path,
        status: 404,
        code: 'not_found',
      });
    }
    for (const path of [
      '/auth/v1/health',
      '/auth/v1/token?grant_type=password',
      '/auth/v1/verifications',
    ]) {
      const { response, body } = await call(path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect(body.message).toBe('No API key found in request');
    }
  });

  it("answers CORS on /rest/v1 with its own allow-list, never PostgREST's *", async () => {
    const get = (origin: string) =>
      fetch(`${stack.apiUrl}/rest/v1/info_content?select=lang`, {
        headers: { apikey: stack.anonKey, origin },
      });
    const local = await get('http://localhost:5173');
    expect(local.status).toBe(200);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('access-control-allow-credentials')).toBe('true');
    expect(local.headers.get('vary')).toMatch(/Origin/);

    const foreign = await get('https://evil.example');
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('says its answers vary by Origin even to a request without one, so a browser cache never gives a CORS fetch an answer without the header', async () => {
    const plain = await fetch(`${stack.apiUrl}/rest/v1/info_content?select=lang`, {
      headers: { apikey: stack.anonKey },
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Origin/);
  });

  it('answers an unknown route with a JSON 404', async () => {
    for (const path of ['/', '/storage/v2/object', '/rest/v2/x', '/favicon.ico']) {
      const { response, body, text } = await call(path, { headers: { apikey: stack.anonKey } });
      expect(response.status).toBe(404);
      expect(body.message).toBe('no Route matched with those values');
      expectNoInternals(text);
    }
  });

  it('caps request bodies with a JSON 413', async () => {
    const huge = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) });
    for (const path of ['/auth/v1/token?grant_type=password', '/rest/v1/rpc/anything']) {
      const { response, body } = await call(path, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: huge,
      });
      expect(response.status).toBe(413);
      expect(body.message).toBe('Request size limit exceeded');
    }
  });

  it('turns malformed JSON into a JSON 400 from the service behind it', async () => {
    const headers = {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    };
    const auth = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers,
      body: '{"email": ',
    });
    expect(auth.response.status).toBe(400);
    expect(auth.body.code).toBe('bad_json');
    expectNoInternals(auth.text);

    const rest = await call('/rest/v1/rpc/anything', { method: 'POST', headers, body: '{"a": ' });
    expect(rest.response.status).toBe(400);
    expect(rest.body.code).toBe('PGRST102');
  });

  it('answers CORS preflights for a loopback site origin and not for a foreign one', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.apiUrl}/rest/v1/`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, content-type',
        },
      });
    const local = await preflight('http://localhost:5173');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('access-control-allow-headers')).toMatch(/apikey/);

    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('exposes the auth error headers to the browser', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/health`, {
      headers: { apikey: stack.anonKey, origin: 'http://127.0.0.1:4173' },
    });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
  });

  it("forwards addresses as hosted does: the client's X-Forwarded-For plus ours, and our cf-connecting-ip", async () => {
    await sql(`
      create function public.test_forwarded_headers() returns json language sql stable
        set search_path = '' as
        $$ select json_build_object(
             'x-forwarded-for', current_setting('request.headers', true)::json->>'x-forwarded-for',
             'cf-connecting-ip', current_setting('request.headers', true)::json->>'cf-connecting-ip') $$;
      revoke execute on function public.test_forwarded_headers() from public;
      grant execute on function public.test_forwarded_headers() to anon;
      notify pgrst, 'reload schema';`);
    try {
      const probe = (headers: Record<string, string>) =>
        fetch(`${stack.apiUrl}/rest/v1/rpc/test_forwarded_headers`, {
          method: 'POST',
          headers: { apikey: stack.anonKey, ...headers },
        });
      await expect.poll(async () => (await probe({})).status, { timeout: 5000 }).toBe(200);
      expect(await (await probe({})).json()).toEqual({
        'x-forwarded-for': '127.0.0.1',
        'cf-connecting-ip': '127.0.0.1',
      });
      // A client may write X-Forwarded-For (its leftmost value reaches the database, as on
      // hosted) but never the address in cf-connecting-ip.
      const forged = await probe({
        'x-forwarded-for': '203.0.113.9, 198.51.100.1',
        'cf-connecting-ip': '203.0.113.9',
      });
      expect(await forged.json()).toEqual({
        'x-forwarded-for': '203.0.113.9, 198.51.100.1, 127.0.0.1',
        'cf-connecting-ip': '127.0.0.1',
      });
    } finally {
      await sql(`drop function public.test_forwarded_headers(); notify pgrst, 'reload schema';`);
    }
  });

  describe('forwards only to its own upstreams', () => {
    /** A throw-away server standing for any host the gateway can reach: it records every request. */
    const received: string[] = [];
    let recorder: http.Server;
    let target: string;

    beforeAll(async () => {
      recorder = http.createServer((req, res) => {
        received.push(`${req.method ?? ''} ${req.url ?? ''} ${req.headers.authorization ?? ''}`);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"recorder":true}');
      });
      await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
      target = `127.0.0.1:${(recorder.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => recorder.close(resolve));
    });

    /**
     * One request with `requestTarget` exactly as written: node:http sends its `path` byte for
     * byte (absolute-form included), where fetch would resolve `..`, turn `\` into `/` and so on.
     */
    function send(
      requestTarget: string,
      authorization = 'Bearer caller-secret-token',
    ): Promise<{ status: number; body: string }> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: new URL(stack.apiUrl).port,
            path: requestTarget,
            agent: false,
            headers: { apikey: stack.anonKey, authorization },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    }

    it('answers a path that names another host with its JSON 404 and sends nothing there', async () => {
      const gateway = new URL(stack.apiUrl).host;
      const targets = [
        `//${target}/x`,
        `/rest/v1//${target}/x`,
        `/auth/v1//${target}/x`,
        `/functions/v1//${target}/x`,
        `/rest/v1/%2F%2F${target}/x`,
        `/rest/v1/%2f%2f${target}/x`,
        `/rest/v1/\\${target}/x`,
        `/rest/v1/\\\\${target}/x`,
        `/rest/v1/%5C%5C${target}/x`,
        `/rest/v1/..//${target}/x`,
        `/rest/v1/x/..//${target}/x`,
        `/rest/v1/x/%2e%2e//${target}/x`,
        `/rest/v1/./\\${target}/x`,
        `/auth/v1/x/..//${target}/x`,
        `http://${target}/x`,
        `http://${gateway}/rest/v1//${target}/x`,
        `http://${gateway}/rest/v1/x/..//${target}/x`,
      ];
      const answers = [];
      for (const requestTarget of targets) {
        const { status, body } = await send(requestTarget);
        answers.push({ requestTarget, status, body });
      }
      expect(answers).toEqual(
        targets.map((requestTarget) => ({
          requestTarget,
          status: 404,
          body: '{"message":"no Route matched with those values"}',
        })),
      );
      // Every answer is in, and a forwarded request reaches the upstream before it answers.
      expect(received).toEqual([]);
    });

    it('routes an absolute-form request by its path alone, never by its host', async () => {
      const { status, body } = await send(
        `http://${target}/rest/v1/info_content?select=lang&lang=eq.de`,
        `Bearer ${stack.anonKey}`,
      );
      expect({ status, body: JSON.parse(body) as unknown }).toEqual({
        status: 200,
        body: [{ lang: 'de' }],
      });
      expect(received).toEqual([]);
    });
  });
});

describe('gateway to Storage (/storage/v1)', () => {
  const buckets = async (headers: Record<string, string>) => {
    const { response, body } = await call('/storage/v1/bucket', { headers });
    return { status: response.status, body };
  };
  const serviceSees = expect.arrayContaining([
    expect.objectContaining({ id: 'shipment-evidence' }),
  ]);

  it('needs no apikey, and turns one into the JWT it stands for, as the CLI’s Kong does', async () => {
    expect(await buckets({ apikey: stack.serviceRoleKey })).toEqual({
      status: 200,
      body: serviceSees,
    });
    // An opaque key in Authorization (older supabase-js sends it) gives way to the apikey's JWT.
    expect(
      await buckets({ apikey: DEMO_SECRET_KEY, authorization: `Bearer ${DEMO_SECRET_KEY}` }),
    ).toEqual({ status: 200, body: serviceSees });
    expect(await buckets({ apikey: DEMO_PUBLISHABLE_KEY })).toEqual({ status: 200, body: [] });
  });

  it('passes a request with neither header to Storage, which refuses it', async () => {
    expect(await buckets({})).toEqual({
      status: 400,
      body: { statusCode: '403', error: 'Unauthorized', message: 'Invalid Compact JWS' },
    });
  });

  it("leaves unknown paths to Storage's own 404", async () => {
    const { response, body } = await call('/storage/v1/objects?x=1', {
      headers: { apikey: stack.anonKey },
    });
    expect(response.status).toBe(404);
    expect(body).toEqual({
      message: 'Route GET:/objects?x=1 not found',
      error: 'Not Found',
      statusCode: 404,
    });
  });

  it('lets a browser send the headers storage-js sends', async () => {
    const response = await fetch(`${stack.apiUrl}/storage/v1/object/b/a.png`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,apikey,x-upsert,x-metadata,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization,apikey,x-upsert,x-metadata,cache-control',
    );
  });

  describe('resumable uploads (TUS)', () => {
    const endpoint = `${stack.apiUrl}/storage/v1/upload/resumable`;
    const origin = 'http://localhost:5173';

    it('passes an OPTIONS that is no CORS preflight on to their server, which tells its protocol', async () => {
      const response = await fetch(endpoint, { method: 'OPTIONS' });
      expect(response.status).toBe(204);
      expect(response.headers.get('tus-version')).toBe('1.0.0');
      expect(response.headers.get('tus-extension')).toBe(
        'creation,creation-with-upload,termination,expiration',
      );
      expect(response.headers.get('tus-max-size')).toBe('52428800000');
    });

    it('lets a browser send TUS’s headers and read Location and Upload-Offset', async () => {
      const requested =
        'authorization,apikey,content-type,tus-resumable,upload-length,upload-metadata,upload-offset,x-signature,x-upsert';
      const preflight = await fetch(`${endpoint}/some-upload`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': requested,
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toMatch(/\bPATCH\b/);
      expect(preflight.headers.get('access-control-allow-headers')).toBe(requested);

      // An upload started and dropped again, as service (no object is made).
      const headers = {
        origin,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'tus-resumable': '1.0.0',
      };
      const base64 = (value: string) => Buffer.from(value).toString('base64');
      const created = await fetch(endpoint, {
        method: 'POST',
        headers: {
          ...headers,
          'upload-length': '3',
          'upload-metadata': `bucketName ${base64('shipment-evidence')},objectName ${base64('gateway/cors.pdf')},contentType ${base64('application/pdf')}`,
        },
      });
      expect(created.status).toBe(201);
      const location = created.headers.get('location') ?? '';
      expect(location).toMatch(new RegExp(`^${endpoint}/[\\w-]+$`));
      const patched = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...headers,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: '%',
      });
      expect([patched.status, patched.headers.get('upload-offset')]).toEqual([204, '1']);
      for (const response of [created, patched]) {
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-expose-headers')?.split(', ')).toEqual(
          expect.arrayContaining(['Location', 'Upload-Offset', 'Upload-Length', 'Tus-Resumable']),
        );
      }
      expect((await fetch(location, { method: 'DELETE', headers })).status).toBe(204);
    });
  });
});
