import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dropLucideDataReads } from './drop-lucide-data-reads';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One icon bundled as the site bundles it: the minified chunk's code. */
async function bundleIcon(entry: string, plugins: Plugin[]): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      lib: { entry, formats: ['es'] },
      minify: true,
      rolldownOptions: { external: [/^react/] },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]?.output.map((file) => ('code' in file ? file.code : '')).join('') ?? '';
}

describe('dropLucideDataReads', () => {
  let dir: string;
  let entry: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(root, 'node_modules', '.tmp-lucide-'));
    entry = path.join(dir, 'entry.js');
    // Rendered, so the icon's data must stay; only the bare read of it goes.
    await writeFile(entry, "export { CircleCheck } from 'lucide-react';\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('removes the bare `__iconData.node;` read that every icon carries into the bundle', async () => {
    const before = await bundleIcon(entry, []);
    const after = await bundleIcon(entry, [dropLucideDataReads()]);
    // Without the plugin the read survives minification (if lucide stops writing it, this fails
    // and the plugin can go).
    expect(before).toMatch(/\b[\w$]+\.node;/);
    expect(after).not.toMatch(/\b[\w$]+\.node;/);
    // The icon itself is intact: its name and its path.
    for (const code of [before, after]) {
      expect(code).toContain('circle-check');
      expect(code).toContain('m16 9-5.5 5.5L8 12');
    }
    expect(before.length - after.length).toBeGreaterThanOrEqual('e.node;'.length);
  });
});
