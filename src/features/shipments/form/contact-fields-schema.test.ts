/**
 * Issue #26's fields of the shipment form: each party's address, language and status e-mails,
 * and the expected delivery. The rules mirror the database's checks, with Romanian messages.
 */
import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { EMAIL_LIMITS, emailProblem, savedEmail } from './email-address';
import { shipmentFormSchema, type ShipmentFormValues } from './shipment-form-schema';
import { columnsOf, newShipmentValues } from './shipment-form-values';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const schema = shipmentFormSchema(i18n.getFixedT(ADMIN_LANGUAGE, 'shipments'));

const valid: ShipmentFormValues = {
  ...newShipmentValues('123456'),
  shippername: 'Șerban Țăranu',
  recipientname: 'Zoë Müller',
};

function messages(changes: Partial<ShipmentFormValues>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...changes });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
}

const BAD_EMAIL =
  'Adresa de e-mail nu este validă: un singur @, fără spații, virgule sau ghilimele, cu domeniu complet (de ex. nume@firma.ro).';

describe('a party’s e-mail address', () => {
  it.each([
    '',
    '  ',
    'anna@example.com',
    ' Anna.Muller+lyon@Ferme-Dubois.FR ',
    'a@xn--mller-kva.de',
  ])('accepts %j', (address) => {
    expect(messages({ recipientemail: address })).toEqual({});
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@@example.com',
    'an@na@example.com',
    'anna @example.com',
    'anna@exa mple.com',
    'anna@example..com',
    'anna@example.com\r\nBcc: x@evil.com',
    '"anna"@example.com',
    'anna@example.com, bob@example.com',
    'anna@example.com;bob@example.com',
    '<anna@example.com>',
    'anna@exam_ple.com',
    'anna@-example.com',
    'anna@example-.com',
    '.anna@example.com',
    'an..na@example.com',
    'anna.@example.com',
    'zoë@example.com',
    `${'a'.repeat(EMAIL_LIMITS.local + 1)}@example.com`,
  ])('refuses %j with the format message, next to the field', (address) => {
    expect(messages({ shipperemail: address })).toEqual({ shipperemail: BAD_EMAIL });
  });

  it('says how to write an international domain', () => {
    expect(messages({ recipientemail: 'anna@müller.de' })).toEqual({
      recipientemail:
        'Domeniul adresei poate conține doar litere fără diacritice, cifre și cratime; un domeniu cu diacritice se scrie în forma xn--… (punycode).',
    });
  });

  it('says the limit of 254 characters', () => {
    const long = `anna@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(EMAIL_LIMITS.total);
    expect(emailProblem(long)).toBe('tooLong');
    expect(messages({ recipientemail: long })).toEqual({
      recipientemail: 'Adresa de e-mail poate avea cel mult 254 de caractere.',
    });
  });

  it('is saved trimmed with the domain in lower case; none as null', () => {
    expect(savedEmail(' Anna.Muller@Ferme-Dubois.FR ')).toBe('Anna.Muller@ferme-dubois.fr');
    const columns = columnsOf({ ...valid, shipperemail: '  ', recipientemail: 'a@b.fr ' });
    expect(columns).toMatchObject({ shipperemail: null, recipientemail: 'a@b.fr' });
  });
});

describe('status e-mails need an address (shipments_notify…_needs_email)', () => {
  const needsEmail =
    'Pentru actualizări de status pe e-mail e nevoie de o adresă de e-mail validă.';

  it('refuses the choice without an address, or with an invalid one', () => {
    expect(messages({ notifyrecipient: true })).toEqual({ recipientemail: needsEmail });
    expect(messages({ notifyshipper: true, shipperemail: 'anna' })).toEqual({
      shipperemail: BAD_EMAIL,
    });
  });

  it('accepts it with a valid address', () => {
    expect(messages({ notifyrecipient: true, recipientemail: 'anna@example.com' })).toEqual({});
  });
});

describe('the party’s language', () => {
  it('is one of the seven', () => {
    expect(messages({ recipientlanguage: 'fr' })).toEqual({});
    expect(messages({ recipientlanguage: 'ro' as never })).toEqual({
      recipientlanguage: 'Alege una dintre cele șapte limbi ale site-ului.',
    });
  });

  it('a new shipment starts with the language given (the last one chosen)', () => {
    expect(newShipmentValues('1', 'pl')).toMatchObject({
      shipperlanguage: 'pl',
      recipientlanguage: 'pl',
      notifyshipper: false,
      notifyrecipient: false,
    });
    expect(newShipmentValues('1')).toMatchObject({ recipientlanguage: 'en' });
  });
});

describe('expected delivery (shipments_expected_delivery_order)', () => {
  it('a day, a window, or nothing', () => {
    expect(messages({ expecteddeliveryfrom: '2026-12-01' })).toEqual({});
    expect(
      messages({ expecteddeliveryfrom: '2026-12-01', expecteddeliveryto: '2026-12-01' }),
    ).toEqual({});
    expect(
      messages({ expecteddeliveryfrom: '2026-12-01', expecteddeliveryto: '2026-12-04' }),
    ).toEqual({});
  });

  it('an end needs a start, and may not be before it', () => {
    expect(messages({ expecteddeliveryto: '2026-12-04' })).toEqual({
      expecteddeliveryfrom: 'Completează și data „de la” (pentru o singură zi, doar pe ea).',
    });
    expect(
      messages({ expecteddeliveryfrom: '2026-12-04', expecteddeliveryto: '2026-12-01' }),
    ).toEqual({ expecteddeliveryto: 'Data „până la” nu poate fi înaintea datei „de la”.' });
  });

  it('refuses a day that does not exist', () => {
    expect(messages({ expecteddeliveryfrom: '2026-02-30' })).toEqual({
      expecteddeliveryfrom: 'Data nu este validă.',
    });
  });

  it('is saved as dates, none as null', () => {
    expect(columnsOf({ ...valid, expecteddeliveryfrom: '2026-12-01' })).toMatchObject({
      expecteddeliveryfrom: '2026-12-01',
      expecteddeliveryto: null,
    });
  });
});
