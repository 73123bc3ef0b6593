import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import {
  missesRequired,
  shipmentFormSchema,
  type ShipmentFormValues,
} from './shipment-form-schema';
import { columnsOf, newShipmentValues } from './shipment-form-values';
import { TEXT_LIMITS } from './text-limits';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const schema = shipmentFormSchema(i18n.getFixedT(ADMIN_LANGUAGE, 'shipments'));

const valid: ShipmentFormValues = {
  ...newShipmentValues('123456'),
  shippername: 'Șerban Țăranu',
  recipientname: 'Zoë Müller',
};

/** The messages of the schema for `changes` over a valid form, by field. */
function messages(changes: Partial<ShipmentFormValues>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...changes });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
}

/** Numbers as the admin area writes them (ro-RO: 1.000, 10.000). */
const ro = (value: number) => new Intl.NumberFormat('ro-RO').format(value);
const tooLong = (max: number, length: number) =>
  `Cel mult ${ro(max)} de caractere (acum ${ro(length)}).`;

describe('required fields (SPEC §5)', () => {
  it('accepts a form with the three required fields', () => {
    expect(messages({})).toEqual({});
  });

  it.each(['', '   ', '\t\n ', '\u00a0'])('refuses blank %j number and names', (blank) => {
    const blanks = { id: blank, shippername: blank, recipientname: blank };
    expect(messages(blanks)).toEqual({
      id: 'Introdu numărul de urmărire.',
      shippername: 'Introdu numele expeditorului.',
      recipientname: 'Introdu numele destinatarului.',
    });
    expect(missesRequired({ ...valid, ...blanks })).toBe(true);
  });

  it('says which one is missing, and SPEC’s toast applies to each', () => {
    expect(messages({ recipientname: ' ' })).toEqual({
      recipientname: 'Introdu numele destinatarului.',
    });
    expect(missesRequired({ ...valid, recipientname: ' ' })).toBe(true);
    expect(missesRequired({ ...valid, shipperaddress: '' })).toBe(false);
  });

  it('wants a status (free text, but not blank)', () => {
    expect(messages({ status: '  ' })).toEqual({ status: 'Alege sau scrie un status.' });
    expect(messages({ status: 'Beim Zoll in Curtici' })).toEqual({});
  });
});

describe('tracking number (shipments_id_format)', () => {
  it.each([
    '12 3456',
    '123\u200b456',
    '123\u0007456',
    '123\u00a0456',
    'ab\tc',
    '\u200e123456',
    '123\u202e456',
    '１２３４５６',
    'ﬁ-123',
    'COLE\u0301T-1',
  ])('refuses spaces, invisible characters and forms that are not NFKC: %j', (id) => {
    expect(messages({ id })).toEqual({
      id: 'Numărul de urmărire nu poate conține spații, caractere invizibile sau caractere în formă lată (de exemplu １２３ în loc de 123).',
    });
  });

  it('takes any visible characters, and surrounding spaces are trimmed', () => {
    expect(messages({ id: 'RO-2026/ß-📦' })).toEqual({});
    expect(messages({ id: 'ȘȚĂ-COLET-É' })).toEqual({});
    expect(messages({ id: '  123456 ' })).toEqual({});
  });

  it('is at most TEXT_LIMITS.id characters, counted as the database counts them', () => {
    const max = TEXT_LIMITS.id;
    expect(messages({ id: '9'.repeat(max) })).toEqual({});
    expect(messages({ id: '9'.repeat(max + 1) })).toEqual({ id: tooLong(max, max + 1) });
    expect(messages({ id: '📦'.repeat(max) })).toEqual({});
    expect(messages({ id: '📦'.repeat(max + 1) })).toEqual({ id: tooLong(max, max + 1) });
  });
});

describe('lengths (the database’s checks)', () => {
  // The plate is no field of the form: "Șofer și vehicul" checks it (driver-assignment.tsx).
  const limited = Object.entries(TEXT_LIMITS).filter(
    ([field]) => field !== 'id' && field !== 'vehicle_plate',
  ) as [keyof ShipmentFormValues, number][];

  it.each(limited)('%s: exactly the limit passes, one more is refused', (field, max) => {
    // The permit's number is a field (and saved) only for an approved permit.
    const context: Partial<ShipmentFormValues> =
      field === 'permit_number' ? { permit: 'approved', permit_valid_until: '2026-12-15' } : {};
    expect(messages({ ...context, [field]: 'ă'.repeat(max) })).toEqual({});
    expect(messages({ ...context, [field]: 'ă'.repeat(max + 1) })).toEqual({
      [field]: tooLong(max, max + 1),
    });
  });

  it('counts an emoji once, as char_length does', () => {
    const max = TEXT_LIMITS.shippername;
    expect(messages({ shippername: '😀'.repeat(max) })).toEqual({});
    expect(messages({ shippername: '😀'.repeat(max + 1) })).toEqual({
      shippername: tooLong(max, max + 1),
    });
  });

  it('measures what is saved: surrounding spaces do not count', () => {
    expect(messages({ shippername: `  ${'a'.repeat(TEXT_LIMITS.shippername)}  ` })).toEqual({});
  });
});

describe('hostile input', () => {
  const hostile = [
    '<img src=x onerror=alert(1)>',
    "Robert'); DROP TABLE shipments;--",
    "' OR 1=1 --",
    'שלום עולם مرحبا',
    '\u202eevil\u202c',
    '👩‍👩‍👧‍👦🚚',
    '%_\\,()"*.',
  ];

  it.each(hostile)('is text like any other: %j', (text) => {
    const values = {
      shippername: text,
      recipientname: text,
      shipperaddress: text,
      info: text,
      transportedgoods: text,
      paymentmethod: text,
      status: text,
    };
    expect(messages(values)).toEqual({});
    expect(columnsOf({ ...valid, ...values })).toMatchObject(values);
  });

  it('10,000 characters are refused in every field with a clear message', () => {
    const huge = 'x'.repeat(10_000);
    expect(messages({ info: huge, accessories: huge, totalamount: huge })).toEqual({
      info: tooLong(TEXT_LIMITS.info, 10_000),
      accessories: tooLong(TEXT_LIMITS.accessories, 10_000),
      totalamount: tooLong(TEXT_LIMITS.totalamount, 10_000),
    });
  });
});

describe('position (shipments_currentposition_range)', () => {
  it.each([
    ['45,5', '25,25', { lat: 45.5, lng: 25.25 }],
    ['45.5', '-25.25', { lat: 45.5, lng: -25.25 }],
    [' 90 ', '-180', { lat: 90, lng: -180 }],
    ['-90', '180', { lat: -90, lng: 180 }],
    ['+0', '0,', { lat: 0, lng: 0 }],
    [',5', '\u221212.5', { lat: 0.5, lng: -12.5 }],
  ])('takes %j, %j as numbers', (latitude, longitude, position) => {
    expect(messages({ latitude, longitude })).toEqual({});
    expect(columnsOf({ ...valid, latitude, longitude }).currentposition).toEqual(position);
  });

  it('none at all is no position', () => {
    expect(messages({ latitude: ' ', longitude: '' })).toEqual({});
    expect(columnsOf(valid).currentposition).toBeNull();
  });

  it.each(['90.0001', '-90,5', 'abc', '45,5,1', '1e3', '45°', '0x1A', 'NaN', 'Infinity', '--5'])(
    'refuses latitude %j',
    (latitude) => {
      expect(messages({ latitude, longitude: '10' })).toEqual({
        latitude: 'Latitudinea trebuie să fie un număr între -90 și 90.',
      });
    },
  );

  it.each(['180.5', '-181', 'east', '25.6.1'])('refuses longitude %j', (longitude) => {
    expect(messages({ latitude: '10', longitude })).toEqual({
      longitude: 'Longitudinea trebuie să fie un număr între -180 și 180.',
    });
  });

  it('wants both or neither, even when other fields are invalid too', () => {
    expect(messages({ latitude: '45' })).toEqual({
      longitude: 'Completează și longitudinea (sau șterge latitudinea).',
    });
    expect(messages({ longitude: '25', shippername: '' })).toEqual({
      shippername: 'Introdu numele expeditorului.',
      latitude: 'Completează și latitudinea (sau șterge longitudinea).',
    });
  });
});

describe('load measures (shipments_dimensions_range), typed as a Romanian writes them', () => {
  it.each([
    ['3,20', 3.2],
    ['3.20', 3.2],
    [' 2,5 ', 2.5],
    ['12', 12],
  ])('takes the width %j as %d', (width, number) => {
    expect(messages({ width_m: width })).toEqual({});
    expect(columnsOf({ ...valid, width_m: width }).width_m).toBe(number);
  });

  it('takes a weight with thousands groups, and every measure empty as none', () => {
    expect(messages({ weight_kg: '12.500' })).toEqual({});
    expect(columnsOf({ ...valid, weight_kg: '12.500' }).weight_kg).toBe(12500);
    expect(columnsOf({ ...valid, weight_kg: '1.234,5' }).weight_kg).toBe(1234.5);
    expect(columnsOf(valid)).toMatchObject({
      length_m: null,
      width_m: null,
      height_m: null,
      weight_kg: null,
      permit: 'not_needed',
      permit_number: null,
      permit_valid_until: null,
      escort: 'none',
      pickup_window_from: null,
      delivery_window_to: null,
    });
  });

  it('refuses each measure out of its range, with its own message', () => {
    expect(
      messages({ length_m: '60,01', width_m: '12,5', height_m: '0', weight_kg: '500.001' }),
    ).toEqual({
      length_m: 'Lungimea trebuie să fie între 0 și 60 m.',
      width_m: 'Lățimea trebuie să fie între 0 și 12 m.',
      height_m: 'Înălțimea trebuie să fie între 0 și 10 m.',
      weight_kg: 'Greutatea trebuie să fie între 0 și 500.000 kg.',
    });
    expect(
      messages({ length_m: '60', width_m: '12', height_m: '10', weight_kg: '500000' }),
    ).toEqual({});
  });

  it.each(['abc', '3,2,0', '3.200,5', '-3', '3 m', '1e3'])('refuses %j as not a number', (text) => {
    expect(messages({ height_m: text })).toEqual({ height_m: 'Scrie un număr, de ex. 3,20.' });
  });
});

describe('permit (shipments_permit_approved)', () => {
  it('an approved permit requires its number and its last valid day', () => {
    expect(messages({ permit: 'approved' })).toEqual({
      permit_number: 'Pentru o autorizație aprobată introdu numărul ei.',
      permit_valid_until: 'Pentru o autorizație aprobată alege data până la care e valabilă.',
    });
    expect(
      messages({ permit: 'approved', permit_number: '  ', permit_valid_until: '2026-02-30' }),
    ).toEqual({
      permit_number: 'Pentru o autorizație aprobată introdu numărul ei.',
      permit_valid_until: 'Data nu este validă.',
    });
    const approved = {
      permit: 'approved' as const,
      permit_number: ' AT-118 ',
      permit_valid_until: '2026-12-15',
    };
    expect(messages(approved)).toEqual({});
    expect(columnsOf({ ...valid, ...approved })).toMatchObject({
      permit: 'approved',
      permit_number: 'AT-118',
      permit_valid_until: '2026-12-15',
    });
  });

  it('a permit requested or not needed saves no number or date, whatever the hidden fields hold', () => {
    const hidden = { permit_number: 'AT-118', permit_valid_until: '2026-12-15' };
    expect(messages({ permit: 'requested', ...hidden })).toEqual({});
    expect(columnsOf({ ...valid, permit: 'requested', ...hidden })).toMatchObject({
      permit: 'requested',
      permit_number: null,
      permit_valid_until: null,
    });
  });

  it('refuses values the database does not know', () => {
    expect(messages({ permit: 'maybe' as never, escort: 'army' as never })).toEqual({
      permit: 'Alege dacă autorizația nu e necesară, e solicitată sau e aprobată.',
      escort: 'Alege însoțirea.',
    });
  });
});

describe('time windows (shipments_time_windows_order)', () => {
  it('takes a start alone or a window in order, saved as instants', () => {
    expect(messages({ pickup_window_from: '2026-12-01T06:00' })).toEqual({});
    const window = {
      delivery_window_from: '2026-12-03T08:00',
      delivery_window_to: '2026-12-03T08:00',
    };
    expect(messages(window)).toEqual({});
    expect(columnsOf({ ...valid, ...window }).delivery_window_to).toBe(
      new Date(2026, 11, 3, 8, 0).toISOString(),
    );
  });

  it('wants a start for an end, and an end not before its start', () => {
    expect(
      messages({
        pickup_window_to: '2026-12-01T09:00',
        delivery_window_from: '2026-12-03T10:00',
        delivery_window_to: '2026-12-03T09:59',
      }),
    ).toEqual({
      pickup_window_from: 'Completează și începutul intervalului (pentru o oră fixă, doar pe el).',
      delivery_window_to: 'Sfârșitul intervalului nu poate fi înaintea începutului.',
    });
  });

  it('refuses what is not a date and time', () => {
    expect(messages({ pickup_window_from: '2026-02-30T10:00' })).toEqual({
      pickup_window_from: 'Data și ora nu sunt valide.',
    });
  });
});

describe('phones and notes for the driver (issue #52)', () => {
  const phoneMessage =
    'Numărul de telefon poate avea cel mult 40 de caractere: cifre, spații și + - ( ) / . (de ex. +49 170 1234567).';

  it.each(['', '  ', '+49 170 1234567', '(0049) 89/123-45.6', ` ${'1'.repeat(40)} `])(
    'accepts the phone %j',
    (phone) => {
      expect(messages({ shipperphone: phone, recipientphone: phone })).toEqual({});
    },
  );

  it.each(['0170 ext. 5', '1'.repeat(41), '0170\n123'])('refuses the phone %j', (phone) => {
    expect(messages({ shipperphone: phone, recipientphone: phone })).toEqual({
      shipperphone: phoneMessage,
      recipientphone: phoneMessage,
    });
  });

  it('saves a phone and the notes trimmed, and empty ones as none', () => {
    const values = { ...valid, shipperphone: ' +49 170 1 ', driver_notes: ' Poarta 3 ' };
    expect(columnsOf(values)).toMatchObject({
      shipperphone: '+49 170 1',
      recipientphone: null,
      driver_notes: 'Poarta 3',
    });
  });

  it(`limits the notes to ${TEXT_LIMITS.driver_notes} characters`, () => {
    expect(messages({ driver_notes: 'x'.repeat(TEXT_LIMITS.driver_notes + 1) })).toEqual({
      driver_notes: tooLong(TEXT_LIMITS.driver_notes, TEXT_LIMITS.driver_notes + 1),
    });
  });
});
