/** SPEC §9: suggested tracking numbers are 100000–999999. */
const LOWEST = 100_000;
const COUNT = 900_000;
/**
 * The largest multiple of COUNT a 32-bit value reaches: values at or above it are drawn
 * again, otherwise `value % COUNT` would favour the lowest numbers (modulo bias).
 */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / COUNT) * COUNT;
/** Enough for a table with most numbers taken; after that the save's own check answers. */
const MAX_DRAWS = 50;

/** A uniformly random 32-bit unsigned integer. */
export type RandomUint32 = () => number;

const cryptoUint32: RandomUint32 = () => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** A random 6-digit tracking number, every one equally likely. */
export function randomTrackingNumber(random: RandomUint32 = cryptoUint32): string {
  for (;;) {
    const value = random();
    if (value < UNBIASED_LIMIT) return String(LOWEST + (value % COUNT));
  }
}

/** `first` if it is free, else the first free number of new draws. */
export async function freeTrackingNumber(
  first: string,
  isTaken: (trackingNumber: string) => Promise<boolean>,
  random: RandomUint32 = cryptoUint32,
): Promise<string> {
  let candidate = first;
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    if (!(await isTaken(candidate))) return candidate;
    candidate = randomTrackingNumber(random);
  }
  throw new Error(`no free tracking number after ${MAX_DRAWS} draws`);
}
