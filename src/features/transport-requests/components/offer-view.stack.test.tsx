/**
 * The offer page (issue #37) with the real public fetch against the real stack: a request
 * stored as the database stores it, an offer sent through send_transport_offer as staff
 * (service_role), its key read from the offer e-mail in the outbox, as the customer gets it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';
import { backend, stack } from '@/testing/stack';
import { COMPANY } from '#common/company-facts';
import type { Language } from '#common/languages';

import { nodeSupabaseClient } from '../../../../dev-support/node-supabase-client';
import { withClient } from '../../../../dev-support/pg-client';
import { RequestPage } from './request-page';

const admin = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
const WRONG_KEY = 'wrong-key-wrong-key-wrong-key-00';
/** Misses one client may make before the database refuses it (DECISIONS 17). */
const MAX_MISSES = 10;

function utcDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let sequence = 0;
/** A stored request (as submit_transport_request stores one) and an offer on it; its link. */
async function offeredRequest(
  offer: { price?: string; note?: string; quantity?: number } = {},
): Promise<{ reference: string; key: string }> {
  sequence += 1;
  const reference = `A-2026-${String(90_000 + ((Date.now() + sequence) % 9_999)).padStart(5, '0')}${sequence}`;
  const updatedAt = await withClient(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ updated_at: string }>(
      `insert into public.transport_requests
         (reference, language, name, email, kind, goods, quantity, length_m, width_m, height_m,
          weight_kg, pickup_postcode, pickup_town, pickup_country, delivery_postcode,
          delivery_town, delivery_country, earliest_pickup, latest_delivery, escrow, client, network)
       values ($1, 'de', 'Max Mustermann', 'offer-page@example.com', 'tractor', 'Fendt 724 Vario',
               $4, 5.2, 2.75, 3.2, 8900, '94032', 'Passau', 'DE', '00-001', 'Warszawa', 'PL',
               $2, $3, true, '192.0.2.1', '192.0.2.0/24')
       returning updated_at::text`,
      [reference, utcDate(7), utcDate(21), offer.quantity ?? 2],
    );
    return rows[0]!.updated_at;
  });
  const { error } = await admin.rpc('send_transport_offer', {
    reference,
    expected_updated_at: updatedAt,
    price: offer.price ?? '4.850 EUR netto zzgl. MwSt.',
    valid_until: '2026-12-20',
    note:
      offer.note === undefined ? 'Abholung mit Tieflader.\nBegleitfahrzeug inklusive.' : offer.note,
  });
  if (error) throw error;
  const key = await withClient(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ key: string }>(
      `select payload ->> 'key' as key from private.email_outbox
        where kind = 'offer' and payload ->> 'reference' = $1 order by created_at desc limit 1`,
      [reference],
    );
    return rows[0]!.key;
  });
  return { reference, key };
}

async function storedAnswer(reference: string) {
  const { data, error } = await admin
    .from('transport_requests')
    .select('status, status_emails, decline_reason')
    .eq('reference', reference)
    .single();
  if (error) throw error;
  return data;
}

function renderOffer(lang: Language, link: { reference: string; key: string }) {
  return renderInLanguage(<RequestPage />, {
    lang,
    url: `/${lang}/x?ref=${encodeURIComponent(link.reference)}&k=${encodeURIComponent(link.key)}`,
  });
}

const liveRegion = () => document.querySelector('p[aria-live]');

describe('the offer page on the stack', () => {
  it('shows the offer in German: the price as written, the date the German way, the note with its line breaks and the request', async () => {
    const link = await offeredRequest();
    renderOffer('de', link);
    const heading = await screen.findByRole('heading', {
      name: `Unser Angebot zu Ihrer Anfrage ${link.reference}`,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Ihre Transportanfrage' })).toBeNull();
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Preis: '4.850 EUR netto zzgl. MwSt.',
      'Gültig bis': '20. Dezember 2026',
      Hinweis: 'Abholung mit Tieflader.\nBegleitfahrzeug inklusive.',
      Name: 'Max Mustermann',
      Ladung: '2 × Fendt 724 Vario (Traktor)',
      // Two decimals, as the e-mail; the weight of each of the two units (review X-8).
      'Maße (L × B × H)': '5,20 × 2,75 × 3,20 m',
      Gewicht: '8.900 kg pro Stück',
      Abholung: '94032 Passau, Deutschland',
      Lieferung: '00-001 Warszawa, Polen',
      'Frühestes Abholdatum': new Intl.DateTimeFormat('de-DE', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${utcDate(7)}T00:00:00Z`)),
      'Spätestes Lieferdatum': new Intl.DateTimeFormat('de-DE', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${utcDate(21)}T00:00:00Z`)),
      Treuhandservice: 'Ja',
    });
    expect(liveRegion()?.textContent).toBe(`Unser Angebot zu Ihrer Anfrage ${link.reference}`);
  });

  it('gives one unit’s weight as it is, in English', async () => {
    const link = await offeredRequest({ quantity: 1 });
    renderOffer('en', link);
    await screen.findByRole('heading', { name: `Our offer for your request ${link.reference}` });
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    const facts = Object.fromEntries(terms.map((term, index) => [term, values[index]]));
    expect(facts).toMatchObject({
      Load: '1 × Fendt 724 Vario (Tractor)',
      'Dimensions (L × W × H)': '5.20 × 2.75 × 3.20 m',
      Weight: '8,900 kg',
    });
  });

  it('accepts with status e-mails: the confirmation takes the focus, the database has the answer', async () => {
    const user = userEvent.setup();
    const link = await offeredRequest();
    renderOffer('de', link);
    await screen.findByRole('heading', { name: /^Unser Angebot/ });
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Bitte informieren Sie mich bei jeder Statusänderung per E-Mail',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Angebot annehmen' }));
    const heading = await screen.findByRole('heading', {
      name: 'Vielen Dank, Sie haben das Angebot angenommen',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('offer-message')).toHaveTextContent(
      'So geht es weiter: Wir bestätigen Ihnen den Abholtermin und senden Ihnen per E-Mail die Sendungsnummer und Ihren persönlichen Link, mit dem Sie den Transport verfolgen können.Bei jeder Statusänderung erhalten Sie eine E-Mail von uns.',
    );
    expect(liveRegion()?.textContent).toBe('Vielen Dank, Sie haben das Angebot angenommen');
    expect(screen.queryByRole('button', { name: 'Angebot annehmen' })).toBeNull();
    expect(await storedAnswer(link.reference)).toEqual({
      status: 'accepted',
      status_emails: true,
      decline_reason: null,
    });
  });

  it('declines with a reason, counting its characters, and thanks', async () => {
    const user = userEvent.setup();
    const link = await offeredRequest();
    renderOffer('en', link);
    await screen.findByRole('heading', { name: `Our offer for your request ${link.reference}` });
    const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxlength', '1000');
    expect(reason).toHaveAccessibleDescription('0 of 1000 characters');
    await user.type(reason, '  Too expensive  ');
    expect(reason).toHaveAccessibleDescription('17 of 1000 characters');
    await user.click(screen.getByRole('button', { name: 'Decline offer' }));
    const heading = await screen.findByRole('heading', { name: 'Thank you for your reply' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await storedAnswer(link.reference)).toEqual({
      status: 'rejected',
      status_emails: false,
      decline_reason: 'Too expensive',
    });
  });

  it('says a replaced link is no longer valid, with the phone and e-mail, in French', async () => {
    const first = await offeredRequest();
    renderOffer('fr', { reference: first.reference, key: WRONG_KEY });
    const heading = await screen.findByRole('heading', { name: 'Ce lien n’est plus valable' });
    await waitFor(() => expect(heading).toHaveFocus());
    const message = screen.getByTestId('offer-message');
    expect(within(message).getByRole('link', { name: COMPANY.phone.display })).toHaveAttribute(
      'href',
      `tel:${COMPANY.phone.tel}`,
    );
    expect(within(message).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
    expect(liveRegion()?.textContent).toBe('Ce lien n’est plus valable');
    expect(await storedAnswer(first.reference)).toMatchObject({ status: 'offer_sent' });
  });

  it('says the link is no longer valid when the offer was answered in another tab', async () => {
    const user = userEvent.setup();
    const link = await offeredRequest();
    renderOffer('en', link);
    await screen.findByRole('heading', { name: /^Our offer/ });
    const { error } = await nodeSupabaseClient(stack.apiUrl, stack.anonKey).rpc(
      'accept_transport_offer',
      { reference: link.reference, key: link.key },
    );
    expect(error).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toHaveFocus();
  });

  it(`shows the tracking page's throttle message after ${MAX_MISSES} misses`, async () => {
    const link = await offeredRequest();
    const anon = nodeSupabaseClient(stack.proxyUrl, stack.anonKey);
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      const { error } = await anon.rpc('transport_request_link', {
        reference: link.reference,
        key: WRONG_KEY,
      });
      expect(error?.code).toBe('P0002');
    }
    renderOffer('de', { reference: link.reference, key: WRONG_KEY });
    const heading = await screen.findByRole('heading', { name: 'Bitte warten Sie einen Moment' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('offer-message')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuchen Sie es in ein paar Minuten erneut.',
    );
  });

  it('keeps the choices when the backend is unreachable, and the answer goes through on a retry', async () => {
    const user = userEvent.setup();
    const link = await offeredRequest();
    renderOffer('en', link);
    await screen.findByRole('heading', { name: /^Our offer/ });
    const checkbox = screen.getByRole('checkbox', {
      name: 'Please e-mail me whenever the status changes',
    });
    await user.click(checkbox);
    await backend.goDown();
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach our server. Nothing has been lost; please try again in a moment.',
    );
    expect(checkbox).toBeChecked();
    expect(await storedAnswer(link.reference)).toMatchObject({ status: 'offer_sent' });
    await backend.comeBack();
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, you have accepted the offer' }),
    ).toBeVisible();
    expect(await storedAnswer(link.reference)).toMatchObject({
      status: 'accepted',
      status_emails: true,
    });
  });

  it('offers a retry when the offer cannot be loaded', async () => {
    const user = userEvent.setup();
    const link = await offeredRequest();
    await backend.goDown();
    renderOffer('en', link);
    const heading = await screen.findByRole('heading', { name: 'This page could not be loaded' });
    await waitFor(() => expect(heading).toHaveFocus());
    await backend.comeBack();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: `Our offer for your request ${link.reference}` }),
    ).toBeVisible();
  });

  it('shows hostile text in the price and note as text', async () => {
    const script = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const link = await offeredRequest({ price: script, note: script });
    renderOffer('en', link);
    await screen.findByRole('heading', { name: /^Our offer/ });
    expect(screen.getAllByText(script)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
