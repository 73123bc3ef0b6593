import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { CONFIG_TOML_PATH, readAuthRateLimits } from './project-config';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function configFile(text: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'project-config-'));
  folders.push(folder);
  const file = join(folder, 'config.toml');
  await writeFile(file, text);
  return file;
}

describe('readAuthRateLimits', () => {
  it('reads [auth.rate_limit] token_refresh from supabase/config.toml', async () => {
    const text = await readFile(CONFIG_TOML_PATH, 'utf8');
    const written = /\[auth\.rate_limit\][^[]*?\ntoken_refresh = (\d+)/.exec(text)?.[1];
    expect(written).toMatch(/^\d+$/);
    expect(readAuthRateLimits().tokenRefresh).toBe(Number(written));
  });

  it("falls back to the CLI's default when the key is left out", async () => {
    expect(readAuthRateLimits(await configFile('[auth]\nenabled = true\n'))).toEqual({
      tokenRefresh: 150,
      emailSent: 2,
    });
  });

  it('refuses a value that is not a rate', async () => {
    const file = await configFile('[auth.rate_limit]\ntoken_refresh = "lots"\n');
    expect(() => readAuthRateLimits(file)).toThrow(/token_refresh must be a number/);
  });
});
