import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/**
 * Calls `onLine` for every line of a child's output or a socket. A readline interface passes
 * its input's errors on as its own 'error' event, and with nobody listening that ends the
 * process: a peer that dies with an answer unread (Deno stopped mid-check) makes a read fail
 * with ECONNRESET, and the whole stack, or a test run, went down with it.
 */
export function readLines(
  input: Readable,
  onLine: (line: string) => void,
  onError: (error: Error) => void = () => undefined,
): void {
  createInterface({ input }).on('line', onLine).on('error', onError);
}
