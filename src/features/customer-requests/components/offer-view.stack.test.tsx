/**
 * The offer page (issue #37) with the real public fetch against the real stack: a request
 * stored as the database stores it, an offer sent through send_transport_offer as staff
 * (service_role), its key read from the offer e-mail in the outbox, as the customer gets it.
 * Opened again after the answer, the link says what became of the offer, in every state and
 * language, with the lead to match (issue #49).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';
import { dayFromToday } from '@/testing/sample-request';
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
      [reference, dayFromToday(7), dayFromToday(21), offer.quantity ?? 2],
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
/** The lead under the page's title (set once the link is read). */
const expectLead = (text: string) =>
  waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(text),
  );

/** The facts of the page, term → value. */
function facts(): Record<string, string | null> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]),
  );
}

/** A moment stored in the database as the reader's day on this machine's clock. */
async function storedDay(query: string, reference: string, locale: string): Promise<string> {
  const moment = await withClient(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ moment: Date }>(query, [reference]);
    return rows[0]!.moment;
  });
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(moment);
}
const answeredDay = (reference: string, locale: string) =>
  storedDay(
    'select answered_at as moment from public.transport_requests where reference = $1',
    reference,
    locale,
  );

const anon = nodeSupabaseClient(stack.apiUrl, stack.anonKey);

async function answer(link: { reference: string; key: string }, accept: boolean) {
  const { data, error } = accept
    ? await anon.rpc('accept_transport_offer', { ...link, status_emails: true })
    : await anon.rpc('decline_transport_offer', { ...link, reason: 'Zu teuer' });
  if (error) throw error;
  return data;
}

/** A staff function on the request (as service_role), with the version it has now. */
async function asStaff(
  name: 'convert_transport_request' | 'reject_transport_request',
  reference: string,
) {
  const { data: row, error: readError } = await admin
    .from('transport_requests')
    .select('updated_at')
    .eq('reference', reference)
    .single();
  if (readError) throw readError;
  const { data, error } = await admin.rpc(name, {
    reference,
    expected_updated_at: row.updated_at,
  });
  if (error) throw error;
  return data;
}

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
      }).format(new Date(`${dayFromToday(7)}T00:00:00Z`)),
      'Spätestes Lieferdatum': new Intl.DateTimeFormat('de-DE', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${dayFromToday(21)}T00:00:00Z`)),
      Treuhandservice: 'Ja',
    });
    expect(liveRegion()?.textContent).toBe(`Unser Angebot zu Ihrer Anfrage ${link.reference}`);
    await expectLead(
      'Hier finden Sie unser Angebot zu Ihrer Transportanfrage. Sie können es mit einem Klick annehmen oder ablehnen.',
    );
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
    // The lead follows the answer (issue #49): no more "accept or decline with one click".
    await expectLead('Hier sehen Sie Ihre Antwort auf unser Angebot.');
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

  it('says a link that opens nothing is not valid, with the phone and e-mail, in French', async () => {
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

  it('shows the answer given in another tab when this one tries to answer too', async () => {
    const user = userEvent.setup();
    const link = await offeredRequest();
    renderOffer('en', link);
    await screen.findByRole('heading', { name: /^Our offer/ });
    expect(await answer(link, true)).toBe('accepted');
    await user.click(screen.getByRole('button', { name: 'Decline offer' }));
    const heading = await screen.findByRole('heading', { name: 'You have accepted this offer' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expectLead('Here you can see your answer to our offer.');
    expect(await storedAnswer(link.reference)).toMatchObject({ status: 'accepted' });
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

describe('the offer link opened again (issue #49)', () => {
  /** The page shows no way to answer, and the company's phone and e-mail. */
  function expectNoAnswerAndContact() {
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
    const message = screen.getByTestId('offer-message');
    expect(within(message).getByRole('link', { name: COMPANY.phone.display })).toBeVisible();
    expect(within(message).getByRole('link', { name: COMPANY.email })).toBeVisible();
  }

  it('after accepting, in German: the reference, the price, the day and what happens next', async () => {
    const link = await offeredRequest();
    expect(await answer(link, true)).toBe('accepted');
    renderOffer('de', link);
    const heading = await screen.findByRole('heading', {
      name: 'Sie haben dieses Angebot angenommen',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(liveRegion()?.textContent).toBe('Sie haben dieses Angebot angenommen');
    await expectLead('Hier sehen Sie Ihre Antwort auf unser Angebot.');
    expect(facts()).toEqual({
      Anfragenummer: link.reference,
      Preis: '4.850 EUR netto zzgl. MwSt.',
      'Angenommen am': await answeredDay(link.reference, 'de-DE'),
      Telefon: COMPANY.phone.display,
      'E-Mail': COMPANY.email,
    });
    expect(screen.getByTestId('offer-message')).toHaveTextContent(
      'So geht es weiter: Wir bestätigen Ihnen den Abholtermin und senden Ihnen per E-Mail die Sendungsnummer und Ihren persönlichen Link, mit dem Sie den Transport verfolgen können.Bei jeder Statusänderung erhalten Sie eine E-Mail von uns.',
    );
    expectNoAnswerAndContact();
  });

  it('after declining, in English: the reference, the price, the day, and how to ask again', async () => {
    const link = await offeredRequest();
    expect(await answer(link, false)).toBe('rejected');
    renderOffer('en', link);
    await screen.findByRole('heading', { name: 'You have declined this offer' });
    await expectLead('Here you can see your answer to our offer.');
    expect(facts()).toMatchObject({
      Reference: link.reference,
      Price: '4.850 EUR netto zzgl. MwSt.',
      'Declined on': await answeredDay(link.reference, 'en-GB'),
    });
    expect(screen.getByTestId('offer-message')).toHaveTextContent(
      'If you would like a new offer, simply call or write to us and quote the reference.',
    );
    expectNoAnswerAndContact();
  });

  it('after its validity, in French: until when it was valid and how to get a new one', async () => {
    const link = await offeredRequest();
    await withClient(stack.superuserDbUrl, (client) =>
      client.query(
        'update public.transport_requests set offer_valid_until = $2 where reference = $1',
        [link.reference, dayFromToday(-1)],
      ),
    );
    renderOffer('fr', link);
    await screen.findByRole('heading', { name: 'Cette offre a expiré' });
    await expectLead(
      'Cette offre ne peut plus être acceptée. Voici comment en obtenir une nouvelle.',
    );
    const until = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${dayFromToday(-1)}T00:00:00Z`),
    );
    // Exactly: the no-break space before the semicolon, as French writes it.
    expect(screen.getByText(/^Elle était valable/).textContent).toBe(
      `Elle était valable jusqu’au ${until} et ne peut plus être acceptée. Si ce transport vous intéresse toujours, appelez-nous ou écrivez-nous en indiquant la référence\u00a0; nous vous ferons volontiers une nouvelle offre.`,
    );
    expect(facts()).toMatchObject({ Référence: link.reference });
    expectNoAnswerAndContact();
  });

  it('replaced by a newer offer, in Italian: when the newer one was sent, and where it is', async () => {
    const link = await offeredRequest();
    const { data: row } = await admin
      .from('transport_requests')
      .select('updated_at')
      .eq('reference', link.reference)
      .single();
    const { error } = await admin.rpc('send_transport_offer', {
      reference: link.reference,
      expected_updated_at: row!.updated_at,
      price: '4.500 EUR',
      valid_until: dayFromToday(10),
    });
    expect(error).toBeNull();
    renderOffer('it', link);
    await screen.findByRole('heading', {
      name: 'Questa offerta è stata sostituita da una più recente',
    });
    await expectLead('Per questa richiesta esiste un’offerta più recente. Ecco dove trovarla.');
    const replaced = await storedDay(
      `select k.ended_at as moment from private.transport_offer_keys k
         join public.transport_requests r on r.id = k.request_id
        where r.reference = $1 and k.state = 'replaced'`,
      link.reference,
      'it-IT',
    );
    expect(screen.getByTestId('offer-message')).toHaveTextContent(
      `In data ${replaced} Le abbiamo inviato via e-mail un’offerta più recente per la Sua richiesta ${link.reference}; questa offerta precedente non può più essere accettata.`,
    );
    // Neither price: the newer offer is in its own e-mail.
    expect(screen.queryByText(/EUR/)).toBeNull();
    expectNoAnswerAndContact();
  });

  it('converted, in Polish: the transport is ordered; the number comes by e-mail, not here', async () => {
    const link = await offeredRequest();
    expect(await answer(link, true)).toBe('accepted');
    const number = await asStaff('convert_transport_request', link.reference);
    if (typeof number !== 'string') throw new Error('converting answers the shipment number');
    renderOffer('pl', link);
    await screen.findByRole('heading', { name: 'Transport został zlecony' });
    await expectLead('Tutaj widzą Państwo swoją odpowiedź na naszą ofertę.');
    expect(facts()).toMatchObject({
      'Numer zapytania': link.reference,
      'Data przyjęcia': await answeredDay(link.reference, 'pl-PL'),
    });
    expect(screen.getByTestId('offer-message')).toHaveTextContent(
      'Numer przesyłki oraz osobisty link do śledzenia transportu przesłaliśmy Państwu e-mailem.',
    );
    expect(document.body.textContent).not.toContain(String(number));
    expectNoAnswerAndContact();
  });

  it.each([
    [
      'es',
      'rejected by us',
      'No podemos realizar este transporte',
      'Aquí tiene nuestra respuesta a su solicitud de transporte.',
    ],
    [
      'nl',
      'rejected by us after the customer accepted',
      'Dit transport kunnen wij helaas niet uitvoeren',
      'Hier vindt u ons antwoord op uw transportaanvraag.',
    ],
  ] as const)(
    '%s, %s: the company declined the request, politely',
    async (lang, how, heading, leadText) => {
      const link = await offeredRequest();
      if (how !== 'rejected by us') expect(await answer(link, true)).toBe('accepted');
      await asStaff('reject_transport_request', link.reference);
      renderOffer(lang, link);
      await screen.findByRole('heading', { name: heading });
      await expectLead(leadText);
      expect(screen.getByTestId('offer-message')).toHaveTextContent(link.reference);
      expect(screen.queryByText(/EUR/)).toBeNull();
      expectNoAnswerAndContact();
    },
  );
});
