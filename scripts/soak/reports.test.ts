import type { JSONReport } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import type { JsonTestResults } from 'vitest/reporters';

import { playwrightFailures } from './playwright-report';
import { soakSummary } from './summary';
import { vitestFailures } from './vitest-report';

/** A Playwright JSON report as `--repeat-each=2` writes it: one test entry per repeat. */
const playwrightReport = {
  errors: [],
  suites: [
    {
      title: 'staff-restore.spec.ts',
      file: 'staff-restore.spec.ts',
      line: 0,
      column: 0,
      specs: [
        {
          title: 'comes back',
          file: 'staff-restore.spec.ts',
          line: 54,
          tests: [
            { status: 'expected', results: [{ status: 'passed', errors: [] }] },
            {
              status: 'unexpected',
              results: [
                { status: 'failed', errors: [{ message: '\u001b[31mcontrast 4.22\u001b[39m' }] },
              ],
            },
          ],
        },
        {
          title: 'skipped one',
          file: 'staff-restore.spec.ts',
          line: 90,
          tests: [{ status: 'skipped', results: [] }],
        },
      ],
      suites: [
        {
          title: 'at 360 px',
          file: 'staff-restore.spec.ts',
          line: 100,
          column: 0,
          specs: [
            {
              title: 'fits',
              file: 'staff-restore.spec.ts',
              line: 101,
              tests: [{ status: 'unexpected', results: [{ status: 'timedOut', errors: [] }] }],
            },
          ],
        },
      ],
    },
  ],
} as unknown as JSONReport;

const vitestReport = {
  testResults: [
    {
      name: '/repo/tests/integration/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { title: 'saves', ancestorTitles: ['writes'], status: 'passed', failureMessages: [] },
        {
          title: 'refuses',
          ancestorTitles: ['writes'],
          status: 'failed',
          failureMessages: ['expected 409'],
        },
        { title: 'later', ancestorTitles: [], status: 'skipped', failureMessages: [] },
      ],
    },
    // A hook threw: the file failed, none of its tests did.
    {
      name: '/repo/tests/integration/b.test.ts',
      status: 'failed',
      message: 'beforeAll threw',
      assertionResults: [],
    },
  ],
} as unknown as JsonTestResults;

describe('soak reports', () => {
  it('counts every repeat of a Playwright test and lists each failed attempt with its error', () => {
    expect(playwrightFailures(playwrightReport, 'e2e ×2')).toEqual({
      tests: 3,
      failures: [
        { run: 'e2e ×2', test: 'staff-restore.spec.ts:54 › comes back', error: 'contrast 4.22' },
        {
          run: 'e2e ×2',
          test: 'staff-restore.spec.ts:101 › at 360 px › fits',
          error: 'status timedOut',
        },
      ],
    });
  });

  it('lists failed Vitest tests and a file that failed outside its tests', () => {
    expect(vitestFailures(vitestReport, 'integration seed 7', '/repo')).toEqual({
      tests: 2,
      failures: [
        {
          run: 'integration seed 7',
          test: 'tests/integration/a.test.ts › writes › refuses',
          error: 'expected 409',
        },
        {
          run: 'integration seed 7',
          test: 'tests/integration/b.test.ts',
          error: 'beforeAll threw',
        },
      ],
    });
  });

  it('sums runs, tests and failures and names each failing test once', () => {
    const failure = { run: 'integration seed 7', test: 'a › refuses', error: 'expected 409' };
    const summary = soakSummary(
      [
        { run: 'integration seed 7', tests: 2, failures: [failure], ms: 60_000 },
        {
          run: 'integration seed 8',
          tests: 2,
          failures: [{ ...failure, run: 'integration seed 8' }],
          ms: 30_000,
        },
      ],
      90_000,
      '2 spinning threads',
    );
    expect(summary).toContain(
      '✘ a › refuses\n  2× in: integration seed 7, integration seed 8\n    expected 409',
    );
    expect(summary).toContain('  total: 2 runs, 4 tests, 2 failures (1 distinct), 1.5 min');
  });
});
