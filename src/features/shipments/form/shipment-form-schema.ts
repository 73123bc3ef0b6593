import type { TFunction } from 'i18next';
import { z } from 'zod';

import { formatNumber } from '@/lib/i18n/format';
import { parseLocalNumber } from '@/lib/loads/parse-number';
import {
  ESCORTS,
  LOAD_LIMITS,
  type LoadMeasure,
  PERMITS,
  TIME_WINDOWS,
} from '@/lib/shipments/heavy-load';
import { ADMIN_LANGUAGE, LANGUAGES } from '#common/languages';

import { isWithin, LATITUDE_RANGE, LONGITUDE_RANGE, parseCoordinate } from './coordinates';
import { EMAIL_LIMITS, emailProblem } from './email-address';
import { isCalendarDate } from './expected-delivery';
import { isPhoneNumber } from './phone-number';
import { characterCount, isBlank } from './text-length';
import { TEXT_LIMITS } from './text-limits';
import { isLocalDateTime } from './time-window';

/**
 * A measure as staff type it ('3,20' or '3.20'; a weight also '12.500'): the number, null for
 * an empty field, undefined for what is not a number.
 */
export function parseMeasure(value: string, measure: LoadMeasure): number | null | undefined {
  return parseLocalNumber(value, ADMIN_LANGUAGE, measure === 'weight_kg');
}

/** Whitespace and invisible characters (control, format, unassigned): never in a tracking number. */
const INVISIBLE = /[\s\p{C}]/u;

/**
 * A tracking number the database accepts (its check shipments_id_format): no whitespace or
 * invisible character, and in Unicode NFKC form, so that full-width digits ('１２３') or a
 * ligature cannot make a number that looks like another one.
 */
function isWellFormedTrackingNumber(id: string): boolean {
  return !INVISIBLE.test(id) && id.normalize('NFKC') === id;
}

/**
 * The shipment dialog's rules (SPEC §5 and the database's checks), as one schema whose
 * messages are what the user reads next to each field. Values stay text (what was typed);
 * shipment-form-values.ts turns valid values into what is saved.
 */
export function shipmentFormSchema(t: TFunction<'shipments'>) {
  const tooLong = (value: string, max: number) => {
    const length = characterCount(value.trim());
    if (length <= max) return undefined;
    return t('form.errors.tooLong', {
      max: formatNumber(max, ADMIN_LANGUAGE),
      length: formatNumber(length, ADMIN_LANGUAGE),
    });
  };
  const text = (max: number, requiredMessage?: string) =>
    z.string().superRefine((value, ctx) => {
      const message =
        requiredMessage !== undefined && isBlank(value) ? requiredMessage : tooLong(value, max);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
  const email = z.string().superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem === null) return;
    const message =
      problem === 'tooLong'
        ? t('form.errors.emailTooLong', {
            max: formatNumber(EMAIL_LIMITS.total, ADMIN_LANGUAGE),
          })
        : t(problem === 'idn' ? 'form.errors.emailIdn' : 'form.errors.email');
    ctx.addIssue({ code: 'custom', message });
  });
  const phone = z.string().superRefine((value, ctx) => {
    if (!isPhoneNumber(value)) ctx.addIssue({ code: 'custom', message: t('form.errors.phone') });
  });
  const language = z.enum(LANGUAGES, { error: () => t('form.errors.language') });
  const date = z.string().superRefine((value, ctx) => {
    if (value !== '' && !isCalendarDate(value))
      ctx.addIssue({ code: 'custom', message: t('form.errors.date') });
  });
  const measure = (name: LoadMeasure) =>
    z.string().superRefine((value, ctx) => {
      const parsed = parseMeasure(value, name);
      if (parsed === null || (parsed !== undefined && parsed > 0 && parsed <= LOAD_LIMITS[name]))
        return;
      const message =
        parsed === undefined
          ? t('form.errors.measureNumber')
          : t(`form.errors.measureRange.${name}`, {
              max: formatNumber(LOAD_LIMITS[name], ADMIN_LANGUAGE),
            });
      ctx.addIssue({ code: 'custom', message });
    });
  const dateTime = z.string().superRefine((value, ctx) => {
    if (value !== '' && !isLocalDateTime(value))
      ctx.addIssue({ code: 'custom', message: t('form.errors.dateTime') });
  });
  const coordinate = (range: { min: number; max: number }, message: string) =>
    z.string().superRefine((value, ctx) => {
      if (isBlank(value)) return;
      const parsed = parseCoordinate(value);
      if (parsed === undefined || !isWithin(parsed, range))
        ctx.addIssue({ code: 'custom', message });
    });

  return z
    .object({
      id: z.string().superRefine((value, ctx) => {
        const id = value.trim();
        let message: string | undefined;
        if (!id) message = t('form.errors.idRequired');
        else if (!isWellFormedTrackingNumber(id)) message = t('form.errors.idFormat');
        else message = tooLong(id, TEXT_LIMITS.id);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
      status: text(TEXT_LIMITS.status, t('form.errors.statusRequired')),
      info: text(TEXT_LIMITS.info),
      shippername: text(TEXT_LIMITS.shippername, t('form.errors.shippernameRequired')),
      shipperaddress: text(TEXT_LIMITS.shipperaddress),
      recipientname: text(TEXT_LIMITS.recipientname, t('form.errors.recipientnameRequired')),
      recipientaddress: text(TEXT_LIMITS.recipientaddress),
      shipperphone: phone,
      recipientphone: phone,
      driver_notes: text(TEXT_LIMITS.driver_notes),
      shipperemail: email,
      shipperlanguage: language,
      notifyshipper: z.boolean(),
      recipientemail: email,
      recipientlanguage: language,
      notifyrecipient: z.boolean(),
      expecteddeliveryfrom: date,
      expecteddeliveryto: date,
      transportedgoods: text(TEXT_LIMITS.transportedgoods),
      accessories: text(TEXT_LIMITS.accessories),
      purchaseprice: text(TEXT_LIMITS.purchaseprice),
      shippingcosts: text(TEXT_LIMITS.shippingcosts),
      additionalservices: text(TEXT_LIMITS.additionalservices),
      totalamount: text(TEXT_LIMITS.totalamount),
      paymentmethod: text(TEXT_LIMITS.paymentmethod),
      length_m: measure('length_m'),
      width_m: measure('width_m'),
      height_m: measure('height_m'),
      weight_kg: measure('weight_kg'),
      permit: z.enum(PERMITS, { error: () => t('form.errors.permit') }),
      // Checked below, and only for an approved permit: otherwise they are hidden and not saved.
      permit_number: z.string(),
      permit_valid_until: z.string(),
      escort: z.enum(ESCORTS, { error: () => t('form.errors.escort') }),
      pickup_window_from: dateTime,
      pickup_window_to: dateTime,
      delivery_window_from: dateTime,
      delivery_window_to: dateTime,
      firstLocation: text(TEXT_LIMITS.firstLocation),
      newHistoryLocation: text(TEXT_LIMITS.newHistoryLocation),
      newHistoryStatus: text(TEXT_LIMITS.newHistoryStatus),
      latitude: coordinate(LATITUDE_RANGE, t('form.errors.latitude')),
      longitude: coordinate(LONGITUDE_RANGE, t('form.errors.longitude')),
    })
    .superRefine((values, ctx) => {
      // Status e-mails need somewhere to go (shipments_notify…_needs_email); an invalid
      // address has its own message already.
      for (const party of ['shipper', 'recipient'] as const) {
        if (values[`notify${party}`] && isBlank(values[`${party}email`])) {
          ctx.addIssue({
            code: 'custom',
            path: [`${party}email`],
            message: t('form.errors.notifyNeedsEmail'),
          });
        }
      }
      // A window has a start, and ends on or after it (shipments_expected_delivery_order).
      const { expecteddeliveryfrom: from, expecteddeliveryto: to } = values;
      if (to !== '' && from === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['expecteddeliveryfrom'],
          message: t('form.errors.expectedFromMissing'),
        });
      } else if (to !== '' && to < from) {
        ctx.addIssue({
          code: 'custom',
          path: ['expecteddeliveryto'],
          message: t('form.errors.expectedOrder'),
        });
      }
    })
    .superRefine((values, ctx) => {
      // An approved permit has its number and last valid day (shipments_permit_approved).
      if (values.permit !== 'approved') return;
      const number = isBlank(values.permit_number)
        ? t('form.errors.permitNumberRequired')
        : tooLong(values.permit_number, TEXT_LIMITS.permit_number);
      if (number) ctx.addIssue({ code: 'custom', path: ['permit_number'], message: number });
      if (!isCalendarDate(values.permit_valid_until)) {
        ctx.addIssue({
          code: 'custom',
          path: ['permit_valid_until'],
          message: t(
            values.permit_valid_until === ''
              ? 'form.errors.permitValidUntilRequired'
              : 'form.errors.date',
          ),
        });
      }
    })
    .superRefine((values, ctx) => {
      for (const [fromField, toField] of TIME_WINDOWS) {
        const from = values[fromField];
        const to = values[toField];
        if (to === '' || !isLocalDateTime(to) || (from !== '' && !isLocalDateTime(from))) continue;
        if (from === '') {
          ctx.addIssue({
            code: 'custom',
            path: [fromField],
            message: t('form.errors.windowFromMissing'),
          });
        } else if (to < from) {
          ctx.addIssue({ code: 'custom', path: [toField], message: t('form.errors.windowOrder') });
        }
      }
    })
    .superRefine(({ latitude, longitude }, ctx) => {
      // A position is both numbers or none (shipments_currentposition_range).
      if (isBlank(latitude) && !isBlank(longitude)) {
        ctx.addIssue({
          code: 'custom',
          path: ['latitude'],
          message: t('form.errors.latitudeMissing'),
        });
      } else if (!isBlank(latitude) && isBlank(longitude)) {
        ctx.addIssue({
          code: 'custom',
          path: ['longitude'],
          message: t('form.errors.longitudeMissing'),
        });
      }
    });
}

export type ShipmentFormValues = z.infer<ReturnType<typeof shipmentFormSchema>>;
export type ShipmentFormField = keyof ShipmentFormValues;

/** The three fields SPEC §5 requires (one message names them together). */
const REQUIRED_FIELDS = ['id', 'shippername', 'recipientname'] as const;

/** Whether a required field is blank: SPEC's toast says so instead of the first error. */
export function missesRequired(values: ShipmentFormValues): boolean {
  return REQUIRED_FIELDS.some((field) => isBlank(values[field]));
}
