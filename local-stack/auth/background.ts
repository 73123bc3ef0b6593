/**
 * Work done after the answer has gone out, one task after another: anonymous /recover answers
 * before it looks anyone up or sends anything, so a known, an unknown and a removed address
 * take the same time (issue #34: 120–170 ms against 3–5 ms). A failure is logged; nobody is
 * waiting for it.
 */
export class BackgroundQueue {
  private tail: Promise<void> = Promise.resolve();

  push(name: string, task: () => Promise<void>): void {
    this.tail = this.tail.then(() =>
      task().catch((error: unknown) => console.error(`[auth] ${name} failed:`, error)),
    );
  }

  /** Resolves when everything pushed so far has run (for tests and shutdown). */
  idle(): Promise<void> {
    return this.tail;
  }
}
