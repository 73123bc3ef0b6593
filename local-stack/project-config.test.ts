import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { useConfigFiles } from '../test-support/config-files';
import { CONFIG_TOML_PATH, readAuthRateLimits, readFunctionsVerifyJwt } from './project-config';

const configFile = useConfigFiles('project-config');

describe('readAuthRateLimits', () => {
  it.each([
    ['token_refresh', 'tokenRefresh'],
    ['email_sent', 'emailSent'],
    ['token_verifications', 'tokenVerifications'],
  ] as const)('reads [auth.rate_limit] %s from supabase/config.toml', async (key, field) => {
    const text = await readFile(CONFIG_TOML_PATH, 'utf8');
    const table = /^\[auth\.rate_limit\]$([\s\S]*?)^\[/m.exec(text)?.[1] ?? '';
    const written = new RegExp(`^${key} = (\\d+)$`, 'm').exec(table)?.[1];
    expect(written).toMatch(/^\d+$/);
    expect(readAuthRateLimits()[field]).toBe(Number(written));
  });

  it("falls back to the CLI's default when the key is left out", async () => {
    expect(readAuthRateLimits(await configFile('[auth]\nenabled = true\n'))).toEqual({
      tokenRefresh: 150,
      emailSent: 2,
      tokenVerifications: 30,
    });
  });

  it('refuses a value that is not a rate', async () => {
    const file = await configFile('[auth.rate_limit]\ntoken_refresh = "lots"\n');
    expect(() => readAuthRateLimits(file)).toThrow(/token_refresh must be a number/);
  });
});

describe('readFunctionsVerifyJwt', () => {
  it('reads verify_jwt of each [functions.<name>] that sets it', async () => {
    const file = await configFile(
      '[functions.open]\nverify_jwt = false\n[functions.closed]\nverify_jwt = true\n[functions.other]\nimport_map = "x"\n',
    );
    expect([...readFunctionsVerifyJwt(file)]).toEqual([
      ['open', false],
      ['closed', true],
    ]);
  });

  it('refuses a verify_jwt that is not a boolean', async () => {
    const file = await configFile('[functions.open]\nverify_jwt = "no"\n');
    expect(() => readFunctionsVerifyJwt(file)).toThrow(/verify_jwt must be true or false/);
  });
});
