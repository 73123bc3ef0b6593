import { describe, expect, it } from 'vitest';

import { readEnv } from './env';

const valid = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321/',
  VITE_SUPABASE_ANON_KEY: 'anon',
};

describe('readEnv', () => {
  it('returns the values, without a trailing slash on the URL', () => {
    expect(readEnv(valid)).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'anon',
      googleMapsApiKey: undefined,
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
});
