/**
 * Hostile input against every public endpoint: the tracking lookup, the info text, the tables
 * anon must not read, sign-in. Each case is sent as raw HTTP through the gateway from an address
 * of its own (so throttles never mix cases) and must get its exact status, never a 5xx, and a
 * body that shows nothing of our implementation (DECISIONS 4).
 */
import http from 'node:http';

import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import { newAddress } from './clients';
import { stack } from './support';
import { forgetMisses, SEEDED } from './tracking';

/** Names and texts of our implementation, SQL internals and stack traces. */
const INTERNALS = [
  /setval|nextval|read-only transaction|25006/i,
  /lookup_shipment|tracking_(miss|client|count|window)|reset_tracking|request_client/i,
  /private\.|pg_catalog|supabase_admin|authenticator/i,
  /\n\s+at |\.(ts|js|go|hs):\d+|node_modules|goroutine|panic/i,
];

interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  status: number;
  /** The `code` of the JSON error body, when the service gives one. */
  code?: string;
  /** A name the request itself carried, which the answer may repeat. */
  echo?: string;
  /** Why a 5xx is what the hosted service answers too (the only excuse for one). */
  serverErrorAsHosted?: string;
}

interface Answer {
  status: number;
  contentType: string | undefined;
  text: string;
}

/** Exactly these bytes and headers, from a loopback address of the case's own. */
function send(c: Case): Promise<Answer> {
  const url = new URL(`${stack.apiUrl}${c.path}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: c.method ?? 'POST', headers: c.headers, localAddress: newAddress() },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(c.body);
  });
}

const anonHeaders = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
/** What the site sends for the lookup (a list: no row is a miss, src/lib/public-api). */
const rpcHeaders = {
  ...anonHeaders,
  'content-type': 'application/json',
  accept: 'application/json',
};
const RPC = '/rest/v1/rpc/track_shipment';

function lookup(name: string, value: unknown, status = 200, code?: string): Case {
  return {
    name,
    path: RPC,
    headers: rpcHeaders,
    body: JSON.stringify({ tracking_number: value }),
    status,
    code,
  };
}

function rawLookup(name: string, body: string, status: number, code?: string): Case {
  return { name, path: RPC, headers: rpcHeaders, body, status, code };
}

function lookupAt(name: string, path: string, number: string, status: number, code?: string): Case {
  return {
    name,
    path,
    headers: rpcHeaders,
    body: JSON.stringify({ tracking_number: number }),
    status,
    code,
  };
}

const TOKEN = '/auth/v1/token?grant_type=password';
const authHeaders = {
  apikey: stack.anonKey,
  'content-type': 'application/json',
  'x-supabase-api-version': '2024-01-01',
};

function signIn(name: string, body: unknown, status = 400, code = 'invalid_credentials'): Case {
  return { name, path: TOKEN, headers: authHeaders, body: JSON.stringify(body), status, code };
}

function read(name: string, path: string, status: number, code?: string, extra = {}): Case {
  return { name, method: 'GET', path, headers: { ...anonHeaders, ...extra }, status, code };
}

const secret = new TextEncoder().encode(stack.jwtSecret);
const wrongSecret = new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret');
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function corpus(): Promise<Case[]> {
  const expired = await new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(secret);
  const forged = await new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(wrongSecret);
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`;
  const withToken = (token: string) => ({ ...rpcHeaders, authorization: `Bearer ${token}` });

  return [
    // --- the tracking lookup: what a number can be ---
    lookup('a 100,000-character number', '9'.repeat(100_000)),
    lookup('a 900 kB number (just under the body limit)', 'A'.repeat(900_000)),
    lookup('letters from other scripts', 'Ω≈ç√∫˜µ≤≥÷'),
    lookup('emoji', '📦🚚'),
    lookup('a zero-width space before a real number', `\u200b${SEEDED}`),
    lookup('a right-to-left override', `\u202e${[...SEEDED].reverse().join('')}`),
    lookup('Arabic-Indic digits', '٤٨٢٩١٣'),
    lookup('full-width digits', '４８２９１３'),
    lookup('combining marks', `4\u0308${SEEDED.slice(1)}`),
    rawLookup('a lone surrogate', '{"tracking_number": "\\ud800"}', 400, 'PGRST102'),
    rawLookup('a null byte', `{"tracking_number": "482\\u0000913"}`, 400, '22P05'),
    lookup('a script tag', '<script>alert(1)</script>'),
    lookup('an HTML attribute break', '"><img src=x onerror=alert(1)>'),
    lookup('SQL: always true', "' or 1=1 --"),
    lookup('SQL: a real number, then a comment', `${SEEDED}' --`),
    lookup('SQL: a second statement', "'; drop table public.shipments; --"),
    lookup('SQL: LIKE wildcards', '%'),
    lookup('SQL: underscores', '______'),
    lookup('SQL: a real number with a wildcard', `${SEEDED}%`),
    lookup('backslashes and quotes', '\\\'"\\'),
    lookup('dollar quoting', '$$ select 1 $$'),
    lookup('PostgREST: an eq filter', `eq.${SEEDED}`),
    lookup('PostgREST: an in filter', `in.(${SEEDED})`),
    lookup('PostgREST: an or filter', `or=(id.eq.${SEEDED})`),
    lookup('PostgREST: a star', '*'),
    lookup('an empty string', ''),
    // --- the tracking lookup: JSON of the wrong type ---
    {
      ...lookup('a JSON number that is a real number (read as its text)', Number(SEEDED), 200),
      code: undefined,
    },
    lookup('true', true),
    lookup('null', null),
    lookup('an empty array', []),
    lookup('an array holding a real number', [SEEDED]),
    lookup('an object', { $gt: '' }),
    rawLookup('an extra parameter', `{"tracking_number": "1", "limit": 1000}`, 404, 'PGRST202'),
    rawLookup('no parameter', '{}', 404, 'PGRST202'),
    rawLookup('an empty body', '', 404, 'PGRST202'),
    rawLookup('broken JSON', '{"tracking_number": ', 400, 'PGRST102'),
    // PostgREST 12 makes one call of the first object: one lookup, counted as one.
    rawLookup('a JSON array holding a real number', `[{"tracking_number": "${SEEDED}"}]`, 200),
    {
      ...rawLookup(
        'a bulk call of twelve missing numbers and a real one',
        JSON.stringify(
          [...Array(12).keys()]
            .map((n) => ({ tracking_number: `NX${n}` }))
            .concat({ tracking_number: SEEDED }),
        ),
        200,
      ),
      headers: { ...rpcHeaders, prefer: 'params=multiple-objects' },
    },
    rawLookup(
      'JSON nested 10,000 deep',
      `{"tracking_number": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      200,
    ),
    {
      name: 'a body over the 1 MiB limit',
      path: RPC,
      headers: rpcHeaders,
      body: JSON.stringify({ tracking_number: 'x'.repeat(1_100_000) }),
      status: 413,
    },
    // --- the tracking lookup: methods, media types, preferences, query strings ---
    read('GET with a real number', `${RPC}?tracking_number=${SEEDED}`, 405, 'PT405'),
    read('GET with a missing number', `${RPC}?tracking_number=000000`, 405, 'PT405'),
    {
      name: 'HEAD',
      method: 'HEAD',
      path: `${RPC}?tracking_number=${SEEDED}`,
      headers: anonHeaders,
      status: 405,
    },
    {
      name: 'PUT',
      method: 'PUT',
      path: RPC,
      headers: rpcHeaders,
      body: '{}',
      status: 405,
      code: 'PGRST101',
    },
    {
      name: 'PATCH',
      method: 'PATCH',
      path: RPC,
      headers: rpcHeaders,
      body: '{}',
      status: 405,
      code: 'PGRST101',
    },
    {
      name: 'DELETE',
      method: 'DELETE',
      path: RPC,
      headers: anonHeaders,
      status: 405,
      code: 'PGRST101',
    },
    {
      name: 'a form body with a real number',
      path: RPC,
      headers: { ...rpcHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: `tracking_number=${SEEDED}`,
      status: 200,
    },
    {
      name: 'text/plain',
      path: RPC,
      headers: { ...rpcHeaders, 'content-type': 'text/plain' },
      body: SEEDED,
      // PostgREST looks for a function with one unnamed parameter; track_shipment has two.
      status: 404,
      code: 'PGRST202',
    },
    {
      name: 'XML',
      path: RPC,
      headers: { ...rpcHeaders, 'content-type': 'application/xml' },
      body: `<tracking_number>${SEEDED}</tracking_number>`,
      status: 400,
      code: 'PGRST102',
    },
    {
      name: 'asking for XML back',
      path: RPC,
      headers: { ...rpcHeaders, accept: 'application/xml' },
      body: `{"tracking_number": "${SEEDED}"}`,
      status: 415,
      code: 'PGRST107',
    },
    {
      name: 'asking for the transaction to be rolled back',
      path: RPC,
      headers: { ...rpcHeaders, prefer: 'tx=rollback' },
      body: '{"tracking_number": "000000"}',
      status: 406,
      code: 'PT406',
    },
    {
      name: 'asking for one object, as .single() does (PostgREST would roll a miss back)',
      path: RPC,
      headers: { ...rpcHeaders, accept: 'application/vnd.pgrst.object+json' },
      body: `{"tracking_number": "${SEEDED}"}`,
      status: 406,
      code: 'PT406',
    },
    {
      name: 'the whole body as one parameter',
      path: RPC,
      headers: { ...rpcHeaders, prefer: 'params=single-object' },
      body: `{"tracking_number": "${SEEDED}"}`,
      status: 404,
      code: 'PGRST202',
    },
    lookupAt('a filter beside a missing number', `${RPC}?id=eq.${SEEDED}`, '000000', 200),
    lookupAt(
      'selecting a column that does not exist',
      `${RPC}?select=secret`,
      SEEDED,
      400,
      '42703',
    ),
    // PostgREST reads a column name up to the ';' and never runs the rest.
    {
      ...lookupAt('an order with SQL in it', `${RPC}?order=id;select pg_sleep(5)`, SEEDED, 200, ''),
      code: undefined,
    },
    { ...lookup('a malformed token', SEEDED, 401, 'PGRST301'), headers: withToken('garbage') },
    {
      ...lookup('a token signed with another secret', SEEDED, 401, 'PGRST301'),
      headers: withToken(forged),
    },
    { ...lookup('an unsigned token', SEEDED, 401, 'PGRST301'), headers: withToken(unsigned) },
    { ...lookup('an expired token', SEEDED, 401, 'PGRST301'), headers: withToken(expired) },
    {
      ...lookup('no apikey', SEEDED, 401),
      code: undefined,
      headers: { 'content-type': 'application/json' },
    },
    // --- the info text ---
    read('the info text', '/rest/v1/info_content?lang=eq.de', 200),
    read('a language that does not exist', '/rest/v1/info_content?lang=eq.xx', 200),
    read('SQL in a filter', "/rest/v1/info_content?lang=eq.' or 1=1 --", 200),
    read('a column that does not exist', '/rest/v1/info_content?id=eq.1', 400, '42703'),
    read('embedding the shipments', '/rest/v1/info_content?select=*,shipments(*)', 400, 'PGRST200'),
    read('a cast that fails', '/rest/v1/info_content?select=content::int', 400, '22P02'),
    read('a broken or filter', '/rest/v1/info_content?or=(lang.eq.x', 400, 'PGRST100'),
    read('a negative limit', '/rest/v1/info_content?limit=-1', 416, 'PGRST103'),
    read('a function in order', '/rest/v1/info_content?order=pg_sleep(10)', 400, 'PGRST108'),
    read('an impossible range', '/rest/v1/info_content', 416, 'PGRST103', { range: '1000-0' }),
    read('another schema', '/rest/v1/info_content', 406, 'PGRST106', {
      'accept-profile': 'private',
    }),
    {
      name: 'writing the info text',
      method: 'PATCH',
      path: '/rest/v1/info_content?lang=eq.de',
      headers: { ...anonHeaders, 'content-type': 'application/json' },
      body: '{"title": "<script>alert(1)</script>"}',
      status: 401,
      code: '42501',
    },
    {
      name: 'adding an info text',
      path: '/rest/v1/info_content',
      headers: { ...anonHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'ro', title: 'x' }),
      status: 401,
      code: '42501',
    },
    {
      name: 'deleting the info text',
      method: 'DELETE',
      path: '/rest/v1/info_content?lang=eq.de',
      headers: anonHeaders,
      status: 401,
      code: '42501',
    },
    {
      name: 'creating the default info texts',
      path: '/rest/v1/rpc/create_default_info_content',
      headers: rpcHeaders,
      body: '{}',
      status: 401,
      code: '42501',
    },
    // --- tables and functions anon must not reach ---
    read('all shipments', '/rest/v1/shipments?select=*', 401, '42501'),
    read('one shipment by number', `/rest/v1/shipments?id=eq.${SEEDED}`, 401, '42501'),
    read('the staff table', '/rest/v1/staff', 404, '42P01'),
    read('a private table by schema', '/rest/v1/staff', 406, 'PGRST106', {
      'accept-profile': 'private',
    }),
    read('the result type as a table', '/rest/v1/tracked_shipment', 400, '42809'),
    {
      name: 'adding a shipment',
      path: '/rest/v1/shipments',
      headers: { ...anonHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'X1', shippername: 'a', recipientname: 'b' }),
      status: 401,
      code: '42501',
    },
    {
      name: 'the internal lookup',
      path: '/rest/v1/rpc/lookup_shipment',
      headers: rpcHeaders,
      body: `{"tracking_number": "${SEEDED}"}`,
      status: 404,
      code: 'PGRST202',
      echo: 'lookup_shipment',
    },
    {
      name: 'granting itself staff',
      path: '/rest/v1/rpc/grant_staff',
      headers: rpcHeaders,
      body: '{"user_id": "a1b2c3d4-0000-4000-8000-00000000aaaa"}',
      status: 401,
      code: '42501',
    },
    // --- sign-in ---
    signIn('a 100,000-character e-mail', {
      email: `${'a'.repeat(100_000)}@example.com`,
      password: 'x',
    }),
    signIn('a unicode e-mail', { email: 'ünïcödé@exämple.com', password: 'pässwörd' }),
    {
      ...signIn(
        'an e-mail with a null byte',
        { email: 'staff\u0000@example.com', password: 'x' },
        500,
        'unexpected_failure',
      ),
      serverErrorAsHosted:
        'GoTrue looks the e-mail up as given, Postgres refuses text with NUL, and any error but ' +
        '"not found" is a 500 (supabase/auth internal/api/token.go ResourceOwnerPasswordGrant)',
    },
    signIn('a script tag', { email: '<script>alert(1)</script>@x.com', password: 'x' }),
    signIn('SQL as the e-mail', { email: "' or 1=1 --", password: "' or 1=1 --" }),
    signIn('an e-mail that is a number', { email: 123, password: 'x' }, 400, 'bad_json'),
    signIn('a password that is null', { email: 'staff@example.com', password: null }),
    signIn('arrays', { email: ['staff@example.com'], password: ['x'] }, 400, 'bad_json'),
    signIn('neither e-mail nor phone', {}, 400, 'validation_failed'),
    {
      name: 'sign-in with broken JSON',
      path: TOKEN,
      headers: authHeaders,
      body: '{"email": ',
      status: 400,
      code: 'bad_json',
    },
    {
      name: 'sign-in as a form',
      path: TOKEN,
      headers: { ...authHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=staff%40example.com&password=x',
      status: 400,
      code: 'bad_json',
    },
    {
      name: 'an unknown grant type',
      path: '/auth/v1/token?grant_type=../../admin',
      headers: authHeaders,
      body: '{}',
      status: 400,
      code: 'invalid_credentials',
    },
    {
      name: 'a refresh token that is garbage',
      path: '/auth/v1/token?grant_type=refresh_token',
      headers: authHeaders,
      body: JSON.stringify({ refresh_token: "'; drop table auth.users; --" }),
      status: 400,
      code: 'validation_failed',
    },
    {
      name: 'sign-in by GET',
      method: 'GET',
      path: TOKEN,
      headers: authHeaders,
      status: 405,
      code: 'method_not_allowed',
    },
    {
      name: 'a sign-in body over the limit',
      path: TOKEN,
      headers: authHeaders,
      body: JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'x' }),
      status: 413,
    },
  ];
}

describe('hostile input', () => {
  let cases: Case[] = [];
  beforeAll(async () => {
    await forgetMisses();
    cases = await corpus();
  });

  it('covers at least 50 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it('gets the exact status, no 5xx and no internals, case by case', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      const answer = await send(c);
      const problems: string[] = [];
      if (answer.status !== c.status)
        problems.push(`status ${answer.status}, expected ${c.status}`);
      if (answer.status >= 500 && !c.serverErrorAsHosted) problems.push('server error');
      const shown = c.echo ? answer.text.replaceAll(c.echo, '') : answer.text;
      for (const pattern of INTERNALS) {
        if (pattern.test(shown)) problems.push(`shows ${pattern}`);
      }
      if (answer.text !== '' && !answer.contentType?.includes('json') && answer.status >= 400) {
        problems.push(`error body is ${answer.contentType ?? 'untyped'}`);
      }
      if (c.code !== undefined && answer.status >= 400) {
        const body = JSON.parse(answer.text) as { code?: unknown; error_code?: unknown };
        if (body.code !== c.code) problems.push(`code ${String(body.code)}, expected ${c.code}`);
      }
      if (problems.length > 0) {
        failures.push(`${c.name}: ${problems.join('; ')} — ${answer.text.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
