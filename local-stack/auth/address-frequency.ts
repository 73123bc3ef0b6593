/**
 * `[auth.email] max_frequency` per address as typed, whether or not an account has it
 * (issue #34). GoTrue checks it per account (recovery_sent_at), so a quick second /recover
 * answers 429 for an account and 200 for an unknown address, which tells them apart; here both
 * get the same 429 before anything is looked up.
 */
export class AddressFrequency {
  private readonly lastAt = new Map<string, number>();

  constructor(
    private readonly seconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds the address must still wait, or 0 after counting this request. */
  take(address: string): number {
    const now = this.now();
    const windowMs = this.seconds * 1000;
    for (const [key, at] of this.lastAt) {
      if (now - at >= windowMs) this.lastAt.delete(key);
    }
    const last = this.lastAt.get(address);
    if (last !== undefined) return (windowMs - (now - last)) / 1000;
    this.lastAt.set(address, now);
    return 0;
  }
}
