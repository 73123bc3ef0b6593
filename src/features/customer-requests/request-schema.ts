import type { TFunction } from 'i18next';
import { z } from 'zod';

import { formatNumber } from '@/lib/i18n/format';
import { numberExample, parseLocalNumber } from '@/lib/loads/parse-number';
import { FORMAT_LOCALES, type Language } from '#common/languages';
import type { RequestPayload } from '#common/requests/request-payload';
import { KIND_QUESTIONS, REQUEST_RULES } from '#common/requests/request-rules';

import { normalizeText } from './normalize-text';

type Texts = TFunction<'request'>;
type NumberField = keyof typeof REQUEST_RULES.numbers;
type TextLimit = keyof typeof REQUEST_RULES.textMax;

const CONTROL = new RegExp(REQUEST_RULES.controlCharacters, 'u');
const MESSAGE_CONTROL = new RegExp(REQUEST_RULES.messageControlCharacters, 'u');
const PHONE = new RegExp(REQUEST_RULES.phonePattern, 'u');
const COUNTRY = new RegExp(REQUEST_RULES.countryPattern, 'u');
/** Something@something.tld without spaces: the shape, not the mailbox (the e-mail checks that). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of today in UTC, as the database counts the date window. */
function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function shiftDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  return ISO_DATE.test(value) && shiftDays(value, 0) === value;
}

function oneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * The request page's one schema, from REQUEST_RULES (the rules the database checks too): the
 * form's values as typed → the request object `submit_transport_request` takes. Texts are
 * normalised as the database normalises them, numbers read the reader's way (`3,20` or
 * `3.20`), and every refusal is a message in the reader's language (`t` of the page).
 */
export function buildRequestSchema(t: Texts, lang: Language, today = utcToday()) {
  const locale = FORMAT_LOCALES[lang];
  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );

  /** A one-line (or, for the message, multi-line) text: null when empty and optional. */
  const text = (limit: TextLimit, options: { required?: boolean; multiline?: boolean } = {}) =>
    z.string().transform((raw, ctx): string | null => {
      const value = normalizeText(raw);
      if (value === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: t('errors.required') });
        return null;
      }
      if ((options.multiline ? MESSAGE_CONTROL : CONTROL).test(value)) {
        ctx.addIssue({ code: 'custom', message: t('errors.control') });
      } else if (value.length > REQUEST_RULES.textMax[limit]) {
        const max = formatNumber(REQUEST_RULES.textMax[limit], lang);
        ctx.addIssue({ code: 'custom', message: t('errors.tooLong', { max }) });
      }
      return value;
    });

  const required = (limit: TextLimit) =>
    text(limit, { required: true }).transform((value) => value ?? '');

  const matching = (limit: TextLimit, pattern: RegExp, message: 'email' | 'phone') =>
    text(limit, { required: message === 'email' }).superRefine((value, ctx) => {
      if (value !== null && !pattern.test(value)) {
        ctx.addIssue({ code: 'custom', message: t(`errors.${message}`) });
      }
    });

  const choice = <T extends string>(list: readonly T[], fallback?: T) =>
    z.string().transform((value, ctx): T => {
      if (value === '' && fallback !== undefined) return fallback;
      if (oneOf(list, value)) return value;
      ctx.addIssue({ code: 'custom', message: t('errors.choose') });
      return z.NEVER;
    });

  const optionalChoice = <T extends string>(list: readonly T[]) =>
    z.string().transform((value, ctx): T | null => {
      if (value === '') return null;
      if (oneOf(list, value)) return value;
      ctx.addIssue({ code: 'custom', message: t('errors.choose') });
      return z.NEVER;
    });

  const yesNo = optionalChoice(['yes', 'no'] as const).transform((value) =>
    value === null ? null : value === 'yes',
  );

  const number = (field: NumberField) => {
    const { min, max, decimals } = REQUEST_RULES.numbers[field];
    const options = { maximumFractionDigits: decimals };
    return z.string().transform((raw, ctx): number | null => {
      const parsed = parseLocalNumber(raw, lang, decimals === 0);
      if (parsed === undefined) {
        // "-3" is a number, only one the field does not take: say what it takes.
        const negative = /^\s*[-−–]\s*\d/.test(raw);
        ctx.addIssue({
          code: 'custom',
          message: negative
            ? min > 0
              ? t('errors.positive')
              : t('errors.min', { min: formatNumber(min, lang, options) })
            : t('errors.number', {
                // An example the field takes: "1.200" for a weight, "2" for a quantity.
                example:
                  decimals === 0
                    ? formatNumber(max >= 1200 ? 1200 : Math.min(2, max), lang)
                    : numberExample(lang),
              }),
        });
        return z.NEVER;
      }
      if (parsed === null) return null;
      // More decimals than kept are rounded, not refused (the database does the same).
      const value = Number(parsed.toFixed(decimals));
      if (value < min) {
        ctx.addIssue({
          code: 'custom',
          message: t('errors.min', { min: formatNumber(min, lang, options) }),
        });
      } else if (value > max) {
        ctx.addIssue({
          code: 'custom',
          message: t('errors.max', { max: formatNumber(max, lang, options) }),
        });
      }
      return value;
    });
  };

  const url = text('listing_url').superRefine((value, ctx) => {
    if (value === null) return;
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // Not a URL at all: refused below.
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: t('errors.url') });
    }
  });

  const { pastDays, futureDays } = REQUEST_RULES.dates;
  const from = shiftDays(today, -pastDays);
  const to = shiftDays(today, futureDays);
  const date = (isRequired: boolean) =>
    z.string().transform((raw, ctx): string | null => {
      const value = raw.trim();
      if (value === '') {
        if (isRequired) ctx.addIssue({ code: 'custom', message: t('errors.required') });
        return null;
      }
      if (!isRealDate(value) || (isRequired && (value < from || value > to))) {
        ctx.addIssue({
          code: 'custom',
          message: t('errors.date', { from: dateText(from), to: dateText(to) }),
        });
      }
      return value;
    });

  const country = z.string().transform((value, ctx) => {
    if (!COUNTRY.test(value)) ctx.addIssue({ code: 'custom', message: t('errors.choose') });
    return value;
  });

  return z
    .object({
      name: required('name'),
      company: text('company'),
      email: matching('email', EMAIL, 'email'),
      phone: matching('phone', PHONE, 'phone'),
      language: choice(REQUEST_RULES.languages),
      kind: choice(REQUEST_RULES.kinds),
      goods: required('goods'),
      quantity: number('quantity'),
      drivable: yesNo,
      running_gear: optionalChoice(REQUEST_RULES.runningGear),
      with_attachments: yesNo,
      container_size: optionalChoice(REQUEST_RULES.containerSizes),
      container_loaded: yesNo,
      length_m: number('length_m'),
      width_m: number('width_m'),
      height_m: number('height_m'),
      weight_kg: number('weight_kg'),
      value_eur: number('value_eur'),
      listing_url: url,
      pickup_address: text('address'),
      pickup_postcode: text('postcode'),
      pickup_town: required('town'),
      pickup_country: country,
      delivery_address: text('address'),
      delivery_postcode: text('postcode'),
      delivery_town: required('town'),
      delivery_country: country,
      earliest_pickup: date(true),
      latest_delivery: date(false),
      pickup_loading: choice(REQUEST_RULES.loadingMethods, 'unknown'),
      delivery_loading: choice(REQUEST_RULES.loadingMethods, 'unknown'),
      escrow: z.boolean(),
      message: text('message', { multiline: true }),
      // The honeypot: never refused (a person cannot see it to correct it), only passed on.
      website: z.string().transform((raw) => normalizeText(raw).slice(0, 200) || null),
    })
    .superRefine((values, ctx) => {
      const { earliest_pickup: earliest, latest_delivery: latest } = values;
      if (earliest && latest && latest < earliest) {
        ctx.addIssue({ code: 'custom', path: ['latest_delivery'], message: t('errors.order') });
      }
    })
    .transform((values): RequestPayload => {
      const asks = (question: string) =>
        (KIND_QUESTIONS[values.kind] as readonly string[]).includes(question);
      return {
        name: values.name,
        company: values.company,
        email: values.email ?? '',
        phone: values.phone,
        language: values.language,
        kind: values.kind,
        goods: values.goods,
        quantity: values.quantity ?? 1,
        drivable: asks('drivable') ? values.drivable : null,
        running_gear: asks('running_gear') ? values.running_gear : null,
        with_attachments: asks('with_attachments') ? values.with_attachments : null,
        container_size: asks('container_size') ? values.container_size : null,
        container_loaded: asks('container_loaded') ? values.container_loaded : null,
        length_m: values.length_m,
        width_m: values.width_m,
        height_m: values.height_m,
        weight_kg: values.weight_kg,
        value_eur: values.value_eur,
        listing_url: values.listing_url,
        pickup: {
          address: values.pickup_address,
          postcode: values.pickup_postcode,
          town: values.pickup_town,
          country: values.pickup_country,
        },
        delivery: {
          address: values.delivery_address,
          postcode: values.delivery_postcode,
          town: values.delivery_town,
          country: values.delivery_country,
        },
        earliest_pickup: values.earliest_pickup ?? '',
        latest_delivery: values.latest_delivery,
        pickup_loading: values.pickup_loading,
        delivery_loading: values.delivery_loading,
        escrow: values.escrow,
        message: values.message,
        website: values.website,
      };
    });
}
