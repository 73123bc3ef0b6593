/**
 * Edge Functions through the gateway, as hosted serves them: the fixture functions of
 * tests/fixtures/functions on a stack of their own (copied to a temp folder with a `.env`).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { FunctionsHttpError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../dev-support/node-supabase-client';
import { DEMO_PUBLISHABLE_KEY } from '../../local-stack/config';
import { type RunningStack, startStack } from '../../local-stack/stack';
import { uniqueEmail } from './support';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/functions');

let root: string;
let stack: RunningStack;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'functions-'));
  const functionsDir = path.join(root, 'functions');
  await fs.cp(FIXTURES, functionsDir, { recursive: true });
  await fs.writeFile(
    path.join(functionsDir, '.env'),
    'FROM_DOT_ENV=dot-env-value\nOVERRIDDEN=from-dot-env\nSUPABASE_URL=http://evil.example\n',
  );
  const envFile = path.join(root, 'override.env');
  await fs.writeFile(envFile, 'OVERRIDDEN=from-env-file\n');
  stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    functionsDir,
    functionsEnvFile: envFile,
    functionsVerifyJwt: new Map([['public', false]]),
  });
});

afterAll(async () => {
  await stack.stop();
  await fs.rm(root, { recursive: true, force: true });
});

async function call(name: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/${name}`, init);
  return { response, text: await response.text() };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function signed(claims: Record<string, unknown>, secret = stack.jwtSecret): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

async function userToken(): Promise<{ token: string; email: string }> {
  const email = uniqueEmail('functions');
  const password = 'functions-password-123';
  const admin = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  const client = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { token: data.session?.access_token ?? '', email };
}

describe('Edge Functions: the JWT check hosted applies', () => {
  const refusals: Array<[string, Record<string, string>, object]> = [
    [
      'no Authorization',
      {},
      { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
    ],
    [
      'not a Bearer header',
      { Authorization: 'Basic dXNlcjpwYXNz' },
      { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: "Auth header is not 'Bearer {token}'" },
    ],
    [
      'garbage',
      bearer('garbage'),
      { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
    ],
    [
      'a publishable key (not a JWT)',
      bearer(DEMO_PUBLISHABLE_KEY),
      { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
    ],
  ];

  for (const [label, headers, expected] of refusals) {
    it(`refuses ${label} with 401 before the function runs`, async () => {
      const { response, text } = await call('echo', { headers });
      expect(response.status).toBe(401);
      expect(JSON.parse(text)).toEqual(expected);
      expect(response.headers.get('sb-error-code')).toBe((expected as { code: string }).code);
      expect(response.headers.get('x-echo')).toBeNull();
    });
  }

  it('refuses an expired token and one signed with another secret as UNAUTHORIZED_LEGACY_JWT', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signed({ role: 'anon', iat: now - 7200, exp: now - 3600 });
    const forged = await signed(
      { role: 'service_role', exp: now + 3600 },
      'another-secret-of-32-characters!!',
    );
    for (const token of [expired, forged]) {
      const { response, text } = await call('echo', { headers: bearer(token) });
      expect(response.status).toBe(401);
      expect(JSON.parse(text)).toEqual({ code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT' });
    }
  });

  it('lets the anon key and a signed-in user through, Authorization and apikey unchanged', async () => {
    const { token } = await userToken();
    for (const jwt of [stack.anonKey, token]) {
      const { response, text } = await call('echo', {
        headers: { ...bearer(jwt), apikey: stack.anonKey },
      });
      expect(response.status).toBe(200);
      const body = JSON.parse(text) as { authorization: string; apikey: string };
      expect(body.authorization).toBe(`Bearer ${jwt}`);
      expect(body.apikey).toBe(stack.anonKey);
    }
  });

  it('skips the check for a function with verify_jwt = false', async () => {
    const { response, text } = await call('public');
    expect(response.status).toBe(200);
    expect(text).toBe('public answer');
  });
});

describe('Edge Functions: requests, secrets and failures', () => {
  it('passes method, sub-path, query, headers and body through', async () => {
    const { response, text } = await call('echo/orders/42?x=1&y=%C8%99', {
      method: 'PUT',
      headers: {
        ...bearer(stack.anonKey),
        'x-custom': 'custom-value',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ș: 'ț' }),
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      method: 'PUT',
      path: '/echo/orders/42',
      search: '?x=1&y=%C8%99',
      custom: 'custom-value',
      contentType: 'application/json',
      body: '{"ș":"ț"}',
    });
  });

  it('gives the secrets hosted gives, .env then --env-file, never SUPABASE_* from a file', async () => {
    const { text } = await call('echo', { headers: bearer(stack.anonKey) });
    const { env } = JSON.parse(text) as { env: Record<string, unknown> };
    expect(env).toEqual({
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_DB_URL: stack.dbUrl,
      serviceRoleKeyLength: stack.serviceRoleKey.length,
      FROM_DOT_ENV: 'dot-env-value',
      OVERRIDDEN: 'from-env-file',
      // The Node process's own environment stays out.
      HOME: null,
    });
  });

  it('runs supabase-js from node_modules with the service key, which never reaches the caller', async () => {
    const { token, email } = await userToken();
    const client = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
    const { data, error } = await client.functions.invoke<{ email: string; users: number }>(
      'whoami',
      { headers: bearer(token) },
    );
    expect(error).toBeNull();
    expect(data?.email).toBe(email);
    expect(data?.users).toBeGreaterThanOrEqual(1);
    for (const name of ['whoami', 'echo', 'crash?mode=throw', 'broken', 'missing']) {
      const { text } = await call(name, { headers: bearer(token) });
      expect(text).not.toContain(stack.serviceRoleKey);
      expect(text).not.toContain(stack.jwtSecret);
    }
  });

  it('resolves a bare import through the functions import_map.json', async () => {
    const { response, text } = await call('mapped', { headers: bearer(stack.anonKey) });
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ session: null, error: null });
  });

  it('answers functions.invoke with the body as JSON', async () => {
    const client = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
    const { data, error } = await client.functions.invoke<{ body: string; method: string }>(
      'echo',
      { body: { shipment: '482913' } },
    );
    expect(error).toBeNull();
    expect(data?.method).toBe('POST');
    expect(JSON.parse(data?.body ?? '')).toEqual({ shipment: '482913' });
  });

  it('answers a function that does not exist with 404 NOT_FOUND, with or without a JWT', async () => {
    for (const name of ['missing', 'missing/sub', 'echo.ts', 'ECHO', '9echo', '']) {
      for (const headers of [{}, bearer(stack.anonKey)]) {
        const { response, text } = await call(name, { headers });
        expect(response.status, name).toBe(404);
        expect(JSON.parse(text)).toEqual({
          code: 'NOT_FOUND',
          message: 'Requested function was not found',
        });
      }
    }
    const client = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
    const { error } = await client.functions.invoke('missing');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context).toMatchObject({ status: 404 });
  });

  it('answers a crashing function with 500 WORKER_ERROR, and the next request works', async () => {
    for (const mode of ['throw', 'exit']) {
      const { response, text } = await call(`crash?mode=${mode}`, {
        headers: bearer(stack.anonKey),
      });
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
      const next = await call('crash', { headers: bearer(stack.anonKey) });
      expect(next.response.status).toBe(200);
      expect(next.text).toBe('still alive');
    }
  });

  it('answers a function that fails to load with 503 BOOT_ERROR', async () => {
    const { response, text } = await call('broken', { headers: bearer(stack.anonKey) });
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
  });

  it('refuses outgoing connections to ports 25 and 587, as hosted does, but not 465', async () => {
    const { response, text } = await call('ports', { headers: bearer(stack.anonKey) });
    expect(response.status).toBe(200);
    const result = JSON.parse(text) as Record<string, { deno: string; node: string }>;
    expect(result['25']).toEqual({ deno: 'NotCapable', node: 'NotCapable' });
    expect(result['587']).toEqual({ deno: 'NotCapable', node: 'NotCapable' });
    expect(result['465']?.deno).not.toBe('NotCapable');
    expect(result['465']?.node).not.toBe('NotCapable');
  });

  it("applies the gateway's CORS policy, not the function's own", async () => {
    const origin = 'http://127.0.0.1:5173';
    const preflight = await fetch(`${stack.apiUrl}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const { response } = await call('echo', {
      headers: { ...bearer(stack.anonKey), Origin: origin },
    });
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await call('echo', {
      headers: { ...bearer(stack.anonKey), Origin: 'https://evil.example' },
    });
    expect(foreign.response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
