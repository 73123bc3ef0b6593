import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

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

const shipment: Shipment = {
  id: '482913',
  status: 'În tranzit',
  shippername: 'Landtechnik Huber GmbH',
  shipperaddress: 'Industriestraße 14\n84130 Dingolfing',
  recipientname: 'Ferme Dubois, "EARL"',
  recipientaddress: '12 Route de Chartres',
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
  const text = shipmentsCsv([shipment], LABELS, 'Europe/Bucharest');

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
    expect(row['L:history']).toBe(
      '2026-11-23 10:00 · Expediere creată · Dingolfing, DE | 2026-11-24 11:30 · În tranzit · Wien',
    );
    expect(row['L:created_at']).toBe('2026-11-20 12:00');
    expect(row['L:updated_at']).toBe('2026-11-24 11:30');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const row = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data[0]!;
    expect(row['L:totalamount']).toBe("'=1+2");
    expect(row['L:paymentmethod']).toBe("'@SUM(A1)");
    expect(row['L:currentposition']).toBe('48.5734, -7.75');
  });

  it('is only the header row for an empty list', () => {
    const parsed = Papa.parse(shipmentsCsv([], LABELS).slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(CSV_FIELDS.map((field) => `L:${field}`));
    expect(parsed.data).toEqual([]);
  });
});
