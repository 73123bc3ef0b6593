/**
 * Go's time.ParseDuration, which GoTrue applies to `ban_duration` ("24h", "1h30m", "-1h",
 * "876000h"), with its error texts. Returns nanoseconds as a bigint.
 */
const UNITS: Record<string, bigint> = {
  ns: 1n,
  us: 1_000n,
  µs: 1_000n, // U+00B5 micro sign
  μs: 1_000n, // U+03BC Greek mu
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n,
};
const MAX_NANOSECONDS = 2n ** 63n - 1n;

export class GoDurationError extends Error {}

const quote = (value: string): string => JSON.stringify(value);

export function parseGoDuration(text: string): bigint {
  const invalid = () => new GoDurationError(`time: invalid duration ${quote(text)}`);
  let rest = text;
  let negative = false;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    negative = rest.startsWith('-');
    rest = rest.slice(1);
  }
  if (rest === '0') return 0n;
  if (rest === '') throw invalid();

  let total = 0n;
  while (rest !== '') {
    const number = /^(\d*)(?:\.(\d*))?/.exec(rest);
    const whole = number?.[1] ?? '';
    const fraction = number?.[2];
    if (whole === '' && (fraction === undefined || fraction === '')) throw invalid();
    rest = rest.slice(number?.[0].length ?? 0);

    const unitText = /^[^.\d]*/.exec(rest)?.[0] ?? '';
    if (unitText === '') throw new GoDurationError(`time: missing unit in duration ${quote(text)}`);
    const unit = UNITS[unitText];
    if (unit === undefined) {
      throw new GoDurationError(`time: unknown unit ${quote(unitText)} in duration ${quote(text)}`);
    }
    rest = rest.slice(unitText.length);

    let value = BigInt(whole === '' ? '0' : whole) * unit;
    if (fraction) value += (BigInt(fraction) * unit) / 10n ** BigInt(fraction.length);
    total += value;
    if (total > MAX_NANOSECONDS + (negative ? 1n : 0n)) throw invalid();
  }
  return negative ? -total : total;
}
