import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

import { shortError, type SoakFailure } from './failures';

function* specsOf(
  suites: JSONReportSuite[],
  titles: string[] = [],
): Generator<{
  titles: string[];
  spec: JSONReportSuite['specs'][number];
}> {
  for (const suite of suites) {
    // The outermost suite is the file; its title is the file name, already in spec.file.
    const path = titles.length === 0 && suite.file === suite.title ? [] : [...titles, suite.title];
    for (const spec of suite.specs) yield { titles: path, spec };
    yield* specsOf(suite.suites ?? [], path);
  }
}

/** Every test run and every failed attempt of a Playwright JSON report (`--repeat-each` included). */
export function playwrightFailures(
  report: JSONReport,
  run: string,
): { tests: number; failures: SoakFailure[] } {
  let tests = 0;
  const failures: SoakFailure[] = [];
  for (const { titles, spec } of specsOf(report.suites)) {
    const name = [`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › ');
    for (const test of spec.tests) {
      if (test.status === 'skipped') continue;
      tests += 1;
      for (const result of test.results) {
        if (result.status === 'passed' || result.status === 'skipped') continue;
        const messages = result.errors.map((error) => error.message);
        failures.push({
          run,
          test: name,
          error: shortError(messages.join('\n') || `status ${String(result.status)}`),
        });
      }
    }
  }
  // Errors outside any test: global setup, a file that does not load.
  for (const error of report.errors) {
    failures.push({ run, test: '(outside tests)', error: shortError(error.message ?? '') });
  }
  return { tests, failures };
}
