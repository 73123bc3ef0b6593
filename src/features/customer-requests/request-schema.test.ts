import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { sampleRequest } from '@/testing/sample-request';
import type { Language } from '#common/languages';

import type { FormValues } from './form-values';
import { buildRequestSchema } from './request-schema';

const TODAY = '2026-11-28';

function textsIn(lang: Language): TFunction<'request'> {
  return createI18n({ lng: lang, resources: resourcesFor(lang) }).getFixedT(lang, 'request');
}

/**
 * The sample request (src/testing/sample-request.ts) as a person fills it in German, with a
 * phone number, a fixed date and the container controls left filled in.
 */
const FILLED: FormValues = {
  name: 'Max Mustermann',
  company: '',
  email: 'max@example.com',
  phone: '+48 22 123 45 67',
  language: 'de',
  kind: 'tractor',
  goods: 'Fendt 724 Vario',
  quantity: '',
  drivable: 'yes',
  running_gear: 'wheels',
  with_attachments: 'no',
  container_size: '40',
  container_loaded: 'yes',
  length_m: '5,20',
  width_m: '2,75',
  height_m: '3,20',
  weight_kg: '8.900',
  value_eur: '',
  listing_url: '',
  pickup_address: '',
  pickup_postcode: '94032',
  pickup_town: 'Passau',
  pickup_country: 'DE',
  delivery_address: '',
  delivery_postcode: '00-001',
  delivery_town: 'Warszawa',
  delivery_country: 'PL',
  earliest_pickup: '2026-12-01',
  latest_delivery: '',
  pickup_loading: 'drives_on',
  delivery_loading: 'ramp',
  escrow: false,
  message: '',
  website: '',
};

function parse(values: Partial<FormValues>, lang: Language = 'de') {
  return buildRequestSchema(textsIn(lang), lang, TODAY).safeParse({ ...FILLED, ...values });
}

/** The one message the schema gives `field`, or the issues if there is not exactly one. */
function refusal(values: Partial<FormValues>, lang: Language = 'de') {
  const result = parse(values, lang);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('buildRequestSchema', () => {
  it('turns the form into the request object of the contract', () => {
    const result = parse({});
    expect(result.error).toBeUndefined();
    // A tractor is not asked about containers: what is left in those controls is not sent.
    expect(result.data).toEqual(
      sampleRequest({ phone: '+48 22 123 45 67', earliest_pickup: '2026-12-01' }),
    );
  });

  it('asks a container only about its size and load', () => {
    const result = parse({ kind: 'container' });
    expect(result.data).toMatchObject({
      drivable: null,
      running_gear: null,
      with_attachments: null,
      container_size: '40',
      container_loaded: true,
    });
  });

  it('normalises texts as the database does: NFC, invisible characters removed, trimmed', () => {
    const result = parse({
      name: '  Ja\u200Bn Ko\u202Ewalski\uFEFF ',
      goods: 'Cafe\u0301 tractor',
      message: 'Line one\nLine two\tTabbed',
      website: ' http://spam.example ',
    });
    expect(result.data).toMatchObject({
      name: 'Jan Kowalski',
      goods: 'Café tractor',
      message: 'Line one\nLine two\tTabbed',
      website: 'http://spam.example',
    });
  });

  it('rounds more decimals than kept, as the database does', () => {
    expect(parse({ width_m: '2,555', weight_kg: '1.234,5' }).data).toMatchObject({
      width_m: 2.56,
      weight_kg: 1235,
    });
  });

  it.each([
    ['name', { name: '' }, 'Bitte füllen Sie dieses Feld aus.'],
    ['goods', { goods: '   ' }, 'Bitte füllen Sie dieses Feld aus.'],
    ['pickup_town', { pickup_town: '' }, 'Bitte füllen Sie dieses Feld aus.'],
    ['email', { email: '' }, 'Bitte füllen Sie dieses Feld aus.'],
    ['earliest_pickup', { earliest_pickup: '' }, 'Bitte füllen Sie dieses Feld aus.'],
    [
      'email',
      { email: 'jan@example' },
      'Bitte geben Sie eine vollständige E-Mail-Adresse ein, z.\u00a0B. name@beispiel.de.',
    ],
    [
      'email',
      { email: 'jan@example.com\r\nBcc: x@example.com' },
      'Dieses Feld enthält Zeichen, die nicht gesendet werden können. Bitte schreiben Sie es in eine Zeile.',
    ],
    [
      'phone',
      { phone: 'call me' },
      'Bitte verwenden Sie für die Telefonnummer nur Ziffern, Leerzeichen und + ( ) / . -',
    ],
    [
      'listing_url',
      { listing_url: 'javascript:alert(1)' },
      'Bitte geben Sie eine vollständige Webadresse ein, die mit https:// beginnt.',
    ],
    ['name', { name: 'x'.repeat(121) }, 'Bitte verwenden Sie höchstens 120 Zeichen.'],
    ['message', { message: 'x'.repeat(5001) }, 'Bitte verwenden Sie höchstens 5.000 Zeichen.'],
    [
      'delivery_address',
      { delivery_address: 'Musterstraße 1\r\nX' },
      'Dieses Feld enthält Zeichen, die nicht gesendet werden können. Bitte schreiben Sie es in eine Zeile.',
    ],
    [
      'message',
      { message: 'bell \u0007' },
      'Dieses Feld enthält Zeichen, die nicht gesendet werden können. Bitte schreiben Sie es in eine Zeile.',
    ],
    ['width_m', { width_m: '3.200,5' }, 'Bitte geben Sie eine Zahl ein, z.\u00a0B. 3,20.'],
    ['weight_kg', { weight_kg: 'schwer' }, 'Bitte geben Sie eine Zahl ein, z.\u00a0B. 1.200.'],
    ['width_m', { width_m: '0,05' }, 'Bitte geben Sie mindestens 0,1 ein.'],
    ['width_m', { width_m: '12,5' }, 'Bitte geben Sie höchstens 12 ein.'],
    ['quantity', { quantity: '100' }, 'Bitte geben Sie höchstens 99 ein.'],
    // A negative number is a number the field does not take, not "enter a number" (issue #49).
    ['width_m', { width_m: '-3' }, 'Bitte geben Sie eine Zahl größer als 0 ein.'],
    ['quantity', { quantity: '− 2' }, 'Bitte geben Sie eine Zahl größer als 0 ein.'],
    ['value_eur', { value_eur: '-100' }, 'Bitte geben Sie mindestens 0 ein.'],
    // The example fits the field: at most 99 units.
    ['quantity', { quantity: 'zwei' }, 'Bitte geben Sie eine Zahl ein, z.\u00a0B. 2.'],
    ['kind', { kind: '' }, 'Bitte wählen Sie eine Möglichkeit.'],
    ['language', { language: 'ru' }, 'Bitte wählen Sie eine Möglichkeit.'],
    ['pickup_country', { pickup_country: '' }, 'Bitte wählen Sie eine Möglichkeit.'],
    ['drivable', { drivable: 'maybe' }, 'Bitte wählen Sie eine Möglichkeit.'],
    [
      'earliest_pickup',
      { earliest_pickup: '2026-11-26' },
      'Bitte wählen Sie ein Datum zwischen dem 27. November 2026 und dem 27. November 2028.',
    ],
    [
      'earliest_pickup',
      { earliest_pickup: '2026-02-30' },
      'Bitte wählen Sie ein Datum zwischen dem 27. November 2026 und dem 27. November 2028.',
    ],
    [
      'latest_delivery',
      { latest_delivery: '2026-11-30' },
      'Das späteste Lieferdatum darf nicht vor dem frühesten Abholdatum liegen.',
    ],
  ] as const)('refuses %s with its message (%#)', (field, values, message) => {
    expect(refusal(values)).toEqual([[field, message]]);
  });

  it('writes its messages in the reader’s language, numbers their way', () => {
    expect(refusal({ width_m: 'wide' }, 'en')).toEqual([
      ['width_m', 'Please enter a number, e.g. 3.20.'],
    ]);
    expect(refusal({ width_m: '3.200,5' }, 'pl')).toEqual([
      ['width_m', 'Prosimy wpisać liczbę, np. 3,20.'],
    ]);
    expect(refusal({ message: 'x'.repeat(5001) }, 'fr')).toEqual([
      ['message', 'Veuillez utiliser au maximum 5\u202f000 caractères.'],
    ]);
  });

  it('reads 3.20 and 3,20 alike in English and in Polish', () => {
    for (const lang of ['en', 'pl'] as const) {
      expect(parse({ width_m: '3.20', height_m: '3,20' }, lang).data).toMatchObject({
        width_m: 3.2,
        height_m: 3.2,
      });
    }
  });

  it('never refuses the honeypot: a bot is answered like anyone else', () => {
    expect(parse({ website: 'x'.repeat(500) }).data?.website).toBe('x'.repeat(200));
  });
});
