import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { importMapFile, mergedImportMap } from './import-map';

let dir: string;

async function write(file: string, value: unknown) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-map-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("a function's import map", () => {
  it("is chosen as the CLI chooses it: deno.json, the folder's import_map.json, the global one", async () => {
    for (const name of ['own', 'legacy', 'global']) await write(`${name}/index.ts`, '');
    await write('own/deno.json', { imports: {} });
    await write('own/import_map.json', { imports: {} });
    await write('legacy/import_map.json', { imports: {} });
    await write('import_map.json', { imports: {} });
    expect(importMapFile(dir, 'own')).toBe(path.join(dir, 'own', 'deno.json'));
    expect(importMapFile(dir, 'legacy')).toBe(path.join(dir, 'legacy', 'import_map.json'));
    expect(importMapFile(dir, 'global')).toBe(path.join(dir, 'import_map.json'));
  });

  it('is merged for the one runtime, local addresses relative to each file', async () => {
    for (const name of ['a', 'b', '_shared']) await write(`${name}/index.ts`, '');
    await write('a/deno.json', {
      imports: { '#common/': '../../common/', react: 'npm:react@19.3.1' },
    });
    await write('b/deno.json', { imports: { '#common/': '../../common/' } });
    // Not a function (the CLI's name rule): its file is not read.
    await write('_shared/deno.json', { imports: { react: 'npm:react@18.0.0' } });
    expect(mergedImportMap(dir)).toEqual({
      imports: {
        '#common/': pathToFileURL(path.join(dir, '..', 'common')).href + '/',
        react: 'npm:react@19.3.1',
      },
    });
  });

  it('refuses two functions that map one name differently, naming both files', async () => {
    for (const name of ['a', 'b']) await write(`${name}/index.ts`, '');
    await write('a/deno.json', { imports: { react: 'npm:react@19.3.1' } });
    await write('b/deno.json', { imports: { react: 'npm:react@19.3.0' } });
    expect(() => mergedImportMap(dir)).toThrow(
      `"react" is "npm:react@19.3.1" in ${path.join(dir, 'a', 'deno.json')} but ` +
        `"npm:react@19.3.0" in ${path.join(dir, 'b', 'deno.json')}`,
    );
  });
});
