import { describe, expect, it } from 'vitest';

import { readEnv } from './read-env';

const valid = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321/',
  VITE_SUPABASE_ANON_KEY: 'anon',
};

// The Supabase CLI's public demo anon key (supabase/cli pkg/config/apikeys.go).
const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

describe('readEnv', () => {
  it('returns the values, without a trailing slash on the URL', () => {
    expect(readEnv(valid)).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'anon',
    });
  });

  it('names the missing variable', () => {
    expect(() => readEnv({ ...valid, VITE_SUPABASE_ANON_KEY: '' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
    expect(() => readEnv({ VITE_SUPABASE_ANON_KEY: 'anon' })).toThrow(/VITE_SUPABASE_URL/);
  });

  it('rejects anything but an http(s) URL', () => {
    for (const url of ['127.0.0.1:54321', 'localhost:54321', 'not a url']) {
      expect(() => readEnv({ ...valid, VITE_SUPABASE_URL: url })).toThrow(/not an http\(s\) URL/);
    }
  });

  it('accepts the anon and publishable keys', () => {
    for (const key of [DEMO_ANON_KEY, 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH']) {
      expect(readEnv({ ...valid, VITE_SUPABASE_ANON_KEY: key }).supabaseAnonKey).toBe(key);
    }
  });

  // Secret and service_role keys are refused by the build itself: tests/unit/bundle-env.test.ts.
});
