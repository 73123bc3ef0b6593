import { z } from 'zod';

import type { OfferRefusal } from '../api/request-write-failure';
import { NOTE_MAX, PRICE_MAX, VALIDITY_MAX_DAYS } from './offer-limits';

/** Control characters; the note may have line breaks (CR, LF), the price none. */
// eslint-disable-next-line no-control-regex -- these are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- these are what is refused
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** 'YYYY-MM-DD' of a UTC day, `days` after `today`. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as the database counts it (UTC). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export type OfferMessageKey = OfferRefusal | 'validUntilRequired';

/**
 * The offer dialog's rules, the database's own (so its refusals never surprise), with the
 * message `refusal` gives for each key.
 */
export function offerFormSchema(
  today: string,
  refusal: (key: OfferMessageKey) => string = (key) => key,
) {
  return z.object({
    price: z
      .string()
      .trim()
      .min(1, refusal('priceRequired'))
      .max(PRICE_MAX, refusal('priceMax'))
      .refine((price) => !CONTROL.test(price), refusal('priceControl')),
    validUntil: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, refusal('validUntilRequired'))
      .refine((date) => date >= today, refusal('validUntilMin'))
      .refine((date) => date <= addDays(today, VALIDITY_MAX_DAYS), refusal('validUntilMax')),
    note: z
      .string()
      .max(NOTE_MAX, refusal('noteMax'))
      .refine((note) => !CONTROL_BUT_LINE_BREAKS.test(note), refusal('noteControl')),
  });
}
export type OfferFormInput = z.input<ReturnType<typeof offerFormSchema>>;
export type OfferFormValues = z.output<ReturnType<typeof offerFormSchema>>;
