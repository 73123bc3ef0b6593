/**
 * The layer rule of eslint.config.js, run through ESLint on snippets that never touch the
 * disk: a feature importing another feature or the app fails, shared code importing upwards
 * fails, a test suite importing another suite fails, and the imports the layout allows pass.
 */
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  // The probes exist only in memory, which type-aware parsing refuses; this rule needs no types.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/tracking/components/boundary-probe.tsx',
      "export { InfoNotice } from '@/features/info/components/info-notice';\n",
    );
    expect(errors).toEqual([
      {
        ruleId: RULE,
        line: 1,
        message: expect.stringContaining('A feature never imports another feature'),
      },
    ]);
  });

  it('fails upward imports: a feature importing the app, lib importing a feature', async () => {
    expect(
      await boundaryErrors(
        'src/features/info/api/boundary-probe.ts',
        "export { createPublicRoutes } from '@/app/routes/public-routes';\n",
      ),
    ).toEqual([{ ruleId: RULE, line: 1, message: expect.stringContaining('src/app imports') }]);
    expect(
      await boundaryErrors(
        'src/lib/boundary-probe.ts',
        "export { trackingKeys } from '../features/tracking/api/tracking-keys';\n",
      ),
    ).toEqual([
      { ruleId: RULE, line: 1, message: expect.stringContaining('must not import them') },
    ]);
  });

  it('passes what the layout allows: own feature, components, lib; the app importing features', async () => {
    expect(
      await boundaryErrors(
        'src/features/tracking/components/boundary-probe.tsx',
        [
          "export { trackingKeys } from '../api/tracking-keys';",
          "export { Button } from '@/components/ui/button';",
          "export { COMPANY } from '@/lib/company';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/app/routes/boundary-probe.ts',
        "export { InfoNotice } from '@/features/info/components/info-notice';\n",
      ),
    ).toEqual([]);
  });

  it('fails a test suite importing another suite, and the floor or scripts importing a suite', async () => {
    const sideways = expect.stringContaining('e2e, tests and bench never import each other');
    expect(
      await boundaryErrors(
        'e2e/boundary-probe.spec.ts',
        "export { restoreInfoDefaults } from '../tests/integration/support';\n",
      ),
    ).toEqual([{ ruleId: RULE, line: 1, message: sideways }]);
    expect(
      await boundaryErrors(
        'tests/integration/boundary-probe.test.ts',
        "export { benchStack } from '../../bench/support';\n",
      ),
    ).toEqual([{ ruleId: RULE, line: 1, message: sideways }]);
    expect(
      await boundaryErrors(
        'bench/boundary-probe.ts',
        "export { readE2eEnv } from '../e2e/support/e2e-env';\n",
      ),
    ).toEqual([{ ruleId: RULE, line: 1, message: sideways }]);
    expect(
      await boundaryErrors(
        'test-support/boundary-probe.ts',
        "export { anon } from '../tests/integration/clients';\n",
      ),
    ).toEqual([
      { ruleId: RULE, line: 1, message: expect.stringContaining('test-support is the floor') },
    ]);
    expect(
      await boundaryErrors(
        'scripts/boundary-probe.ts',
        "export { waitForMessageTo } from '../test-support/inbox';\n",
      ),
    ).toEqual([
      { ruleId: RULE, line: 1, message: expect.stringContaining('scripts sit below the test') },
    ]);
  });

  it('passes the suites standing on test-support, and test-support on the tools below it', async () => {
    for (const [filePath, code] of [
      ['e2e/boundary-probe.spec.ts', "export { waitForMessageTo } from '../test-support/inbox';"],
      [
        'tests/integration/boundary-probe.test.ts',
        "export { runWorker } from '../../test-support/email-worker';",
      ],
      ['bench/boundary-probe.ts', "export { walkPlan } from '../test-support/query-plans';"],
      [
        'test-support/boundary-probe.ts',
        [
          "export { withClient } from '../dev-support/pg-client';",
          "export { addStaff } from '../scripts/staff/add-staff';",
          "export { sampleRequest } from '../src/testing/sample-request';",
        ].join('\n'),
      ],
    ]) {
      expect(await boundaryErrors(filePath!, `${code}\n`)).toEqual([]);
    }
  });
});
