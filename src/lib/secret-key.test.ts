import { describe, expect, it } from 'vitest';

import { secretKeyProblem } from './secret-key';

/** An unsigned JWT with these claims; only the payload matters to the check. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('secretKeyProblem', () => {
  it('flags service_role JWTs and sb_secret_ keys', () => {
    expect(secretKeyProblem('X', jwt({ role: 'service_role' }))).toMatch(
      /^X holds a service_role key/,
    );
    expect(secretKeyProblem('X', ' sb_secret_abc')).toMatch(/^X holds a secret key/);
  });

  it('lets anon and authenticated JWTs, publishable keys and other values pass', () => {
    for (const value of [
      jwt({ role: 'anon' }),
      jwt({ role: 'authenticated' }),
      'sb_publishable_abc',
      'AIzaSyD-maps-key',
      'https://example.com',
      'a.b.c',
      '',
    ]) {
      expect(secretKeyProblem('X', value)).toBeNull();
    }
  });
});
