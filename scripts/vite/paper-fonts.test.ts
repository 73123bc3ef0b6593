import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, createServer, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaperFonts } from '../../src/lib/papers/pdf/paper-fonts';
import { readPaperFonts } from '../../test-support/paper-fonts';
import { paperFonts } from './paper-fonts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let dir: string;
let fonts: PaperFonts;
beforeAll(async () => {
  fonts = await readPaperFonts();
  dir = await mkdtemp(path.join(root, 'node_modules', '.tmp-paper-fonts-'));
  // As the site has it: a page starts a worker, the worker fetches the fonts.
  await writeFile(
    path.join(dir, 'page.js'),
    "new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });\n",
  );
  await writeFile(
    path.join(dir, 'worker.js'),
    "import { boldUrl, regularUrl } from 'virtual:paper-fonts';\nfetch(regularUrl);\nfetch(boldUrl);\n",
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('paperFonts', () => {
  it('a build emits the cut fonts, the bytes the tests print with, named in the worker', async () => {
    const output = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [paperFonts()],
      worker: { plugins: () => [paperFonts()] },
      build: { write: false, rolldownOptions: { input: path.join(dir, 'page.js') } },
    })) as Rolldown.RolldownOutput;
    const files = output.output;
    const font = (name: string) =>
      files.find(
        (file): file is Rolldown.OutputAsset =>
          file.type === 'asset' && new RegExp(`^assets/${name}-[\\w-]+\\.ttf$`).test(file.fileName),
      );
    const regular = font('NotoSans-Regular');
    const bold = font('NotoSans-Bold');
    expect(Buffer.from(regular!.source).equals(fonts.regular)).toBe(true);
    expect(Buffer.from(bold!.source).equals(fonts.bold)).toBe(true);
    const worker = files.find((file) => /^assets\/worker-[\w-]+\.js$/.test(file.fileName));
    const code = worker && 'source' in worker ? String(worker.source) : '';
    expect(code).toContain(`/${regular!.fileName}`);
    expect(code).toContain(`/${bold!.fileName}`);
  });

  it('the dev server serves the same bytes at the URLs the module names', async () => {
    const server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [paperFonts()],
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    try {
      const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
      const module = await (await fetch(`${origin}/@id/__x00__virtual:paper-fonts`)).text();
      const urls = [...module.matchAll(/export const (\w+) = "([^"]+)"/g)];
      expect(urls.map(([, name]) => name)).toEqual(['regularUrl', 'boldUrl']);
      const served = await Promise.all(
        urls.map(async ([, , url]) => {
          const response = await fetch(`${origin}${url}`);
          expect(response.headers.get('content-type')).toBe('font/ttf');
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      expect(served[0]!.equals(fonts.regular)).toBe(true);
      expect(served[1]!.equals(fonts.bold)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
