import type { SoakRunResult } from './failures';

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * Every test that failed at least once (how often, in which runs, its distinct errors), then
 * the totals: runs, tests, failures, time.
 */
export function soakSummary(results: SoakRunResult[], totalMs: number, load: string): string {
  const byTest = new Map<string, { runs: string[]; errors: Set<string> }>();
  for (const failure of results.flatMap((result) => result.failures)) {
    const seen = byTest.get(failure.test) ?? { runs: [], errors: new Set<string>() };
    seen.runs.push(failure.run);
    seen.errors.add(failure.error);
    byTest.set(failure.test, seen);
  }
  const lines: string[] = [''];
  if (byTest.size > 0) lines.push(`Failed at least once (${byTest.size}):`, '');
  for (const [test, { runs, errors }] of byTest) {
    lines.push(`✘ ${test}`, `  ${runs.length}× in: ${[...new Set(runs)].join(', ')}`);
    for (const error of errors) lines.push(error.replace(/^/gm, '    '), '');
  }
  lines.push('Soak summary', `  load: ${load}`);
  for (const result of results) {
    lines.push(
      `  ${result.run}: ${result.tests} tests, ${result.failures.length} failures, ${minutes(result.ms)}`,
    );
  }
  const tests = results.reduce((sum, result) => sum + result.tests, 0);
  const failures = results.reduce((sum, result) => sum + result.failures.length, 0);
  lines.push(
    `  total: ${results.length} runs, ${tests} tests, ${failures} failures ` +
      `(${byTest.size} distinct), ${minutes(totalMs)}`,
  );
  return lines.join('\n');
}
