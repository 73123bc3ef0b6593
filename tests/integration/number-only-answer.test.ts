/**
 * Nothing of the parties reaches a tracking number alone (issue #30, DECISIONS 18): a shipment
 * made through each staff path, with a distinctive value in every personal field, looked up as
 * anyone can (anon, POST /rest/v1/rpc/track_shipment, raw HTTP), and the raw answer searched
 * for every one of those values.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import {
  CANARY_MARK,
  CANARY_PATHS,
  CONTACT_FIELDS,
  PERSONAL_FIELDS,
} from '../../test-support/party-canaries';
import { newAddress, staff } from './clients';
import { sql, uniqueShipmentId } from './support';
import { forgetMisses, rawLookup } from './tracking';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});
beforeEach(forgetMisses);

interface Answer {
  access: string;
  history: { location: string }[];
  [field: string]: unknown;
}

const personalFields = (answer: Answer) =>
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, answer[field]]));
const NONE = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null]));

describe.each(Object.entries(CANARY_PATHS))('a shipment made by %s', (_path, make) => {
  it('shows none of its personal values to the number alone or with a wrong key', async () => {
    const shipment = await make(desk, uniqueShipmentId('CANARY'));

    for (const [partyKey, access] of [
      [undefined, 'number_only'],
      ['A'.repeat(32), 'key_refused'],
    ] as const) {
      const raw = await rawLookup({ from: newAddress(), number: shipment.id, partyKey });
      expect(raw.status).toBe(200);
      // Anywhere in the answer, whole or in part (each value carries the mark).
      const found = [CANARY_MARK, ...shipment.values].filter((value) => raw.text.includes(value));
      expect(found, access).toEqual([]);
      const [answer] = JSON.parse(raw.text) as [Answer];
      expect(answer.access).toBe(access);
      expect(personalFields(answer)).toEqual(NONE);
      expect(answer.history.map((entry) => entry.location)).toEqual(shipment.places);
    }

    // The values are there to be found: the shipper's link opens every one of them.
    const { data: link, error } = await desk
      .rpc('create_tracking_link', { tracking_number: shipment.id, party: 'shipper' })
      .single();
    expect(error).toBeNull();
    const full = await rawLookup({
      from: newAddress(),
      number: shipment.id,
      partyKey: link?.key ?? '',
    });
    const [answer] = JSON.parse(full.text) as [Answer];
    expect(answer.access).toBe('full');
    for (const field of PERSONAL_FIELDS) {
      expect(answer[field], field).toEqual(expect.stringContaining(CANARY_MARK));
    }
    // The addresses the shipment was made with (every path sets both) are not in it.
    const addresses = shipment.values.filter((value) => value.includes('@'));
    expect(addresses.length).toBeGreaterThanOrEqual(CONTACT_FIELDS.length);
    expect(addresses.filter((address) => full.text.includes(address))).toEqual([]);
  });
});

interface Party {
  name: string;
  address: string;
}

/**
 * A shipment's parties, the places that name one of them however staff typed it (shown as
 * 'Depozit') and the places that must still show as typed: towns, roads, other streets, a town
 * that a party's street or name carries (issue #48, item 5).
 */
interface MaskingCase {
  shipper: Party;
  recipient: Party;
  hidden: string[];
  shown: string[];
}

const MASKING: Record<string, MaskingCase> = {
  "the probe's": {
    shipper: { name: 'Ng', address: 'Heidestraße 17, 51147 Köln' },
    recipient: { name: 'Bau AG', address: 'ul. Długa 5, 00-238 Warszawa' },
    hidden: [
      'Heide-Straße 17',
      'Heide Straße 17',
      'Heidestrase 17',
      'Hiedestraße 17',
      'heide strase 17',
      'Abholung bei Ng',
      'NG',
      'Bau AG',
      'Zustellung: Bau',
      'ulica Długa',
    ],
    shown: ['Köln, DE', 'Warszawa', 'Baustelle A2, km 17', 'Nürnberg', 'Heide', 'Depozit'],
  },
  German: {
    shipper: { name: 'Müller & Söhne GmbH', address: 'Karl-Marx-Straße 12, 12043 Berlin' },
    recipient: { name: 'Jo', address: 'Am Sonnenhang 3, 94032 Passau' },
    hidden: [
      'Karl Marx Str. 12',
      'karlmarxstrasse 12',
      'KARL-MARX-STRASE',
      'Lager Müller',
      'bei Jo',
      'Sonnenhang 3',
    ],
    shown: ['Berlin', 'Chemnitz (Karl-Marx-Stadt)', 'Passau, DE', 'Jodlerweg, Passau'],
  },
  'French (rue)': {
    shipper: { name: 'Camille Martin', address: '12 rue des Lilas, 69003 Lyon' },
    recipient: { name: 'Ferme Dubois EARL', address: 'Chemin de la Croix-Rousse 4, 71000 Mâcon' },
    hidden: [
      '12, Rue Des Lilas',
      'rue des Lillas',
      'Lilas 12',
      '12 r. des lilas',
      'Chez Martin',
      'Chemin Croix Rousse',
      'dubois',
    ],
    shown: [
      'Lyon',
      'Lyon 3e',
      'Mâcon',
      'Avenue des Lilas',
      'Saint-Martin-d’Hères',
      'Croix-Rousse, Lyon',
    ],
  },
  'Polish (ul.)': {
    shipper: { name: 'Jan Kowalski', address: 'ul. Piotrkowska 120, 90-006 Łódź' },
    recipient: { name: 'Łucja Nowak', address: 'al. Jana Pawła II 27, 00-867 Warszawa' },
    hidden: [
      'Piotrkowska 120',
      'ulica Piotrkowska',
      'Piotrkowka 120',
      'UL. PIOTRKOWSKA 120 ŁÓDŹ',
      'Aleja Jana Pawła',
      'Nowak',
    ],
    shown: ['Łódź', 'Lodz, PL', 'Piotrków Trybunalski', 'Kowal', 'Warszawa, PL'],
  },
  'Romanian (Str.)': {
    shipper: { name: 'Agro Vest SRL', address: 'Str. Lăpușneanu nr. 14, 700057 Iași' },
    recipient: { name: 'Mihai Ionescu', address: 'Bd. Ștefan cel Mare 8, Suceava' },
    hidden: [
      'Strada Lapusneanu 14',
      'str lăpuşneanu nr 14',
      'Lapusneanu nr. 14',
      'Lăpușneanu 14, Iași',
      'Bulevardul Ștefan cel Mare',
      'Ionescu',
    ],
    shown: ['Iași', 'Iasi, RO', 'Vama Albița', 'Suceava', 'Str. Ștefan Furtună, Iași'],
  },
  'Italian (Via)': {
    shipper: { name: 'Trattoria Da Li', address: 'Via Giuseppe Garibaldi 21, 10122 Torino' },
    recipient: { name: 'Rossi Macchine Agricole', address: 'Viale Europa 7, 25100 Brescia' },
    hidden: ['Via Garibaldi 21', 'via G. Garibaldi', 'Garibaldi 21', 'Da Li', 'viale europa'],
    shown: ['Torino', 'Torino Caselle', 'Piazza Garibaldi, Napoli', 'Lille, FR', 'Europa'],
  },
  'Dutch (straat, glued)': {
    shipper: { name: 'Van der Berg BV', address: 'Kerkstraat 12, 1017 GC Amsterdam' },
    recipient: { name: 'Stal de Vries', address: 'Molenweg 3, 7461 AB Rijssen' },
    hidden: ['Kerk straat 12', 'Kerkstr. 12', 'kerkstraat', 'Kerkstrat 12', 'Molen weg 3'],
    shown: ['Amsterdam', 'Kerkrade', 'Rijssen, NL', 'Molenbeek'],
  },
  'Spanish (Calle)': {
    shipper: { name: 'Motos García S.L.', address: 'Calle de Alcalá 210, 28028 Madrid' },
    recipient: { name: 'Li', address: '' },
    hidden: ['C/ Alcalá 210', 'calle alcala', 'García', 'LI'],
    shown: ['Madrid', 'Alcalá de Henares', 'Lille', 'Bologna, IT'],
  },
  'towns a party carries in its street or name': {
    shipper: { name: 'Spedition Wien GmbH', address: 'Wiener Straße 5, 1010 Wien' },
    recipient: { name: 'Ana Popescu', address: 'Rue de Paris 5, 75015 Paris' },
    hidden: ['Wiener Str. 5', 'Wienerstraße', 'Rue de Paris', '1010 Wien', 'Ana'],
    shown: ['Wien', 'Wiener Neustadt', 'Paris', 'Porte de Paris', 'Santa Ana', 'Iași'],
  },
};

describe.each(Object.entries(MASKING))('places of a shipment with %s parties', (_label, c) => {
  it("shows 'Depozit' for each place naming a party, however written, and the others as typed", async () => {
    const id = uniqueShipmentId('MASK');
    const places = [...c.hidden, ...c.shown];
    await sql(
      `insert into public.shipments (id, shippername, shipperaddress, recipientname, recipientaddress, history)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        c.shipper.name,
        c.shipper.address,
        c.recipient.name,
        c.recipient.address,
        JSON.stringify(
          places.map((location) => ({
            status: 'În tranzit',
            location,
            date: '2026-11-20T10:00:00.000Z',
          })),
        ),
      ],
    );
    const raw = await rawLookup({ from: newAddress(), number: id });
    expect(raw.status).toBe(200);
    const [answer] = JSON.parse(raw.text) as [Answer];
    expect(answer.access).toBe('number_only');
    const shown = Object.fromEntries(
      places.map((place, n) => [place, answer.history[n]?.location]),
    );
    expect(shown).toEqual({
      ...Object.fromEntries(c.hidden.map((place) => [place, 'Depozit'])),
      ...Object.fromEntries(c.shown.map((place) => [place, place])),
    });
  });
});
