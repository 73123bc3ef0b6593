/**
 * The public-client rule of eslint.config.js (issue #17), run through ESLint on snippets that
 * never touch the disk: public code importing supabase-js or the site's client fails, the
 * staff's own data access and the public fetch module pass.
 */
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'no-restricted-imports';

const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  // The probes exist only in memory, which type-aware parsing refuses; this rule needs no types.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function ruleErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

const refused = (line: number) => ({
  ruleId: RULE,
  line,
  message: expect.stringContaining('Public pages carry no supabase-js'),
});

describe('no staff-side client on public pages', { timeout: 60_000 }, () => {
  it('fails the site client and supabase-js in a public feature, the public info and shared code', async () => {
    expect(
      await ruleErrors(
        'src/features/tracking/api/boundary-probe.ts',
        [
          "export { supabase } from '@/lib/supabase';",
          "export { createClient } from '@supabase/supabase-js';",
          "export { PostgrestClient } from '@supabase/postgrest-js';",
          '',
        ].join('\n'),
      ),
    ).toEqual([refused(1), refused(2), refused(3)]);
    expect(
      await ruleErrors(
        'src/features/info/api/boundary-probe.ts',
        "export { supabase } from '../../../lib/supabase';\n",
      ),
    ).toEqual([refused(1)]);
    expect(
      await ruleErrors('src/lib/boundary-probe.ts', "export { supabase } from './supabase';\n"),
    ).toEqual([refused(1)]);
    expect(
      await ruleErrors(
        'src/app/layout/boundary-probe.tsx',
        "import { supabase } from '@/lib/supabase';\nexport const client = supabase;\n",
      ),
    ).toEqual([refused(1)]);
  });

  it('passes the public fetch module, and supabase-js where the staff use it', async () => {
    expect(
      await ruleErrors(
        'src/features/tracking/api/boundary-probe.ts',
        "export { rpcSingle } from '@/lib/public-api/postgrest';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleErrors(
        'src/features/info/api/fetch-info-contents.ts',
        "export { supabase } from '@/lib/supabase';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleErrors(
        'src/features/shipments/api/boundary-probe.ts',
        "export { supabase } from '@/lib/supabase';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleErrors(
        'src/app/routes/admin/boundary-probe.tsx',
        "export { supabase } from '@/lib/supabase';\n",
      ),
    ).toEqual([]);
  });
});
