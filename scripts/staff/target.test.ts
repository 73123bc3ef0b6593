import { describe, expect, it } from 'vitest';

import { DEMO_SERVICE_ROLE_KEY } from '../../local-stack/config';
import { MissingSecretError, resolveTarget } from './target';

describe('resolveTarget', () => {
  it('uses the demo key for the local stack only', () => {
    expect(resolveTarget({})).toEqual({
      url: 'http://127.0.0.1:54321',
      serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    });
    for (const url of ['http://localhost:54321', 'http://127.0.0.2:9999', 'http://[::1]:54321']) {
      expect(resolveTarget({ SUPABASE_URL: url }).serviceRoleKey).toBe(DEMO_SERVICE_ROLE_KEY);
    }
  });

  it('refuses any other URL without SUPABASE_SERVICE_ROLE_KEY', () => {
    for (const url of [
      'https://abcdefghijklmnop.supabase.co',
      'http://127.0.0.1.example.com',
      'http://localhost.example',
      'not a url',
    ]) {
      expect(() => resolveTarget({ SUPABASE_URL: url })).toThrow(MissingSecretError);
    }
  });

  it('uses the key it is given', () => {
    expect(
      resolveTarget({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'secret' }),
    ).toEqual({ url: 'https://x.supabase.co', serviceRoleKey: 'secret' });
  });
});
