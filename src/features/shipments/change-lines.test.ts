import { describe, expect, it } from 'vitest';

import { changeLines, linkParty, valueText } from './change-lines';

describe('an audit record as lines', () => {
  it('lists each changed field of an update, from → to, with no value as null', () => {
    expect(
      changeLines({
        action: 'update',
        changes: {
          status: { from: 'În tranzit', to: 'Livrat' },
          info: { from: null, to: 'Livrare confirmată' },
          currentposition: { from: { lat: 48.57, lng: 7.75 }, to: null },
        },
      }),
    ).toEqual([
      { kind: 'field', field: 'status', from: 'În tranzit', to: 'Livrat' },
      { kind: 'field', field: 'info', from: null, to: 'Livrare confirmată' },
      { kind: 'field', field: 'currentposition', from: '48.57, 7.75', to: null },
    ]);
  });

  it('lists appended route entries as entries, not as two arrays', () => {
    expect(
      changeLines({
        action: 'update',
        changes: {
          status: { from: 'Expediere creată', to: 'În tranzit' },
          history: {
            added: [
              { status: 'În tranzit', location: 'Wien', date: '2026-11-23T10:00:00.000Z' },
              { status: 'Probleme', location: 'Győr', date: '2026-11-23T12:00:00.000Z' },
            ],
          },
        },
      }),
    ).toEqual([
      { kind: 'field', field: 'status', from: 'Expediere creată', to: 'În tranzit' },
      { kind: 'route', status: 'În tranzit', location: 'Wien' },
      { kind: 'route', status: 'Probleme', location: 'Győr' },
    ]);
  });

  it('says nothing more for an insert, a delete or a restore: the action says it', () => {
    const row = { id: { from: null, to: '482913' }, status: { from: null, to: 'Livrat' } };
    for (const action of ['insert', 'delete', 'restore'] as const) {
      expect(changeLines({ action, changes: row })).toEqual([]);
    }
  });

  it('names the transport request an inserted shipment was made from, and only an insert', () => {
    const row = {
      id: { from: null, to: '482913' },
      request_reference: { from: null, to: 'A-2026-00042' },
    };
    expect(changeLines({ action: 'insert', changes: row })).toEqual([
      { kind: 'fromRequest', reference: 'A-2026-00042' },
    ]);
    for (const action of ['delete', 'restore'] as const) {
      expect(changeLines({ action, changes: row })).toEqual([]);
    }
    const noRequest = { ...row, request_reference: { from: null, to: null } };
    expect(changeLines({ action: 'insert', changes: noRequest })).toEqual([]);
  });

  it('says why a link was revoked when a new one replaced it, and a new expiry', () => {
    const link = '0b7f4c1e-8a39-4c2f-9a55-2b0e0f6f3f11';
    expect(
      changeLines({
        action: 'link_revoke',
        changes: { link, party: 'shipper', reason: 'replaced' },
      }),
    ).toEqual([{ kind: 'linkReplaced', expired: false }]);
    expect(
      changeLines({
        action: 'link_revoke',
        changes: { link, party: 'shipper', reason: 'expired' },
      }),
    ).toEqual([{ kind: 'linkReplaced', expired: true }]);
    expect(
      changeLines({
        action: 'link_revoke',
        changes: { link, party: 'shipper', reason: 'revoked' },
      }),
    ).toEqual([]);
    expect(changeLines({ action: 'link_create', changes: { link, party: 'recipient' } })).toEqual(
      [],
    );
    expect(
      changeLines({
        action: 'link_expiry',
        changes: { link, party: 'recipient', expires_at: '2026-12-31T22:59:00+00:00', set: true },
      }),
    ).toEqual([{ kind: 'linkExpiry', expiresAt: '2026-12-31T22:59:00+00:00', chosen: true }]);
    expect(
      changeLines({
        action: 'link_expiry',
        changes: { link, party: 'recipient', expires_at: null, set: false },
      }),
    ).toEqual([{ kind: 'linkExpiry', expiresAt: null, chosen: false }]);
  });

  it('names the party of a link record, and none for the shipment’s own records', () => {
    expect(linkParty({ action: 'link_create', changes: { party: 'recipient' } })).toBe('recipient');
    expect(linkParty({ action: 'link_revoke', changes: { party: 'shipper' } })).toBe('shipper');
    expect(linkParty({ action: 'link_create', changes: { party: 'customs' } })).toBeNull();
    expect(linkParty({ action: 'update', changes: { party: { from: 'a', to: 'b' } } })).toBeNull();
  });

  it('reads any stored value as text', () => {
    expect(valueText(undefined)).toBeNull();
    expect(valueText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(valueText(12.5)).toBe('12.5');
    expect(valueText(true)).toBe('true');
    expect(
      valueText([{ status: 'Livrat', location: 'Verona', date: 'sometime' }, { broken: 1 }]),
    ).toBe('sometime · Livrat · Verona');
    expect(valueText({ other: 'shape' })).toBe('{"other":"shape"}');
  });
});

describe('a report from the road in the trail (issue #52)', () => {
  const report = {
    id: 'r1',
    kind: 'delivery',
    recorded_at: '2026-12-04T10:30:00Z',
    place: 'Wien, AT',
    phoned: true,
  };

  it('is its kind, time and place, and says when the office typed it for a driver who phoned', () => {
    expect(changeLines({ action: 'report', changes: { report } })).toEqual([
      {
        kind: 'report',
        report: 'delivery',
        recordedAt: '2026-12-04T10:30:00Z',
        place: 'Wien, AT',
        phoned: true,
      },
    ]);
    expect(
      changeLines({
        action: 'report',
        changes: { report: { ...report, place: null, phoned: false } },
      }),
    ).toEqual([
      {
        kind: 'report',
        report: 'delivery',
        recordedAt: report.recorded_at,
        place: null,
        phoned: false,
      },
    ]);
  });

  it('says nothing more of a record it cannot read', () => {
    expect(changeLines({ action: 'report', changes: { report: { kind: 'other' } } })).toEqual([]);
    expect(changeLines({ action: 'report', changes: {} })).toEqual([]);
  });
});
