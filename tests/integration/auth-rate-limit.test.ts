/**
 * Sign-in attempts are limited per client, as Supabase Auth limits /token: a bucket of 30 that
 * refills at `[auth.rate_limit] token_refresh` per 5 minutes (150 in supabase/config.toml, one
 * request every 2 s). Each test comes from its own loopback address, so it has its own bucket.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { fetchFrom, newAddress, service, visitor } from './clients';
import { stack, uniqueEmail } from './support';

const PASSWORD = 'rate-limit-password-1';
const RATE_LIMITED = {
  code: 429,
  error_code: 'over_request_rate_limit',
  msg: 'Request rate limit reached',
};
let email: string;

beforeAll(async () => {
  email = uniqueEmail('rate-limit');
  const { error } = await service().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
});

function passwordGrant(address: string, password: string, headers: Record<string, string> = {}) {
  return fetchFrom(address)(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/**
 * Sends 60 wrong passwords at once (their limit checks land within a fraction of a second, far
 * less than the 2 s one new request needs) and resolves once the first 429 shows the bucket is
 * empty, with all 60 answers still to come.
 */
async function exhaust(address: string) {
  const attempts = Array.from({ length: 60 }, () => passwordGrant(address, 'wrong-password-1'));
  await Promise.any(
    attempts.map(async (attempt) => {
      if ((await attempt).status !== 429) throw new Error('not refused yet');
    }),
  );
  return async () =>
    Promise.all(
      attempts.map(async (attempt) => {
        const response = await attempt;
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
}

describe('sign-in rate limit', () => {
  it('refuses the 31st attempt in a burst, and then the right password too', async () => {
    const address = newAddress();
    const answers = await exhaust(address);

    const { data, error } = await visitor(address).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    const results = await answers();
    const wrong = results.filter((result) => result.status === 400);
    const limited = results.filter((result) => result.status === 429);
    expect(wrong).toHaveLength(30);
    expect(limited).toHaveLength(30);
    for (const { body } of wrong) {
      expect(body).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    }
    for (const { body } of limited) expect(body).toEqual(RATE_LIMITED);
  });

  it('counts refresh-token grants in the same bucket', async () => {
    const address = newAddress();
    const answers = await exhaust(address);
    const response = await fetchFrom(address)(
      `${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`,
      {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ refresh_token: 'abcdefghijkl' }),
      },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await response.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    await answers();
  });

  it('keys on the address the gateway saw, not on a client-written X-Forwarded-For', async () => {
    const address = newAddress();
    const answers = await exhaust(address);
    const forged = await passwordGrant(address, PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expect(forged.status).toBe(429);
    expect(await forged.json()).toEqual(RATE_LIMITED);

    // Another client is not affected.
    const other = await visitor(newAddress()).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(other.error).toBeNull();
    expect(other.data.session?.user.email).toBe(email);
    await answers();
  });
});
