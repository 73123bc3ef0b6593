/**
 * A shipment's CMR as gathered (issue #54): each box's value from the shipment, its standing
 * collection and delivery reports and the company, for a German → Polish and a Romanian →
 * French shipment; what the shipment does not hold stays empty.
 */
import { describe, expect, it } from 'vitest';

import type { PaperImage } from '@/lib/papers/paper-data';
import type { ShipmentReport } from '@/lib/shipments/reports';

import type { Shipment } from '../api/shipment-schemas';
import { cmrData, type CmrSources } from './cmr-data';
import { cmrGaps } from './cmr-gaps';
import { defaultLabelLanguages } from './label-languages';

const germanToPolish: Shipment = {
  id: '482913',
  status: 'Livrat',
  shippername: 'Großmann Baumaschinen GmbH',
  shipperaddress: 'Industriestraße 12\n86156 Augsburg\nDeutschland',
  recipientname: 'Łukasz Wiśniewski',
  recipientaddress: 'ul. Źródlana 5\n30-001 Kraków\nPolska',
  shipperemail: null,
  shipperlanguage: 'de',
  notifyshipper: false,
  recipientemail: null,
  recipientlanguage: 'pl',
  notifyrecipient: false,
  expecteddeliveryfrom: null,
  expecteddeliveryto: null,
  transportedgoods: 'Bagger Liebherr R 920, gebraucht',
  accessories: '',
  info: null,
  purchaseprice: '',
  shippingcosts: '',
  additionalservices: '',
  totalamount: '',
  paymentmethod: '',
  history: [],
  currentposition: null,
  length_m: 9.5,
  width_m: 2.55,
  height_m: 3.1,
  weight_kg: 21500,
  permit: 'approved',
  permit_number: 'BY-2026-4471',
  permit_valid_until: '2026-12-20',
  escort: 'one',
  pickup_window_from: null,
  pickup_window_to: null,
  delivery_window_from: null,
  delivery_window_to: null,
  request_reference: 'A-2026-00042',
  shipperphone: null,
  recipientphone: null,
  driver_notes: null,
  driver_id: null,
  vehicle_plate: 'B-MT 2026',
  delivered_at: '2026-12-04T10:30:00Z',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

const romanianToFrench: Shipment = {
  ...germanToPolish,
  id: '731004',
  shippername: 'Ștefan Țurcanu SRL',
  shipperaddress: 'Str. Mărășești 3\n500001 Brașov\nRomânia',
  recipientname: 'Hélène Garçon',
  recipientaddress: '8 rue de la Forêt\n28000 Chartres\nFrance',
  shipperlanguage: 'en',
  recipientlanguage: 'fr',
  transportedgoods: 'Tractor Fendt 724, folosit',
  length_m: null,
  weight_kg: 9800,
  permit: 'not_needed',
  permit_number: null,
  permit_valid_until: null,
  escort: 'none',
  request_reference: null,
  vehicle_plate: null,
};

const report = (fields: Partial<ShipmentReport> & Pick<ShipmentReport, 'id' | 'kind'>) => ({
  recorded_at: '2026-12-02T23:30:00Z',
  place: null,
  position: null,
  damage: null,
  note: null,
  name: null,
  signature: null,
  photos: [],
  handed_over: null,
  reservations: null,
  corrects: null,
  phoned: false,
  ...fields,
});

// 23:30 UTC on 2 December is 3 December in Berlin, the company's day.
const collected = report({
  id: 'c1',
  kind: 'collection',
  place: 'Augsburg, DE',
  name: 'Jürgen Weiß',
  signature: '482913/reports/k1/signature.png',
  handed_over: { documents: 'Rechnung 2026-118, Fahrzeugbrief', keys: true },
  reservations: 'Kratzer am Ausleger',
});
const correctedCollection = report({
  id: 'c2',
  kind: 'collection',
  recorded_at: '2026-12-03T09:00:00Z',
  place: 'Augsburg, DE',
  name: 'Jürgen Weiß',
  reservations: 'Kratzer am Ausleger, Spiegel fehlt',
  handed_over: { documents: 'Rechnung 2026-118', keys: true },
  corrects: 'c3',
});
const delivered = report({
  id: 'd1',
  kind: 'delivery',
  recorded_at: '2026-12-04T10:30:00Z',
  place: 'Kraków, PL',
  name: 'Łukasz Wiśniewski',
  signature: '482913/reports/k2/signature.png',
  reservations: 'Brak lusterka',
});
const signatures = new Map<string, PaperImage>([
  [collected.signature!, { bytes: new Uint8Array([0x89, 0x50]), type: 'image/png' }],
  [delivered.signature!, { bytes: new Uint8Array([0x89, 0x51]), type: 'image/png' }],
]);

const sources = (shipment: Shipment, rest: Partial<CmrSources> = {}): CmrSources => ({
  shipment,
  reports: [],
  signatures: new Map(),
  packages: null,
  labelLanguages: defaultLabelLanguages(shipment),
  copies: 'all',
  consigneeLink: null,
  now: new Date('2026-12-05T08:00:00Z'),
  ...rest,
});

describe("a shipment's CMR", () => {
  it('German → Polish: labels de, pl, en; every box from the shipment, the reports and the company', () => {
    const data = cmrData(
      sources(germanToPolish, {
        reports: [collected, delivered],
        signatures,
        packages: 1,
        consigneeLink: 'https://site.example/pl/sledzenie-przesylek?id=482913&k=K',
      }),
    );
    expect(data).toEqual({
      labelLanguages: ['de', 'pl', 'en'],
      copies: 'all',
      trackingNumber: '482913',
      requestReference: 'A-2026-00042',
      consigneeLink: 'https://site.example/pl/sledzenie-przesylek?id=482913&k=K',
      sender: {
        name: 'Großmann Baumaschinen GmbH',
        address: 'Industriestraße 12\n86156 Augsburg\nDeutschland',
      },
      consignee: { name: 'Łukasz Wiśniewski', address: 'ul. Źródlana 5\n30-001 Kraków\nPolska' },
      deliveryPlace: 'ul. Źródlana 5\n30-001 Kraków\nPolska',
      takingOver: { place: 'Industriestraße 12\n86156 Augsburg\nDeutschland', date: '2026-12-03' },
      documentsAttached: 'Rechnung 2026-118, Fahrzeugbrief',
      goods: {
        marks: null,
        packages: 1,
        packing: null,
        nature: 'Bagger Liebherr R 920, gebraucht',
        statisticalNumber: null,
        grossWeightKg: 21500,
        volumeM3: 75.098,
        dimensionsM: { length: 9.5, width: 2.55, height: 3.1 },
      },
      instructions: {
        permit: { kind: 'approved', number: 'BY-2026-4471', validUntil: '2026-12-20' },
        escort: 'one',
      },
      carrier: {
        name: 'Musterfirma Transporte GmbH',
        address: 'Musterstraße 1\n10115 Berlin\nDeutschland',
        vehiclePlate: 'B-MT 2026',
      },
      carrierReservations: 'Kratzer am Ausleger',
      established: { place: 'Berlin', date: '2026-12-05' },
      signatures: {
        sender: {
          name: 'Jürgen Weiß',
          signature: signatures.get(collected.signature!),
          at: '2026-12-02T23:30:00Z',
          place: 'Augsburg, DE',
        },
        carrier: null,
        consignee: {
          name: 'Łukasz Wiśniewski',
          signature: signatures.get(delivered.signature!),
          at: '2026-12-04T10:30:00Z',
          place: 'Kraków, PL',
          reservations: 'Brak lusterka',
        },
      },
    });
  });

  it('Romanian → French with Romanian labels: what is not known stays empty, no report yet', () => {
    const data = cmrData(
      sources(romanianToFrench, { labelLanguages: ['ro', 'fr', 'en'], copies: 2 }),
    );
    expect(data).toMatchObject({
      labelLanguages: ['ro', 'fr', 'en'],
      copies: 2,
      requestReference: null,
      consigneeLink: null,
      sender: { name: 'Ștefan Țurcanu SRL', address: 'Str. Mărășești 3\n500001 Brașov\nRomânia' },
      consignee: { name: 'Hélène Garçon', address: '8 rue de la Forêt\n28000 Chartres\nFrance' },
      takingOver: { place: 'Str. Mărășești 3\n500001 Brașov\nRomânia', date: null },
      documentsAttached: null,
      goods: {
        marks: null,
        packages: null,
        packing: null,
        nature: 'Tractor Fendt 724, folosit',
        statisticalNumber: null,
        grossWeightKg: 9800,
        volumeM3: null,
        dimensionsM: null,
      },
      instructions: { permit: null, escort: null },
      // The carrier's country in the first label language.
      carrier: { address: 'Musterstraße 1\n10115 Berlin\nGermania', vehiclePlate: null },
      carrierReservations: null,
      signatures: { sender: null, carrier: null, consignee: null },
    });
  });

  it('reads the standing report of each kind: the newest one no other report corrects', () => {
    const data = cmrData(
      sources(germanToPolish, {
        // c2 corrects a report not in the list; c1 is not corrected but older than c2.
        reports: [collected, correctedCollection, { ...collected, id: 'c3' }],
        signatures,
      }),
    );
    expect(data.carrierReservations).toBe('Kratzer am Ausleger, Spiegel fehlt');
    expect(data.documentsAttached).toBe('Rechnung 2026-118');
    expect(data.signatures.sender).toEqual({
      name: 'Jürgen Weiß',
      signature: null,
      at: '2026-12-03T09:00:00Z',
      place: 'Augsburg, DE',
    });
  });

  it('takes the shipper’s and the recipient’s languages for the labels, and English once', () => {
    expect(defaultLabelLanguages(germanToPolish)).toEqual(['de', 'pl', 'en']);
    expect(defaultLabelLanguages(romanianToFrench)).toEqual(['en', 'fr']);
    expect(defaultLabelLanguages({ ...germanToPolish, recipientlanguage: 'de' })).toEqual([
      'de',
      'en',
    ]);
  });
});

describe('what a CMR needs', () => {
  it('is there for a shipment with both addresses, the goods and the weight', () => {
    expect(cmrGaps(germanToPolish)).toEqual([]);
  });

  it('names each field that is empty or blank, in the form’s order', () => {
    expect(
      cmrGaps({
        ...germanToPolish,
        shipperaddress: '',
        recipientaddress: '  \n',
        transportedgoods: '',
        weight_kg: null,
      }),
    ).toEqual(['shipperaddress', 'recipientaddress', 'transportedgoods', 'weight_kg']);
    expect(cmrGaps({ ...germanToPolish, recipientaddress: ' ' })).toEqual(['recipientaddress']);
  });
});
