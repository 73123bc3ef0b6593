/** A decimal degree as staff type it: optional sign, point or comma decimal ("45,5"). */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** The number typed, or undefined when it is not one; blank is the caller's business. */
export function parseCoordinate(text: string): number | undefined {
  // A typographic minus (U+2212) is what some keyboards and copied maps give.
  const trimmed = text.trim().replace('\u2212', '-');
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

export function isWithin(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}
