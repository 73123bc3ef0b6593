/** A test that failed in one run of the soak, with the error it reported. */
export interface SoakFailure {
  /** Which part and run, e.g. `e2e` or `integration seed 7`. */
  run: string;
  /** File and title path of the test (or of the file, for an error outside any test). */
  test: string;
  error: string;
}

/** What one run of a part did: how many tests ran, which failed. */
export interface SoakRunResult {
  run: string;
  tests: number;
  failures: SoakFailure[];
  ms: number;
}

/** The first lines of an error: enough to see what failed without a whole stack trace. */
export function shortError(text: string, maxLines = 12): string {
  // Terminal colours in reporter output would garble the summary.
  // eslint-disable-next-line no-control-regex -- ANSI escape sequences are what is removed
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '').trim();
  const lines = plain.split('\n');
  return lines.length <= maxLines ? plain : [...lines.slice(0, maxLines), '…'].join('\n');
}
