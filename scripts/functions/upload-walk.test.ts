import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cliImports, uploadWalk } from './upload-walk';

let root: string;

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'upload-walk-'));
  await write(
    'supabase/functions/f/deno.json',
    JSON.stringify({ imports: { '#common/': '../../../common/', pkg: 'npm:pkg@1.0.0' } }),
  );
  await write(
    'supabase/functions/f/index.ts',
    [
      "import pkg from 'pkg';",
      "import { a } from '../_shared/a.ts';",
      "import type { T } from '#common/types.ts';",
      "import words from '#common/locales/en.json' with { type: 'json' };",
    ].join('\n'),
  );
  await write('supabase/functions/_shared/a.ts', "export { b } from '../../../../outside.ts';");
  await write('common/types.ts', 'export type T = 1;');
  await write('common/locales/en.json', '{}');
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe("the CLI's upload walk", () => {
  it('resolves deno.json addresses against its folder, as the CLI does', () => {
    expect(cliImports('supabase/functions/f/deno.json', root)).toEqual({
      '#common/': './common/',
      pkg: 'npm:pkg@1.0.0',
    });
  });

  it('uploads mapped and relative imports under the project, refuses one that climbs out', () => {
    const imports = cliImports('supabase/functions/f/deno.json', root);
    const walk = uploadWalk('supabase/functions/f/index.ts', imports, root);
    expect([...walk.files].sort()).toEqual([
      'common/locales/en.json',
      'common/types.ts',
      'supabase/functions/_shared/a.ts',
      'supabase/functions/f/index.ts',
    ]);
    expect(walk.refused).toEqual([
      { file: '../outside.ts', importedBy: 'supabase/functions/_shared/a.ts' },
    ]);
  });
});
