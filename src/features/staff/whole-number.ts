import { z } from 'zod';

/** A whole number typed into a field, within the setting's bounds (the database checks again). */
export function wholeNumber(
  bounds: { min: number; max: number },
  message: string,
): z.ZodType<number, string> {
  return z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(bounds.min, message).max(bounds.max, message));
}
