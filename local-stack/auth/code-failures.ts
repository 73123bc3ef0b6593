/**
 * Wrong e-mail codes per address (issue #34). GoTrue has only the per-client /verify limit,
 * which many clients together get around: 10^otp_length codes, one of them right. After
 * MAX_WRONG_CODES wrong codes for one address within an hour, every code for it is refused
 * with the same 403 as a wrong one until the hour is over; the link in the e-mail still works.
 * Keyed by the address as typed, known or not, so the lock tells nobody who has an account.
 */
export const MAX_WRONG_CODES = 5;
const WINDOW_MS = 60 * 60 * 1000;

interface Failures {
  count: number;
  since: number;
}

export class CodeFailures {
  private readonly byAddress = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  isLocked(address: string): boolean {
    return (this.current(address)?.count ?? 0) >= MAX_WRONG_CODES;
  }

  recordFailure(address: string): void {
    const failures = this.current(address) ?? { count: 0, since: this.now() };
    failures.count += 1;
    this.byAddress.set(address, failures);
  }

  clear(address: string): void {
    this.byAddress.delete(address);
  }

  /** The address's failures in the running window; older ones (of any address) are forgotten. */
  private current(address: string): Failures | undefined {
    const now = this.now();
    for (const [key, failures] of this.byAddress) {
      if (now - failures.since >= WINDOW_MS) this.byAddress.delete(key);
    }
    return this.byAddress.get(address);
  }
}
