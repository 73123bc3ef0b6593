/** config.toml files of a test's own, each in a temp folder removed after the test. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach } from 'vitest';

/** Call at the top of a test file; the function it gives writes one file and returns its path. */
export function useConfigFiles(label: string): (text: string) => Promise<string> {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  return async (text) => {
    const folder = await mkdtemp(join(tmpdir(), `${label}-`));
    folders.push(folder);
    const file = join(folder, 'config.toml');
    await writeFile(file, text);
    return file;
  };
}
