import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { shipmentWriteFailure } from './shipment-write-error';
import { failureReason } from './write-failure-text';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const t = i18n.getFixedT(ADMIN_LANGUAGE, 'shipments');

/** The reason shown for the database refusing a check, as PostgREST reports it. */
const refusedBy = (constraint: string) =>
  failureReason(
    shipmentWriteFailure({
      code: '23514',
      message: `new row for relation "shipments" violates check constraint "${constraint}"`,
    }),
    t,
    '１２３',
  );

describe('failureReason', () => {
  it("says the form's own words when the database refuses a tracking number", () => {
    expect(refusedBy('shipments_id_format')).toBe(
      'Numărul de urmărire nu poate conține spații, caractere invizibile sau caractere în formă lată (de exemplu １２３ în loc de 123).',
    );
  });

  it('names the field for the other checks', () => {
    expect(refusedBy('shipments_info_length')).toBe(
      'Câmpul „Informații pentru client” este prea lung sau nu are un format acceptat.',
    );
  });

  it.each([
    [
      'shipments_recipientemail_format',
      'Adresa de e-mail nu este validă: un singur @, fără spații, virgule sau ghilimele, cu domeniu complet (de ex. nume@firma.ro).',
    ],
    [
      'shipments_notifyshipper_needs_email',
      'Pentru actualizări de status pe e-mail e nevoie de o adresă de e-mail validă.',
    ],
    ['shipments_recipientlanguage_known', 'Alege una dintre cele șapte limbi ale site-ului.'],
    ['shipments_expected_delivery_order', 'Data „până la” nu poate fi înaintea datei „de la”.'],
  ])('says what is wrong when the database refuses %s (issue #26)', (constraint, text) => {
    expect(refusedBy(constraint)).toBe(text);
  });

  it('issue #53: says why an escrow shipment cannot be delivered yet, and that a step came too late', () => {
    const refused = (details: string) =>
      failureReason(shipmentWriteFailure({ code: 'PT409', message: '', details }), t, '123456');
    expect(refused('escrow_unpaid')).toBe(
      'Expedierea este cu escrow și plata cumpărătorului nu este înregistrată: o expediere escrow se livrează doar după ce banii au sosit. Înregistrează întâi plata (secțiunea „Escrow”), apoi statusul „Livrat”.',
    );
    expect(refused('escrow_transition')).toBe(
      'Pasul nu mai este posibil: statusul escrow s-a schimbat între timp (de exemplu, cumpărătorul a răspuns sau perioada de inspecție s-a încheiat). Nimic nu s-a înregistrat; statusul de acum este afișat mai sus.',
    );
  });
});
