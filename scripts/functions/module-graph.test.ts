import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { graphProblems } from './module-graph';

const root = '/project';
const url = (file: string) => pathToFileURL(file).href;

describe("a function's module graph", () => {
  it('names each file the deploy would miss and each bare import its deno.json leaves out', () => {
    const problems = graphProblems(
      {
        modules: [
          {
            specifier: url('/project/supabase/functions/f/index.ts'),
            dependencies: [{ specifier: '#common/a.ts' }, { specifier: 'zod' }],
          },
          { specifier: url('/project/common/a.ts') },
          { specifier: url('/project/src/secret.ts') },
          { specifier: url('/elsewhere/b.ts') },
          { kind: 'external', specifier: url('/project/node_modules/zod/index.js') },
          { specifier: 'npm:/react@19.3.1' },
        ],
      },
      {
        projectRoot: root,
        allowed: ['/project/supabase/functions', '/project/common'],
        imports: { '#common/': '../../../common/' },
        uploaded: new Set(['supabase/functions/f/index.ts']),
      },
    );
    expect(problems).toEqual([
      'supabase/functions/f/index.ts imports "zod", which the function\'s deno.json does not map',
      "common/a.ts is imported, but the CLI's upload walk does not reach it",
      'src/secret.ts is neither in supabase/functions nor in common/',
      '/elsewhere/b.ts lies outside the project folder: the deploy cannot upload it',
    ]);
  });
});
