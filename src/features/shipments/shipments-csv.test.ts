import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import staffShipments from '../../../locales/ro/shipments.json';
import type { Shipment } from './api/shipment-schemas';
import {
  CSV_FIELDS,
  csvDateTime,
  type CsvField,
  csvFileName,
  historyText,
  positionText,
  shipmentsCsv,
} from './shipments-csv';

const LABELS = Object.fromEntries(CSV_FIELDS.map((field) => [field, `L:${field}`])) as Record<
  CsvField,
  string
>;
/** Test labels, and the form's own words for a permit and an escort. */
const TEXTS = {
  labels: LABELS,
  permits: staffShipments.form.permit,
  escorts: staffShipments.form.escort,
};

const shipment: Shipment = {
  id: '482913',
  status: 'În tranzit',
  shippername: 'Landtechnik Huber GmbH',
  shipperaddress: 'Industriestraße 14\n84130 Dingolfing',
  recipientname: 'Ferme Dubois, "EARL"',
  recipientaddress: '12 Route de Chartres',
  shipperemail: null,
  shipperlanguage: 'de',
  notifyshipper: false,
  recipientemail: 'contact@ferme-dubois.fr',
  recipientlanguage: 'fr',
  notifyrecipient: true,
  expecteddeliveryfrom: '2026-12-01',
  expecteddeliveryto: '2026-12-03',
  transportedgoods: 'Traktor Fendt 724',
  accessories: '',
  info: null,
  purchaseprice: '118.500,00 EUR',
  shippingcosts: '1.450,00 EUR',
  additionalservices: '',
  totalamount: '=1+2',
  paymentmethod: '@SUM(A1)',
  history: [
    { status: 'Expediere creată', location: 'Dingolfing, DE', date: '2026-11-23T08:00:00.000Z' },
    { status: 'În tranzit', location: 'Wien', date: '2026-11-24T09:30:00.000Z' },
  ],
  currentposition: { lat: 48.5734, lng: -7.75 },
  length_m: 7.25,
  width_m: 3.2,
  height_m: null,
  weight_kg: 18500,
  permit: 'approved',
  permit_number: 'AT-2026-118',
  permit_valid_until: '2026-12-15',
  escort: 'two',
  pickup_window_from: '2026-12-01T06:00:00+00:00',
  pickup_window_to: '2026-12-01T09:30:00+00:00',
  delivery_window_from: null,
  delivery_window_to: null,
  request_reference: 'A-2026-00042',
  shipperphone: null,
  recipientphone: null,
  driver_notes: null,
  driver_id: null,
  vehicle_plate: null,
  delivered_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-24T09:30:00.123456+00:00',
};

describe('CSV cells', () => {
  it('writes dates as YYYY-MM-DD HH:mm in the given time zone', () => {
    expect(csvDateTime('2026-11-23T08:00:00.000Z', 'Europe/Bucharest')).toBe('2026-11-23 10:00');
    expect(csvDateTime('2026-11-23T23:30:00Z', 'UTC')).toBe('2026-11-23 23:30');
    expect(csvDateTime('not a date')).toBe('not a date');
  });

  it('writes the route in the order it was driven, one readable cell', () => {
    expect(historyText(shipment.history, 'Europe/Bucharest')).toBe(
      '2026-11-23 10:00 · Expediere creată · Dingolfing, DE | 2026-11-24 11:30 · În tranzit · Wien',
    );
    expect(historyText([])).toBe('');
  });

  it('writes a position as "lat, lng"', () => {
    expect(positionText({ lat: 48.5734, lng: 7.7521 })).toBe('48.5734, 7.7521');
    expect(positionText(null)).toBe('');
  });

  it('names the file by the local date', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('expedieri-2026-01-05.csv');
  });
});

describe('the CSV file', () => {
  const text = shipmentsCsv([shipment], TEXTS, 'Europe/Bucharest');

  it('starts with a UTF-8 byte order mark, then the header row', () => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(CSV_FIELDS.map((field) => `L:${field}`).join(','));
  });

  it('has one column per field that parses back to the values', () => {
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(1);
    const row = parsed.data[0]!;
    expect(Object.keys(row)).toEqual(CSV_FIELDS.map((field) => `L:${field}`));
    expect(row['L:id']).toBe('482913');
    expect(row['L:status']).toBe('În tranzit');
    expect(row['L:shipperaddress']).toBe('Industriestraße 14\n84130 Dingolfing');
    expect(row['L:recipientname']).toBe('Ferme Dubois, "EARL"');
    expect(row['L:info']).toBe('');
    expect(row['L:shipperemail']).toBe('');
    expect(row['L:recipientemail']).toBe('contact@ferme-dubois.fr');
    expect(row['L:recipientlanguage']).toBe('fr');
    expect(row['L:notifyrecipient']).toBe('1');
    expect(row['L:notifyshipper']).toBe('0');
    expect(row['L:expecteddeliveryfrom']).toBe('2026-12-01');
    expect(row['L:expecteddeliveryto']).toBe('2026-12-03');
    expect(row['L:history']).toBe(
      '2026-11-23 10:00 · Expediere creată · Dingolfing, DE | 2026-11-24 11:30 · În tranzit · Wien',
    );
    expect(row['L:created_at']).toBe('2026-11-20 12:00');
    expect(row['L:updated_at']).toBe('2026-11-24 11:30');
  });

  it('carries the load facts, measures with a decimal comma as a Romanian spreadsheet reads them, a permit and an escort by the form’s names', () => {
    const row = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data[0]!;
    expect({
      length: row['L:length_m'],
      width: row['L:width_m'],
      height: row['L:height_m'],
      weight: row['L:weight_kg'],
      permit: row['L:permit'],
      permitNumber: row['L:permit_number'],
      permitValidUntil: row['L:permit_valid_until'],
      escort: row['L:escort'],
      pickupFrom: row['L:pickup_window_from'],
      pickupTo: row['L:pickup_window_to'],
      deliveryFrom: row['L:delivery_window_from'],
      reference: row['L:request_reference'],
    }).toEqual({
      length: '7,25',
      width: '3,2',
      height: '',
      weight: '18500',
      permit: 'Aprobată',
      permitNumber: 'AT-2026-118',
      permitValidUntil: '2026-12-15',
      escort: 'Două mașini de însoțire',
      pickupFrom: '2026-12-01 08:00',
      pickupTo: '2026-12-01 11:30',
      deliveryFrom: '',
      reference: 'A-2026-00042',
    });
    // The decimal comma is inside quotes, so it never splits the cell.
    expect(text).toContain(',"7,25","3,2",,18500,');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const row = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data[0]!;
    expect(row['L:totalamount']).toBe("'=1+2");
    expect(row['L:paymentmethod']).toBe("'@SUM(A1)");
    expect(row['L:currentposition']).toBe('48.5734, -7.75');
  });

  it('is only the header row for an empty list', () => {
    const parsed = Papa.parse(shipmentsCsv([], TEXTS).slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(CSV_FIELDS.map((field) => `L:${field}`));
    expect(parsed.data).toEqual([]);
  });
});

describe('formula escaping', () => {
  /** The export of one shipment whose recipient name is `value`: its raw line and parsed cell. */
  function exported(value: string) {
    const csv = shipmentsCsv([{ ...shipment, recipientname: value }], TEXTS, 'UTC').slice(1);
    const row = Papa.parse<Record<string, string>>(csv, { header: true }).data[0]!;
    return { csv, cell: row['L:recipientname'] };
  }

  it.each([
    [
      'a formula on the first of several lines',
      '=HYPERLINK("https://evil.example","Klick")\nDanke',
    ],
    ['a formula after a carriage return and line feed', '=1+2\r\nx'],
    ['a leading space', ' =1+2'],
    ['leading spaces and a line break', '  \n=1+2'],
    ['a no-break space', '\u00a0=1+2'],
    ['a zero-width space', '\u200b=1+2'],
    ['a full-width equals sign', '＝HYPERLINK("https://evil.example")'],
    ['a full-width plus sign', '＋1+2'],
    ['a full-width hyphen-minus', '－1+2'],
    ['a full-width commercial at', '＠SUM(A1)'],
    ['a small equals sign', '﹦1+2'],
    ['a superscript plus sign', '⁺1+2'],
    ['an equals sign that folds into ≠ with a combining stroke', '=\u0338 1+2'],
    ['a leading tab', '\tx'],
    ['a leading carriage return', '\rx'],
    ['a space, then a tab', ' \tx'],
    ['a minus sign', '-1'],
    ['an at sign', '@x'],
  ])('keeps %s as text, quoted with a leading apostrophe', (_, value) => {
    const { csv, cell } = exported(value);
    expect(cell).toBe(`'${value}`);
    expect(csv).toContain(`,"'${value.replace(/"/g, '""')}",`);
  });

  it.each([
    ['ordinary text', 'Ferme Dubois', 'Ferme Dubois'],
    ['an equals sign later in the text', 'a=1+2', 'a=1+2'],
    ['an equals sign on a later line', 'Ferme\n=1+2', '"Ferme\n=1+2"'],
    ['blanks only', '  ', '"  "'],
    ['an empty cell', '', ''],
    ['a minus sign that is not the ASCII one', '−1', '−1'],
  ])('writes %s as it is', (_, value, written) => {
    const { csv, cell } = exported(value);
    expect(cell).toBe(value);
    expect(csv).toContain(`,${written},`);
  });
});
