import path from 'node:path';

import type { JsonTestResults } from 'vitest/reporters';

import { shortError, type SoakFailure } from './failures';

/** Every failed test of a Vitest JSON report, and a file that failed outside its tests. */
export function vitestFailures(
  report: JsonTestResults,
  run: string,
  root: string,
): { tests: number; failures: SoakFailure[] } {
  let tests = 0;
  const failures: SoakFailure[] = [];
  for (const file of report.testResults) {
    const name = path.relative(root, file.name);
    let failedInside = false;
    for (const assertion of file.assertionResults) {
      if (assertion.status === 'skipped' || assertion.status === 'todo') continue;
      tests += 1;
      if (assertion.status !== 'failed') continue;
      failedInside = true;
      failures.push({
        run,
        test: [name, ...assertion.ancestorTitles, assertion.title].join(' › '),
        error: shortError((assertion.failureMessages ?? []).join('\n') || 'failed'),
      });
    }
    // A hook or an import that threw fails the file without failing one of its tests.
    if (file.status === 'failed' && !failedInside) {
      failures.push({ run, test: name, error: shortError(file.message || 'file failed') });
    }
  }
  return { tests, failures };
}
