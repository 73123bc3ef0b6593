/**
 * What the build does with VITE_* variables, checked on a real Vite build (with this repo's
 * vite.config.ts and its plugins that refuse secret keys and unusable values) of the one module
 * that reads them, src/lib/env.ts: fast, and the same transform the site's bundle goes through.
 */
import { fileURLToPath } from 'node:url';

import { build, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../local-stack/config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PROBE = 'probe-secret-3b9f1c7e';
const touched = new Set<string>();

function setEnv(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    touched.add(name);
    process.env[name] = value;
  }
}

afterEach(() => {
  for (const name of touched) delete process.env[name];
  touched.clear();
});

async function buildEnvModule(): Promise<string> {
  const result = await build({
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/lib/env.ts', formats: ['es'], fileName: 'env' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('the build and VITE_* variables', () => {
  it('inlines the variables the site reads and no other', async () => {
    setEnv({
      VITE_SUPABASE_URL: 'https://project-ref.supabase.co',
      VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      VITE_PROBE_SECRET: PROBE,
    });
    const code = await buildEnvModule();
    expect(code).toContain('https://project-ref.supabase.co');
    expect(code).toContain(DEMO_ANON_KEY);
    expect(code).not.toContain(PROBE);
    expect(code).not.toContain('VITE_PROBE_SECRET');
  });

  it('refuses to build with a URL that is not http(s), naming the variable', async () => {
    setEnv({ VITE_SUPABASE_URL: 'localhost:54321', VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY });
    await expect(buildEnvModule()).rejects.toThrow(
      'VITE_SUPABASE_URL is not an http(s) URL: "localhost:54321".',
    );
  });

  it('refuses to build with an empty anon key, naming the variable', async () => {
    setEnv({ VITE_SUPABASE_URL: 'https://project-ref.supabase.co', VITE_SUPABASE_ANON_KEY: ' ' });
    await expect(buildEnvModule()).rejects.toThrow(
      'Missing environment variable VITE_SUPABASE_ANON_KEY',
    );
  });

  it('inlines the normalised values the page reads unchecked', async () => {
    setEnv({
      VITE_SUPABASE_URL: 'https://project-ref.supabase.co/',
      VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY,
    });
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(await buildEnvModule()).toString('base64')}`
    )) as { env: unknown };
    expect(module.env).toEqual({
      supabaseUrl: 'https://project-ref.supabase.co',
      supabaseAnonKey: DEMO_ANON_KEY,
    });
  });

  it('refuses to build with a service_role key as the anon key', async () => {
    setEnv({
      VITE_SUPABASE_URL: 'https://project-ref.supabase.co',
      VITE_SUPABASE_ANON_KEY: DEMO_SERVICE_ROLE_KEY,
    });
    await expect(buildEnvModule()).rejects.toThrow(
      'VITE_SUPABASE_ANON_KEY holds a service_role key, which bypasses row-level security',
    );
  });

  it('refuses to build with a secret key in any VITE_ variable', async () => {
    setEnv({
      VITE_SUPABASE_URL: 'https://project-ref.supabase.co',
      VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      VITE_SUPABASE_SECRET_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
    });
    await expect(buildEnvModule()).rejects.toThrow(
      'VITE_SUPABASE_SECRET_KEY holds a secret key (sb_secret_…)',
    );
  });
});
