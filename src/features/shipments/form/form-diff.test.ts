import { describe, expect, it } from 'vitest';

import type { Shipment } from '../api/shipment-schemas';
import { changedFields, conflictDifferences, withTheirVersion } from './form-diff';
import {
  changesOf,
  creationOf,
  formValuesOf,
  hasUnsavedInput,
  newShipmentValues,
  routeEventOf,
} from './shipment-form-values';

const loaded: Shipment = {
  id: '482913',
  status: 'În tranzit',
  shippername: 'Ion Popescu',
  shipperaddress: 'Str. Lungă 1, Brașov',
  recipientname: 'Hans Müller',
  recipientaddress: 'Hauptstraße 5, Wien',
  shipperemail: null,
  shipperlanguage: 'en',
  notifyshipper: false,
  recipientemail: 'hans@mueller.at',
  recipientlanguage: 'de',
  notifyrecipient: true,
  expecteddeliveryfrom: '2026-12-01',
  expecteddeliveryto: null,
  transportedgoods: 'Tractor',
  accessories: '',
  info: null,
  purchaseprice: '10.000 EUR',
  shippingcosts: '800 EUR',
  additionalservices: '',
  totalamount: '10.800 EUR',
  paymentmethod: 'Transfer',
  history: [],
  currentposition: { lat: 45.6579, lng: 25.6012 },
  length_m: 7.5,
  width_m: 3.2,
  height_m: null,
  weight_kg: 18500,
  permit: 'approved',
  permit_number: 'AT-2026-118',
  permit_valid_until: '2026-12-15',
  escort: 'one',
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
  created_at: '2026-11-20T10:00:00+00:00',
  updated_at: '2026-11-20T10:00:00.123456+00:00',
};
const base = formValuesOf(loaded);

describe('formValuesOf', () => {
  it('shows every column as text, no info as empty, the position as numbers typed', () => {
    expect(base).toMatchObject({ info: '', latitude: '45.6579', longitude: '25.6012' });
    expect(formValuesOf({ ...loaded, currentposition: null })).toMatchObject({
      latitude: '',
      longitude: '',
    });
  });
});

describe('changedFields / changesOf: a save sends only what the user changed', () => {
  it('nothing changed, nothing to send', () => {
    expect(changedFields(base, base)).toEqual([]);
    expect(changesOf(base, base)).toEqual({});
    expect(hasUnsavedInput(base, base)).toBe(false);
  });

  it('one field changed: that column only, trimmed', () => {
    const values = { ...base, recipientaddress: '  Ringstraße 1, Wien ' };
    expect(changedFields(base, values)).toEqual(['recipientaddress']);
    expect(changesOf(base, values)).toEqual({ recipientaddress: 'Ringstraße 1, Wien' });
    expect(hasUnsavedInput(base, values)).toBe(true);
  });

  it('info emptied is saved as none; a typed info as text', () => {
    expect(changesOf({ ...base, info: 'Sunați înainte' }, base)).toEqual({ info: null });
    expect(changesOf(base, { ...base, info: 'Sunați înainte' })).toEqual({
      info: 'Sunați înainte',
    });
  });

  it('either coordinate changed sends the whole position; cleared sends none', () => {
    expect(changesOf(base, { ...base, latitude: '46,1' })).toEqual({
      currentposition: { lat: 46.1, lng: 25.6012 },
    });
    expect(changesOf(base, { ...base, latitude: '', longitude: '' })).toEqual({
      currentposition: null,
    });
  });

  it('the route update is never a column, but is unsaved input', () => {
    const values = { ...base, newHistoryLocation: 'Viena', newHistoryStatus: 'Livrat' };
    expect(changesOf(base, values)).toEqual({});
    expect(hasUnsavedInput(base, values)).toBe(true);
    expect(routeEventOf(values)).toEqual({ status: 'Livrat', location: 'Viena' });
  });

  it('a route entry needs both its fields (SPEC §4)', () => {
    expect(
      routeEventOf({ ...base, newHistoryLocation: 'Viena', newHistoryStatus: ' ' }),
    ).toBeNull();
    expect(
      routeEventOf({ ...base, newHistoryLocation: '', newHistoryStatus: 'Livrat' }),
    ).toBeNull();
    expect(
      routeEventOf({ ...base, newHistoryLocation: ' Viena ', newHistoryStatus: ' Livrat ' }),
    ).toEqual({ status: 'Livrat', location: 'Viena' });
  });
});

describe('issue #26’s fields are part of the row: changed, sent, compared', () => {
  it('a new address, language, choice and delivery window are sent as saved', () => {
    const values = {
      ...base,
      shipperemail: ' Ion@Popescu.RO ',
      shipperlanguage: 'it' as const,
      notifyshipper: true,
      expecteddeliveryto: '2026-12-03',
    };
    expect(changedFields(base, values)).toEqual([
      'expecteddeliveryto',
      'shipperemail',
      'shipperlanguage',
      'notifyshipper',
    ]);
    expect(changesOf(base, values)).toEqual({
      shipperemail: 'Ion@popescu.ro',
      shipperlanguage: 'it',
      notifyshipper: true,
      expecteddeliveryto: '2026-12-03',
    });
    expect(hasUnsavedInput(base, values)).toBe(true);
  });

  it('cleared address and dates are sent as none', () => {
    const values = {
      ...base,
      recipientemail: '',
      notifyrecipient: false,
      expecteddeliveryfrom: '',
    };
    expect(changesOf(base, values)).toEqual({
      recipientemail: null,
      notifyrecipient: false,
      expecteddeliveryfrom: null,
    });
  });

  it('a colleague’s unsubscribe shows as a difference of the checkbox', () => {
    const theirs = formValuesOf({ ...loaded, notifyrecipient: false });
    expect(conflictDifferences(theirs, base)).toEqual([
      { field: 'notifyrecipient', theirs: false, yours: true },
    ]);
  });
});

describe('issue #37’s load facts are part of the row: shown, changed, sent, compared', () => {
  it('shows measures with a decimal comma and windows as the device’s local minute', () => {
    expect(base).toMatchObject({
      length_m: '7,5',
      width_m: '3,2',
      height_m: '',
      weight_kg: '18500',
      permit: 'approved',
      permit_number: 'AT-2026-118',
      permit_valid_until: '2026-12-15',
      escort: 'one',
      delivery_window_from: '',
    });
    expect(new Date(base.pickup_window_from).toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(new Date(base.pickup_window_to).toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('sends a measure typed either way as a number, an emptied one as none', () => {
    const values = { ...base, width_m: '3.45', height_m: '4,10', weight_kg: '' };
    expect(changedFields(base, values)).toEqual(['width_m', 'height_m', 'weight_kg']);
    expect(changesOf(base, values)).toEqual({ width_m: 3.45, height_m: 4.1, weight_kg: null });
    // A measure as loaded is not a change: 7,5 stays 7,5.
    expect(changesOf(base, { ...base })).toEqual({});
  });

  it('a permit no longer approved clears its number and date with it', () => {
    expect(changesOf(base, { ...base, permit: 'requested' })).toEqual({
      permit: 'requested',
      permit_number: null,
      permit_valid_until: null,
    });
  });

  it('a new permit number is sent with the permit it belongs to', () => {
    expect(changesOf(base, { ...base, permit_number: ' AT-2026-119 ' })).toEqual({
      permit: 'approved',
      permit_number: 'AT-2026-119',
      permit_valid_until: '2026-12-15',
    });
  });

  it('a time window is sent as an instant; cleared as none', () => {
    const values = { ...base, delivery_window_from: '2026-12-03T14:00', pickup_window_to: '' };
    expect(changesOf(base, values)).toEqual({
      pickup_window_to: null,
      delivery_window_from: new Date(2026, 11, 3, 14, 0).toISOString(),
    });
  });

  it('an escort changed by a colleague shows as a difference; the reference is never sent', () => {
    const theirs = formValuesOf({ ...loaded, escort: 'police' });
    expect(conflictDifferences(theirs, base)).toEqual([
      { field: 'escort', theirs: 'police', yours: 'one' },
    ]);
    expect(creationOf({ ...base, id: '482914' }).shipment).not.toHaveProperty('request_reference');
  });
});

describe('creationOf: a new shipment and where its route starts', () => {
  const typed = {
    ...newShipmentValues('123456'),
    shippername: 'Ion Popescu',
    shipperaddress: ' Str. Lungă 1, Brașov ',
    recipientname: 'Hans Müller',
  };

  it('the pickup place as typed, trimmed; never the shipper address', () => {
    const creation = creationOf({ ...typed, firstLocation: '  Brașov, România ' });
    expect(creation.firstLocation).toBe('Brașov, România');
    expect(creation.shipment).toMatchObject({
      id: '123456',
      shipperaddress: 'Str. Lungă 1, Brașov',
    });
    expect(creation.shipment).not.toHaveProperty('firstLocation');
  });

  it('no pickup place: none, and the database puts its neutral place', () => {
    expect(creationOf({ ...typed, firstLocation: '   ' }).firstLocation).toBeNull();
  });

  it('a typed pickup place is unsaved input', () => {
    const empty = newShipmentValues('123456');
    expect(hasUnsavedInput(empty, { ...empty, firstLocation: 'Arad' })).toBe(true);
  });
});

describe('conflict: their version against the user’s', () => {
  // Someone else changed the recipient's address and the info, and moved the shipment on.
  const theirs = formValuesOf({
    ...loaded,
    recipientaddress: 'Ringstraße 1, Wien',
    info: 'Livrare luni',
    status: 'Livrat',
  });
  // Meanwhile the user changed the goods and the info.
  const yours = { ...base, transportedgoods: 'Tractor John Deere', info: 'Livrare marți' };

  it('lists each differing field with both values, in screen order', () => {
    expect(conflictDifferences(theirs, yours)).toEqual([
      { field: 'status', theirs: 'Livrat', yours: 'În tranzit' },
      { field: 'info', theirs: 'Livrare luni', yours: 'Livrare marți' },
      { field: 'recipientaddress', theirs: 'Ringstraße 1, Wien', yours: 'Hauptstraße 5, Wien' },
      { field: 'transportedgoods', theirs: 'Tractor', yours: 'Tractor John Deere' },
    ]);
    expect(conflictDifferences(theirs, theirs)).toEqual([]);
  });

  it('taking theirs keeps what the user changed and takes the rest from them', () => {
    const merged = withTheirVersion(base, theirs, {
      ...yours,
      newHistoryLocation: 'Arad',
      newHistoryStatus: 'În tranzit',
    });
    expect(merged).toEqual({
      ...theirs,
      transportedgoods: 'Tractor John Deere',
      info: 'Livrare marți',
      newHistoryLocation: 'Arad',
      newHistoryStatus: 'În tranzit',
    });
    // The next save, over their version, sends only the user's own changes.
    expect(changesOf(theirs, merged)).toEqual({
      transportedgoods: 'Tractor John Deere',
      info: 'Livrare marți',
    });
  });
});
