/**
 * The browser for the e2e tests must be unpacked for whoever runs them, whatever another user of
 * the machine left in the shared temp folder (issue #29). Root cannot be locked out by a mode, so
 * the blockers here are a file or a foreign owner where a folder is expected.
 */
import { execFileSync } from 'node:child_process';
import {
  chmod,
  chown,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { sparticuzChromium } from '../../dev-support/chromium';
import { userCacheFolder, userTempFolder } from '../../dev-support/user-cache-folder';

const uid = process.geteuid?.();
const isRoot = uid === 0;
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Sets an environment variable for the rest of the test. */
function setEnv(name: string, value: string): void {
  const previous = process.env[name];
  process.env[name] = value;
  cleanups.push(() => {
    if (previous === undefined) delete process.env[name];
    else process.env[name] = previous;
  });
}

/** A temp folder of its own, as TMPDIR for the rest of the test. */
async function withFreshTmpdir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'chromium-per-user-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  setEnv('TMPDIR', dir);
  return dir;
}

async function sparticuzVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const manifest = join(dirname(entry), '..', '..', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

describe('the e2e browser, per user', () => {
  // Unpacking 200 MB takes a few seconds, more on a loaded machine.
  it(
    'is unpacked into this user’s own folder when the old shared names are taken',
    { timeout: 60_000 },
    async () => {
      const tmp = await withFreshTmpdir();
      // What another user's earlier run leaves behind: names this user cannot use.
      const shared = `sparticuz-chromium-${await sparticuzVersion()}`;
      await writeFile(join(tmp, shared), 'another user’s');
      await writeFile(join(tmp, 'chromium'), 'another user’s');
      // This user's own leftovers: one from a run cut short long ago, one from a run under way.
      const own = join(tmp, `transport-site-${uid}`);
      await mkdir(join(own, 'staging-abandoned'), { recursive: true, mode: 0o700 });
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(join(own, 'staging-abandoned'), twoHoursAgo, twoHoursAgo);
      await mkdir(join(own, 'staging-running'));

      const binary = await sparticuzChromium();

      expect(userTempFolder()).toBe(own);
      expect(binary).toBe(join(own, shared, 'chromium'));
      expect(execFileSync(binary, ['--version'], { encoding: 'utf8' })).toMatch(/^Chromium \d+\./);
      expect(((await stat(own)).mode & 0o777).toString(8)).toBe('700');
      // Nothing else written to the shared folder, nothing of the other user's touched.
      expect((await readdir(tmp)).sort()).toEqual(['chromium', shared, `transport-site-${uid}`]);
      expect(await readFile(join(tmp, shared), 'utf8')).toBe('another user’s');
      expect((await readdir(own)).sort()).toEqual([shared, 'staging-running']);
      // A second run finds it without unpacking again.
      expect(await sparticuzChromium()).toBe(binary);
    },
  );

  it('goes to the fallback folder when a file sits where this user’s folder belongs', async () => {
    const tmp = await withFreshTmpdir();
    await writeFile(userTempFolder(), 'not a folder');
    const fallback = join(tmp, 'project-cache');

    expect(userCacheFolder(fallback)).toBe(fallback);
    expect(((await stat(fallback)).mode & 0o777).toString(8)).toBe('700');
  });

  it.skipIf(!isRoot)('does not use a folder another user owns, even as root', async () => {
    const tmp = await withFreshTmpdir();
    await mkdir(userTempFolder(), { mode: 0o700 });
    await chown(userTempFolder(), 65534, 65534);
    const fallback = join(tmp, 'project-cache');

    expect(userCacheFolder(fallback)).toBe(fallback);
  });

  it('repairs its own folder left unreadable', async () => {
    await withFreshTmpdir();
    await mkdir(userTempFolder(), { mode: 0o700 });
    await chmod(userTempFolder(), 0o000);

    expect(userCacheFolder('/nonexistent-fallback')).toBe(userTempFolder());
    expect(((await stat(userTempFolder())).mode & 0o777).toString(8)).toBe('700');
  });

  it('says in one line what to do when neither folder can be used', async () => {
    const tmp = await withFreshTmpdir();
    await writeFile(userTempFolder(), 'not a folder');
    const fallback = join(tmp, 'also-a-file');
    await writeFile(fallback, 'not a folder');

    expect(() => userCacheFolder(fallback)).toThrow(
      `${userTempFolder()} is not a folder and ${fallback} is not a folder: ` +
        `remove ${userTempFolder()} and run again.`,
    );
  });
});

describe('playwright.config.ts', () => {
  it('loads without looking for a browser, so tools that read it (knip) never fail for one', async () => {
    setEnv('CHROMIUM_PATH', '/nonexistent/chrome');

    const { default: config } = await import('../../playwright.config');

    expect(config.globalSetup).toBe('./e2e/global-setup.ts');
    expect(config.use?.launchOptions?.executablePath).toBe(process.env.E2E_CHROMIUM_PATH);
  });
});
