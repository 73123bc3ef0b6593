/**
 * The `request` of a transport request's outbox rows read: in a staff e-mail the whole request
 * (issue #36's contract: the normalised request, as submit_transport_request stored it), in an
 * e-mail to the customer's typed address its summary (issue #48: only choices, numbers, dates
 * and countries; any other key is ignored, so no text the visitor wrote can reach it).
 * The database checked every field already; what is not of the expected type throws, and the
 * worker fails that row for good rather than sending something half-filled. Invisible and
 * bidirectional controls are removed once more, so that no text can reorder what it is shown in.
 */
import { REQUEST_RULES } from '#common/requests/request-rules.ts';

import type { RequestPlace, RequestSummary, TransportOffer, NoticeRequest } from './message.ts';
import { isLanguage } from './strings.ts';

type Data = Record<string, unknown>;

const INVISIBLE = new RegExp(REQUEST_RULES.invisibleCharacters, 'gu');

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(path: string, what: string): never {
  throw new Error(`payload.${path} ${what}`);
}

function optionalText(data: Data, name: string, path: string): string | null {
  const value = data[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') fail(`${path}${name}`, 'is not a text');
  const clean = value.replace(INVISIBLE, '').trim();
  return clean === '' ? null : clean;
}

function text(data: Data, name: string, path: string): string {
  return optionalText(data, name, path) ?? fail(`${path}${name}`, 'is missing');
}

function oneOf<T extends string>(
  data: Data,
  name: string,
  allowed: readonly T[],
  fallback?: T,
): T | null {
  const value = data[name];
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) {
    return value as T;
  }
  return fail(`request.${name}`, `is not one of ${allowed.join(', ')}`);
}

function number(data: Data, name: string): number | null {
  const value = data[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value))
    fail(`request.${name}`, 'is not a number');
  return value;
}

function flag(data: Data, name: string): boolean | null {
  const value = data[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') fail(`request.${name}`, 'is not true or false');
  return value;
}

function placeData(data: Data, name: 'pickup' | 'delivery'): Data {
  const value = data[name];
  if (!isObject(value)) fail(`request.${name}`, 'is not an object');
  return value;
}

function country(data: Data, name: 'pickup' | 'delivery'): string {
  const path = `request.${name}.`;
  const code = text(placeData(data, name), 'country', path);
  if (!new RegExp(REQUEST_RULES.countryPattern).test(code)) {
    fail(`${path}country`, 'is not a country code');
  }
  return code;
}

function place(data: Data, name: 'pickup' | 'delivery'): RequestPlace {
  const value = placeData(data, name);
  const path = `request.${name}.`;
  return {
    address: optionalText(value, 'address', path),
    postcode: optionalText(value, 'postcode', path),
    town: text(value, 'town', path),
    country: country(data, name),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(data: Data, name: string): string | null {
  const value = optionalText(data, name, 'request.');
  if (value !== null && !DATE.test(value)) fail(`request.${name}`, 'is not a date');
  return value;
}

/** The summary's keys only (private.transport_request_summary). */
export function summaryFromPayload(value: unknown): RequestSummary {
  if (!isObject(value)) fail('request', 'is not an object');
  const path = 'request.';
  const language = text(value, 'language', path);
  if (!isLanguage(language)) fail(`${path}language`, 'is not one of the site’s languages');
  const quantity = number(value, 'quantity') ?? 1;
  const { kinds, runningGear, containerSizes } = REQUEST_RULES;
  return {
    language,
    kind: oneOf(value, 'kind', kinds) ?? fail(`${path}kind`, 'is missing'),
    quantity:
      Number.isInteger(quantity) && quantity >= 1
        ? quantity
        : fail(`${path}quantity`, 'is not a count'),
    drivable: flag(value, 'drivable'),
    running_gear: oneOf(value, 'running_gear', runningGear),
    with_attachments: flag(value, 'with_attachments'),
    container_size: oneOf(value, 'container_size', containerSizes),
    container_loaded: flag(value, 'container_loaded'),
    length_m: number(value, 'length_m'),
    width_m: number(value, 'width_m'),
    height_m: number(value, 'height_m'),
    weight_kg: number(value, 'weight_kg'),
    pickup: { country: country(value, 'pickup') },
    delivery: { country: country(value, 'delivery') },
    earliest_pickup: date(value, 'earliest_pickup') ?? fail(`${path}earliest_pickup`, 'is missing'),
    latest_delivery: date(value, 'latest_delivery'),
  };
}

/** The whole request, for staff. */
export function requestFromPayload(value: unknown): NoticeRequest {
  const summary = summaryFromPayload(value);
  const data = value as Data;
  const path = 'request.';
  const { loadingMethods } = REQUEST_RULES;
  return {
    ...summary,
    name: text(data, 'name', path),
    company: optionalText(data, 'company', path),
    email: text(data, 'email', path),
    phone: optionalText(data, 'phone', path),
    goods: text(data, 'goods', path),
    value_eur: number(data, 'value_eur'),
    listing_url: optionalText(data, 'listing_url', path),
    pickup: place(data, 'pickup'),
    delivery: place(data, 'delivery'),
    pickup_loading: oneOf(data, 'pickup_loading', loadingMethods, 'unknown') ?? 'unknown',
    delivery_loading: oneOf(data, 'delivery_loading', loadingMethods, 'unknown') ?? 'unknown',
    escrow: flag(data, 'escrow') ?? false,
    message: optionalText(data, 'message', path),
  };
}

/**
 * The `offer` of an offer's outbox rows (private.transport_offer_payload): the price and note as
 * staff typed them, cleaned of invisible and bidirectional controls like the request's texts.
 */
export function offerFromPayload(value: unknown): TransportOffer {
  if (!isObject(value)) fail('offer', 'is not an object');
  const number = value.number;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
    fail('offer.number', 'is missing');
  }
  const validUntil = text(value, 'valid_until', 'offer.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) fail('offer.valid_until', 'is not a day');
  return {
    price: text(value, 'price', 'offer.'),
    validUntil,
    note: optionalText(value, 'note', 'offer.'),
    number,
  };
}
