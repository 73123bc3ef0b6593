import type { TFunction } from 'i18next';
import { z } from 'zod';

import { formatNumber } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';

import { isWithin, LATITUDE_RANGE, LONGITUDE_RANGE, parseCoordinate } from './coordinates';
import { EMAIL_LIMITS, emailProblem } from './email-address';
import { isCalendarDate } from './expected-delivery';
import { characterCount, isBlank } from './text-length';
import { TEXT_LIMITS } from './text-limits';

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
  const language = z.enum(LANGUAGES, { error: () => t('form.errors.language') });
  const date = z.string().superRefine((value, ctx) => {
    if (value !== '' && !isCalendarDate(value))
      ctx.addIssue({ code: 'custom', message: t('form.errors.date') });
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
