import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { changeLines } from './change-lines';
import { COLUMN_LABELS } from './column-labels';
import { historyValueText } from './history-values';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const t = i18n.getFixedT(ADMIN_LANGUAGE, 'shipments');

describe('the audit trail of issue #37’s columns', () => {
  it('names each new column in Romanian', () => {
    const names = Object.fromEntries(
      (
        [
          'length_m',
          'width_m',
          'height_m',
          'weight_kg',
          'permit',
          'permit_number',
          'permit_valid_until',
          'escort',
          'pickup_window_from',
          'pickup_window_to',
          'delivery_window_from',
          'delivery_window_to',
          'request_reference',
        ] as const
      ).map((column) => [column, t(COLUMN_LABELS[column])]),
    );
    expect(names).toEqual({
      length_m: 'Lungime (m)',
      width_m: 'Lățime (m)',
      height_m: 'Înălțime (m)',
      weight_kg: 'Greutate (kg)',
      permit: 'Autorizație specială de transport (AST)',
      permit_number: 'Număr autorizație',
      permit_valid_until: 'Autorizație valabilă până la',
      escort: 'Însoțire',
      pickup_window_from: 'Încărcare de la',
      pickup_window_to: 'Încărcare până la',
      delivery_window_from: 'Livrare de la',
      delivery_window_to: 'Livrare până la',
      request_reference: 'Cerere de transport',
    });
  });

  it('shows an update’s values the way staff read them', () => {
    const lines = changeLines({
      action: 'update',
      changes: {
        width_m: { from: 2.4, to: 3.2 },
        weight_kg: { from: null, to: 18500 },
        permit: { from: 'requested', to: 'approved' },
        escort: { from: 'none', to: 'police' },
        pickup_window_from: { from: null, to: '2026-12-01T06:00:00+00:00' },
        notifyshipper: { from: false, to: true },
      },
    });
    expect(
      lines.map((line) =>
        line.kind === 'field'
          ? [
              line.field,
              historyValueText(line.field, line.from, t),
              historyValueText(line.field, line.to, t),
            ]
          : line,
      ),
    ).toEqual([
      ['width_m', '2,4', '3,2'],
      ['weight_kg', null, '18500'],
      ['permit', 'Solicitată', 'Aprobată'],
      ['escort', 'Fără însoțire', 'Însoțire de poliție'],
      [
        'pickup_window_from',
        null,
        new Intl.DateTimeFormat('ro-RO', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date('2026-12-01T06:00:00Z'),
        ),
      ],
      ['notifyshipper', 'nu', 'da'],
    ]);
  });

  it('leaves unknown values and other fields as stored', () => {
    expect(historyValueText('permit', 'something', t)).toBe('something');
    expect(historyValueText('status', 'true', t)).toBe('true');
    expect(historyValueText('permit_number', 'AT-1', t)).toBe('AT-1');
  });
});
