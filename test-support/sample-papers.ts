import type { CmrData, ConditionReportData, PaperImage } from '../src/lib/papers/paper-data';

/** A 2 × 1 PNG (a signature stands in for a real one: any PNG the PDF can embed). */
const PNG_2X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAkAAQHlGm5KAAAAAElFTkSuQmCC',
    'base64',
  ),
);
const SIGNATURE: PaperImage = { bytes: PNG_2X1, type: 'image/png' };

/** German sender, Polish consignee: labels in de, pl and English. */
export function germanToPolish(): CmrData {
  return {
    labelLanguages: ['de', 'pl', 'en'],
    copies: 'all',
    trackingNumber: '482913',
    requestReference: 'ANF-2026-0042',
    consigneeLink: 'https://example.test/pl/tracking?id=482913&k=abc',
    sender: {
      name: 'Maschinenbau Weiß GmbH',
      address: 'Große Straße 12\n80331 München\nDeutschland',
    },
    consignee: {
      name: 'Łukasz Wróbel Sp. z o.o.',
      address: 'ul. Żółkiewskiego 5\n00-001 Łódź\nPolska',
    },
    deliveryPlace: 'Łódź, Polska',
    takingOver: { place: 'München, Deutschland', date: '2026-12-07' },
    documentsAttached: 'Rechnung 2026/118',
    goods: {
      marks: 'SN 4471-ß',
      packages: 1,
      packing: 'unverpackt',
      nature: 'Radlader Liebherr L 556',
      statisticalNumber: null,
      grossWeightKg: 18250.5,
      volumeM3: null,
      dimensionsM: { length: 8.1, width: 2.75, height: 3.4 },
    },
    instructions: {
      permit: { kind: 'approved', number: 'BY-2026-77', validUntil: '2026-12-31' },
      escort: 'one',
    },
    carrier: {
      name: 'Transporte Ionescu SRL',
      address: 'Str. Mihai Viteazu 3\n500001 Brașov\nRomânia',
      vehiclePlate: 'BV 12 ȚȘȚ',
    },
    carrierReservations: 'Kratzer am linken Kotflügel',
    established: { place: 'München', date: '2026-12-07' },
    signatures: {
      sender: {
        name: 'Jörg Weiß',
        signature: SIGNATURE,
        at: '2026-12-07T09:15:00+01:00',
        place: 'München',
      },
      carrier: {
        name: 'Ștefan Țurcanu',
        signature: SIGNATURE,
        at: '2026-12-07T09:20:00+01:00',
        place: 'München',
      },
      consignee: {
        name: 'Łucja Żak',
        signature: SIGNATURE,
        at: '2026-12-08T14:05:00+01:00',
        place: 'Łódź',
        reservations: 'Brak zastrzeżeń co do ilości',
      },
    },
  };
}

/** Romanian sender, French consignee: labels in ro, fr and English; nothing signed yet. */
export function romanianToFrench(): CmrData {
  return {
    labelLanguages: ['ro', 'fr', 'en'],
    copies: 2,
    trackingNumber: '731104',
    requestReference: null,
    consigneeLink: null,
    sender: {
      name: 'Fabrica de Mașini Târgu Mureș SA',
      address: 'Str. Țesătorilor 9\n540001 Târgu Mureș\nRomânia',
    },
    consignee: {
      name: 'Société Générale de Levage',
      address: '12 rue de la Forêt\n69002 Lyon\nFrance',
    },
    deliveryPlace: 'Lyon, France',
    takingOver: { place: 'Târgu Mureș, România', date: null },
    documentsAttached: null,
    goods: {
      marks: null,
      packages: null,
      packing: null,
      nature: 'Excavator șenilat folosit',
      statisticalNumber: null,
      grossWeightKg: null,
      volumeM3: null,
      dimensionsM: null,
    },
    instructions: { permit: null, escort: null },
    carrier: {
      name: 'Transporte Ionescu SRL',
      address: 'Str. Mihai Viteazu 3\n500001 Brașov\nRomânia',
      vehiclePlate: null,
    },
    carrierReservations: null,
    established: { place: 'Brașov', date: '2026-12-09' },
    signatures: { sender: null, carrier: null, consignee: null },
  };
}

export function conditionReport(
  language: ConditionReportData['language'],
  photos: PaperImage[],
): ConditionReportData {
  return {
    language,
    trackingNumber: '482913',
    kind: 'collection',
    recordedAt: '2026-12-07T09:15:00+01:00',
    place: 'München',
    position: { lat: 48.137154, lng: 11.576124 },
    damage: { state: 'marked', marks: [{ zone: 'left', text: 'Kratzer am Kotflügel, 20 cm' }] },
    note: 'Schaufel separat verzurrt',
    handedOver: { documents: 'Rechnung 2026/118', keys: true },
    reservations: 'Ștergătoare lipsă',
    signedBy: {
      name: 'Jörg Weiß',
      signature: SIGNATURE,
      at: '2026-12-07T09:20:00+01:00',
      place: 'München',
    },
    photos,
    phoned: true,
    correctsRecordedAt: '2026-12-07T08:50:00+01:00',
    shipper: { name: 'Maschinenbau Weiß GmbH', address: 'Große Straße 12\n80331 München' },
    recipient: { name: 'Łukasz Wróbel Sp. z o.o.', address: 'ul. Żółkiewskiego 5\n00-001 Łódź' },
    carrier: { name: 'Transporte Ionescu SRL', address: 'Brașov', vehiclePlate: 'BV 12 ȚȘȚ' },
  };
}
