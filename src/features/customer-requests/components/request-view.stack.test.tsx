/**
 * The request behind the acknowledgement's link (issue #48) with the real public fetch against
 * the real stack: a request stored as the database stores it, its link key stored hashed as the
 * submit stores it; the page shows everything the customer sent, in the reader's language and
 * formats, and how far the request got; typed markup stays text; a wrong key is the link page's
 * "no longer valid".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';
import { stack } from '@/testing/stack';
import type { Language } from '#common/languages';

import { nodeSupabaseClient } from '../../../../dev-support/node-supabase-client';
import { withClient } from '../../../../dev-support/pg-client';
import { RequestPage } from './request-page';

const admin = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);

function utcDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

let sequence = 0;
/** A stored request with its own link key; the link as the acknowledgement carries it. */
async function requestWithKey(
  fields: { message?: string; goods?: string } = {},
): Promise<{ reference: string; key: string }> {
  sequence += 1;
  const reference = `A-2026-${String(80_000 + ((Date.now() + sequence) % 9_999)).padStart(5, '0')}${sequence}`;
  const key = `${'RequestViewKey'.padEnd(28, 'x')}${String(sequence).padStart(4, '0')}`;
  await withClient(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into public.transport_requests
         (reference, language, name, company, email, phone, kind, goods, quantity, drivable,
          running_gear, with_attachments, length_m, width_m, height_m, weight_kg, value_eur,
          listing_url, pickup_address, pickup_postcode, pickup_town, pickup_country,
          delivery_town, delivery_country, earliest_pickup, latest_delivery, pickup_loading,
          escrow, message, client, network)
       values ($1, 'de', 'Max Mustermann', 'Hof Mustermann', 'view-page@example.com',
               '+49 170 1234567', 'tractor', $2, 2, true, 'wheels', false, 5.2, 2.75, 3.2, 8900,
               120000, 'https://www.example.com/listing/42', 'Dorfstraße 1', '94032', 'Passau',
               'DE', 'Warszawa', 'PL', $3, $4, 'crane', true, $5, '192.0.2.1', '192.0.2.0/24')
       returning id`,
      [
        reference,
        fields.goods ?? 'Fendt 724 Vario',
        utcDate(7),
        utcDate(21),
        fields.message ?? 'Bitte vorher anrufen.\nDanke!',
      ],
    );
    await client.query(
      `insert into private.transport_request_keys (request_id, key_hash)
       values ($1, private.link_key_hash($2))`,
      [rows[0]!.id, key],
    );
  });
  return { reference, key };
}

function renderLink(lang: Language, link: { reference: string; key: string }) {
  return renderInLanguage(<RequestPage />, {
    lang,
    url: `/${lang}/x?ref=${encodeURIComponent(link.reference)}&k=${encodeURIComponent(link.key)}`,
  });
}

/** The page's terms and values, in order, as a screen reader lists them. */
function facts(): Array<[string | null, string | null]> {
  const terms = screen.getAllByRole('term');
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);
}

describe('the request behind the acknowledgement’s link', () => {
  it('shows, in German, everything the customer sent and that it was received', async () => {
    const link = await requestWithKey();
    renderLink('de', link);
    const heading = await screen.findByRole('heading', {
      name: `Ihre Anfrage ${link.reference}`,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Ihre Transportanfrage' })).toBeNull();
    expect(screen.getByTestId('request-state')).toHaveTextContent(
      'Stand: EingegangenWir haben Ihre Anfrage erhalten und prüfen sie. Unser Angebot senden wir Ihnen per E-Mail.',
    );
    expect(facts()).toEqual([
      ['Ihr Name', 'Max Mustermann'],
      ['Firma', 'Hof Mustermann'],
      ['E-Mail-Adresse', 'view-page@example.com'],
      ['Telefonnummer', '+49 170 1234567'],
      ['Gewünschte Sprache für unsere Antwort', 'Deutsch'],
      ['Um welche Ladung handelt es sich?', 'Traktor'],
      ['Ist die Maschine fahrbereit?', 'Ja'],
      ['Räder oder Raupenketten?', 'Räder'],
      [expect.stringMatching(/^Sind die Maße mit Anbaugeräten gemessen/), 'Nein'],
      ['Hersteller und Modell oder eine kurze Beschreibung', 'Fendt 724 Vario'],
      ['Wie viele Einheiten?', '2'],
      ['Maße (L × B × H)', '5,20 × 2,75 × 3,20 m'],
      ['Gewicht', '8.900 kg pro Stück'],
      ['Warenwert für die Versicherung (EUR)', '120.000\u00a0€'],
      ['Link zur Anzeige auf einem Marktplatz', 'https://www.example.com/listing/42'],
      ['Straße und Hausnummer', 'Dorfstraße 1'],
      ['Postleitzahl', '94032'],
      ['Ort', 'Passau'],
      ['Land', 'Deutschland'],
      ['Wie wird dort verladen?', 'Kran'],
      ['Ort', 'Warszawa'],
      ['Land', 'Polen'],
      ['Wie wird dort entladen?', 'Noch nicht bekannt'],
      ['Frühestes Abholdatum', day(utcDate(7), 'de-DE')],
      ['Spätestes Lieferdatum', day(utcDate(21), 'de-DE')],
      ['Ich möchte den Treuhandservice nutzen', 'Ja'],
      ['Möchten Sie uns noch etwas mitteilen?', 'Bitte vorher anrufen.\nDanke!'],
    ]);
    // The listing is text, not a link the page would open.
    expect(screen.queryByRole('link', { name: 'https://www.example.com/listing/42' })).toBeNull();
  });

  it('says in English that the offer is in the customer’s e-mail once it is sent', async () => {
    const link = await requestWithKey();
    const [row] = await withClient(
      stack.superuserDbUrl,
      async (client) =>
        (
          await client.query<{ updated_at: string }>(
            'select updated_at::text from public.transport_requests where reference = $1',
            [link.reference],
          )
        ).rows,
    );
    const { error } = await admin.rpc('send_transport_offer', {
      reference: link.reference,
      expected_updated_at: row!.updated_at,
      price: '4.850 EUR',
      valid_until: utcDate(14),
    });
    expect(error).toBeNull();
    renderLink('en', link);
    await screen.findByRole('heading', { name: `Your request ${link.reference}` });
    expect(screen.getByTestId('request-state')).toHaveTextContent(
      'Status: Offer sentWe have sent you our offer by e-mail. You can accept or decline it through the link in that e-mail.',
    );
    // The request's key shows the request, not the offer to answer.
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.queryByText('4.850 EUR')).toBeNull();
  });

  it('shows typed markup as text', async () => {
    const script = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const link = await requestWithKey({ goods: script, message: script });
    renderLink('fr', link);
    await screen.findByRole('heading', { name: `Votre demande ${link.reference}` });
    expect(screen.getAllByText(script)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('answers a wrong key as the offer links do: no longer valid, with the phone and e-mail', async () => {
    const link = await requestWithKey();
    renderLink('pl', { reference: link.reference, key: 'wrong-key-wrong-key-wrong-key-00' });
    const heading = await screen.findByRole('heading', { name: 'Ten link nie jest już ważny' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByTestId('offer-message')).getAllByRole('link')).toHaveLength(2);
  });
});
