/**
 * /admin/requests/:reference against the real local stack, signed in as the seeded staff
 * account: a stored request shown in the staff's words (no code, no IP address), opening it
 * marks it opened (once), the history and the e-mails in Romanian, the offer dialog in the
 * customer's language and its validation, a sent offer, a colleague's change shown as a
 * conflict, convert, reject (telling the customer, or not: issue #49).
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { storeAsTheForm, type StoredRequest } from '@/testing/request-as-form';
import { seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

import { withClient } from '../../../../../dev-support/pg-client';

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** The sender's address and network as the limits store them: never on a staff screen. */
const CLIENT_IP = '203.0.113.7';
const CLIENT_NETWORK = '203.0.113.0/24';

let references = 0;
function nextReference(): string {
  references += 1;
  return `A-2098-${String((Date.now() % 1e7) * 100 + references).padStart(9, '0')}`;
}

/** Today (UTC) shifted by `days`, as YYYY-MM-DD. */
function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A calendar day as Romanian writes it ("14 decembrie 2026"). */
const romanianDay = (day: string) =>
  new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** A moment as Romanian writes it, on this machine's clock (the staff member's). */
const romanianMoment = (moment: string) =>
  new Intl.DateTimeFormat('ro-RO', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(moment),
  );

/** An ISO date or timestamp as stored ("2026-12-07", "2026-12-07T03:42:02.71348+00:00"). */
const ISO = /\d{4}-\d{2}-\d{2}/;

/** A German request as the form stores it, with the sender's address for the limits. */
async function seed(row: Partial<StoredRequest> = {}): Promise<string> {
  const reference = nextReference();
  await withClient(stack.superuserDbUrl, (client) =>
    storeAsTheForm(client, {
      reference,
      language: 'de',
      name: 'Max Mustermann',
      company: 'Hof Mustermann',
      email: 'max@example.com',
      phone: '+49 170 1234567',
      kind: 'tractor',
      goods: 'Fendt 724 Vario',
      quantity: 2,
      drivable: true,
      running_gear: 'wheels',
      with_attachments: true,
      length_m: 5.2,
      width_m: 3.1,
      height_m: 3.2,
      weight_kg: 8900,
      value_eur: 120000,
      listing_url: 'https://www.example.com/listing/42',
      pickup_address: 'Dorfstraße 1',
      pickup_town: 'Passau',
      pickup_postcode: '94032',
      pickup_country: 'DE',
      delivery_town: 'Warszawa',
      delivery_postcode: '00-001',
      delivery_country: 'PL',
      earliest_pickup: utcDay(7),
      latest_delivery: utcDay(21),
      pickup_loading: 'drives_on',
      delivery_loading: 'ramp',
      escrow: true,
      message: 'Bitte mit Rückruf.\nDanke! <b>fett</b>',
      client: CLIENT_IP,
      network: CLIENT_NETWORK,
      ...row,
    }),
  );
  return reference;
}

async function stored(reference: string) {
  const { data, error } = await admin
    .from('transport_requests')
    .select('*')
    .eq('reference', reference)
    .single();
  if (error) throw error;
  return data;
}

/** An offer sent on the request, through send_transport_offer (as the service role). */
async function sendOffer(reference: string): Promise<void> {
  const { error } = await admin.rpc('send_transport_offer', {
    reference,
    expected_updated_at: (await stored(reference)).updated_at,
    price: '4.850 EUR netto zzgl. MwSt.',
    valid_until: utcDay(14),
  });
  if (error) throw error;
}

async function openDetail(reference: string) {
  const { error } = await auth.signInWithPassword(seededStaff);
  if (error) throw error;
  const app = await renderApp(`/admin/requests/${reference}`);
  await screen.findByRole('heading', { level: 1, name: `Cererea ${reference}` });
  return app;
}

/** The value next to a label in a section of facts. */
function fact(section: string, label: string): string | null {
  const region = screen.getByRole('heading', { level: 2, name: section }).parentElement!;
  const term = within(region).getAllByText(label, { selector: 'dt' }).at(0);
  return term?.nextElementSibling?.textContent ?? null;
}

describe('a request’s detail page', () => {
  it('shows what the customer sent, exactly, and marks the request opened once', async () => {
    const reference = await seed();
    await openDetail(reference);

    expect(fact('Client', 'Nume')).toBe('Max Mustermann');
    expect(fact('Client', 'Firmă')).toBe('Hof Mustermann');
    expect(fact('Client', 'E-mail')).toBe('max@example.com');
    expect(fact('Client', 'Telefon')).toBe('+49 170 1234567');
    expect(fact('Încărcătură', 'Marfă')).toBe('Fendt 724 Vario');
    expect(fact('Încărcătură', 'Cantitate')).toBe('2');
    expect(fact('Încărcătură', 'Dimensiuni (lungime × lățime × înălțime)')).toBe(
      '5,2 m × 3,1 m × 3,2 m',
    );
    expect(fact('Încărcătură', 'Greutate pe unitate')).toBe('8.900 kg');
    expect(fact('Escrow', 'Plată prin escrow')).toBe('da');
    // The message as typed: line break kept, markup as text.
    const message = document.querySelector('[data-message]');
    expect(message?.textContent).toBe('Bitte mit Rückruf.\nDanke! <b>fett</b>');
    expect(message?.querySelector('b')).toBeNull();
    const listing = screen.getByRole('link', { name: /www\.example\.com\/listing\/42/ });
    expect(listing).toHaveAttribute('href', 'https://www.example.com/listing/42');
    expect(listing).toHaveAttribute('target', '_blank');
    expect(listing).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // 3.1 m wide: a permit case, and why.
    expect(screen.getByText('Necesită autorizație')).toHaveAttribute('data-oversize', 'permit');
    expect(screen.getByText(/^Depășește probabil: /)).toHaveTextContent(
      /^Depășește probabil: (\p{L}+, )*lățimea(, \p{L}+)*\.$/u,
    );
    expect(screen.getByText('Nicio ofertă trimisă încă.')).toBeVisible();

    await waitFor(async () => expect((await stored(reference)).opened_by).toBe(seededStaff.email));
    const first = (await stored(reference)).opened_at;
    expect(await screen.findByText(new RegExp(`Deschisă de ${seededStaff.email}`))).toBeVisible();
    // The history names the opening, at the moment as the staff member's clock shows it.
    expect(await screen.findByText(`Deschisă la: (gol) → ${romanianMoment(first!)}`)).toBeVisible();
    expect(screen.getByText(`Deschisă de: (gol) → ${seededStaff.email}`)).toBeVisible();
    expect((await stored(reference)).opened_at).toBe(first);
  });

  it('writes every stored code as a Romanian word and shows no IP address (review RO-1, RO-2, RO-11)', async () => {
    const reference = await seed({
      kind: 'combine_harvester',
      running_gear: 'tracks',
      with_attachments: false,
      pickup_loading: 'drives_on',
      delivery_loading: 'forklift',
    });
    await openDetail(reference);

    expect(fact('Client', 'Limba')).toBe('germană');
    expect(fact('Încărcătură', 'Tip încărcătură')).toBe('Combină agricolă');
    expect(fact('Încărcătură', 'Detalii')).toBe(
      'se deplasează singur, pe șenile, măsurat fără echipamente',
    );
    expect(fact('Traseu și date', 'Încărcare')).toBe('Dorfstraße 1, 94032 Passau, Germania');
    expect(fact('Traseu și date', 'Mod de încărcare')).toBe(
      'Urcă sau coboară singur de pe platformă',
    );
    expect(fact('Traseu și date', 'Descărcare')).toBe('00-001 Warszawa, Polonia');
    // Unloading is named as such, not as a second "Mod de încărcare".
    expect(fact('Traseu și date', 'Mod de descărcare')).toBe('Stivuitor');
    expect(screen.getAllByText('Mod de încărcare', { selector: 'dt' })).toHaveLength(1);
    expect(fact('Traseu și date', 'Încărcare cel mai devreme')).toBe(romanianDay(utcDay(7)));
    expect(fact('Traseu și date', 'Livrare cel târziu')).toBe(romanianDay(utcDay(21)));

    // The sender's address and network serve the limits only (privacy notice): never shown.
    await screen.findByText(/^Deschisă de: \(gol\) → /);
    const page = document.body.textContent ?? '';
    expect(page).not.toContain(CLIENT_IP);
    expect(page).not.toContain(CLIENT_NETWORK);
    expect(screen.queryByText('Tip client')).toBeNull();
    expect(screen.queryByText('Platformă')).toBeNull();
    for (const code of ['combine_harvester', 'drives_on', 'forklift', 'tracks']) {
      expect(page).not.toContain(code);
    }
  });

  it('shows a container’s size and load in words, and a Polish customer’s language', async () => {
    const container = await seed({
      kind: 'container',
      drivable: null,
      running_gear: null,
      with_attachments: null,
      container_size: '40',
      container_loaded: false,
      language: 'pl',
      pickup_loading: 'crane',
      delivery_loading: 'unknown',
    });
    await openDetail(container);
    expect(fact('Client', 'Limba')).toBe('poloneză');
    expect(fact('Încărcătură', 'Tip încărcătură')).toBe('Container');
    expect(fact('Încărcătură', 'Detalii')).toBe('40 de picioare, gol');
    expect(fact('Traseu și date', 'Mod de încărcare')).toBe('Macara');
    expect(fact('Traseu și date', 'Mod de descărcare')).toBe('Încă necunoscut');
  });

  it('says "Fără dimensiuni" when the customer gave no measure (review RO-9)', async () => {
    const reference = await seed({
      length_m: null,
      width_m: null,
      height_m: null,
      weight_kg: null,
    });
    await openDetail(reference);
    const section = screen.getByRole('heading', { level: 2, name: 'Gabarit' }).parentElement!;
    expect(within(section).getByText('Fără dimensiuni')).toHaveAttribute(
      'data-oversize',
      'unknown',
    );
    expect(within(section).queryByText(/^Depășește/)).toBeNull();
  });

  it('says so when there is no request under the reference', async () => {
    const { error } = await auth.signInWithPassword(seededStaff);
    if (error) throw error;
    await renderApp('/admin/requests/A-2000-99999');
    expect(
      await screen.findByText('Nu există o cerere cu referința „A-2000-99999”.'),
    ).toBeVisible();
  });

  it('checks the offer dialog’s fields, then sends the offer with the request’s version', async () => {
    const reference = await seed();
    await openDetail(reference);
    await waitFor(async () => expect((await stored(reference)).opened_at).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Trimite ofertă' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Trimite ofertă pentru ${reference}`,
    });
    // The customer reads German: the dialog says so, and shows a German price (review RO-4).
    expect(dialog).toHaveAccessibleDescription(
      'Clientul primește oferta pe e-mail în germană, cu un link pentru acceptare. Prețul și nota apar exact cum le scrii: scrie-le în germană, nu în română.',
    );
    const price = within(dialog).getByLabelText('Preț');
    const validUntil = within(dialog).getByLabelText('Valabilă până la');
    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, utcDay(-1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    expect(await within(dialog).findByText('Introdu prețul.')).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      'Exact cum îl va citi clientul, în germană, de ex. „1.850 EUR zzgl. 19\u00a0% MwSt.”. Introdu prețul.',
    );
    expect(within(dialog).getByText('Data nu poate fi în trecut.')).toBeVisible();

    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, utcDay(400));
    await userEvent.type(price, '1.850 EUR <netto>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    expect(
      await within(dialog).findByText('Oferta poate fi valabilă cel mult un an.'),
    ).toBeVisible();

    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, utcDay(14));
    await userEvent.type(
      within(dialog).getByLabelText('Notă pentru client, în germană (opțional)'),
      'Inkl. Maut.{Enter}Zweite Zeile',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = await stored(reference);
    expect(row).toMatchObject({
      status: 'offer_sent',
      offer_price: '1.850 EUR <netto>',
      offer_valid_until: utcDay(14),
      offer_note: 'Inkl. Maut.\nZweite Zeile',
      offer_count: 1,
      offer_sent_by: seededStaff.email,
    });
    expect(await screen.findByText('Ofertă trimisă', { selector: '[data-status]' })).toBeVisible();
    expect(fact('Oferta curentă', 'Preț')).toBe('1.850 EUR <netto>');
    expect(screen.getByRole('button', { name: 'Trimite o ofertă nouă' })).toBeVisible();
  });

  it.each([
    ['en', 'engleză', 'EUR 1,850 plus VAT'],
    ['fr', 'franceză', '1\u202f850\u00a0€ HT'],
    ['it', 'italiană', '1.850 EUR + IVA'],
    ['es', 'spaniolă', '1850 EUR + IVA'],
    ['nl', 'olandeză', '€ 1.850 excl. btw'],
    ['pl', 'poloneză', '1850 EUR netto + VAT'],
  ])(
    'asks for the price and the note in the customer’s language: %s',
    async (language, word, example) => {
      const reference = await seed({ language });
      await openDetail(reference);
      await screen.findByText(/· Deschisă de /);
      await userEvent.click(screen.getByRole('button', { name: 'Trimite ofertă' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAccessibleDescription(
        `Clientul primește oferta pe e-mail în ${word}, cu un link pentru acceptare. Prețul și nota apar exact cum le scrii: scrie-le în ${word}, nu în română.`,
      );
      expect(within(dialog).getByLabelText('Preț')).toHaveAccessibleDescription(
        `Exact cum îl va citi clientul, în ${word}, de ex. „${example}”.`,
      );
      expect(
        within(dialog).getByLabelText(`Notă pentru client, în ${word} (opțional)`),
      ).toBeVisible();
    },
  );

  it('lists the e-mails of the request (transport_request_emails)', async () => {
    const reference = await seed();
    await openDetail(reference);
    await screen.findByText(/· Deschisă de /);
    await userEvent.click(screen.getByRole('button', { name: 'Trimite ofertă' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Preț'), '900 EUR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const emails = screen.getByRole('heading', { level: 2, name: 'E-mailuri' }).parentElement!;
    const offer = await within(emails).findByText('Ofertă');
    expect(offer.closest('li')).toHaveAttribute('data-email', 'offer');
    expect(within(emails).getByText('către max@example.com')).toBeVisible();
  });

  it('says why an acknowledgement was not sent: the hourly limit (issue #48)', async () => {
    const reference = await seed();
    // As the submit records it beyond the owner's hourly number of acknowledgements.
    await withClient(stack.superuserDbUrl, (client) =>
      client.query(
        `insert into private.email_outbox
           (request_id, party, kind, language, to_address, payload, status, last_error, created_by)
         select r.id, 'customer', 'request_received', 'de', r.email, '{}', 'cancelled',
                'hourly_limit', 'request form'
           from public.transport_requests r where r.reference = $1`,
        [reference],
      ),
    );
    await openDetail(reference);
    const emails = screen.getByRole('heading', { level: 2, name: 'E-mailuri' }).parentElement!;
    const item = (await within(emails).findByText('Confirmare de primire')).closest('li')!;
    expect(within(item).getByText('anulat')).toBeVisible();
    expect(within(item).getByText(/^Motiv: /).textContent).toBe(
      'Motiv: Nu s-a trimis: limita orară de confirmări era atinsă (formularul primea foarte multe cereri); clientul a văzut numărul cererii pe pagină. Dacă cererea pare reală, scrie-i sau sună-l pe client.',
    );
  });

  it('tells the history in the staff’s words: who, when on their clock, what (review RO-10)', async () => {
    const reference = await seed();
    await sendOffer(reference);
    // Accepted through its link, as the customer does.
    const key = await withClient(stack.superuserDbUrl, async (client) => {
      const { rows } = await client.query<{ key: string }>(
        `select payload ->> 'key' as key from private.email_outbox
          where kind = 'offer' and payload ->> 'reference' = $1`,
        [reference],
      );
      return rows[0]!.key;
    });
    const accept = await visitor.rpc('accept_transport_offer', {
      reference,
      key,
      status_emails: true,
    });
    expect(accept.error).toBeNull();

    await openDetail(reference);
    const history = screen.getByRole('heading', { level: 2, name: 'Istoric' }).parentElement!;
    await within(history).findByText(/^Deschisă de: \(gol\) → /);
    const row = await stored(reference);
    const entry = (line: HTMLElement) => line.closest<HTMLElement>('li[data-change]')!;
    const who = (line: HTMLElement) => entry(line).querySelector('p')?.textContent;
    // The form's own insert, by its Romanian name, at the moment on the staff member's clock.
    const received = history.querySelector<HTMLElement>('li[data-change="insert"]')!;
    expect(received.querySelector('p')?.textContent).toBe(
      `Primită · ${romanianMoment(
        received.querySelector('time')!.getAttribute('datetime')!,
      )} · formularul de pe site`,
    );
    // The customer's answer: who, when, and yes/no in words.
    const answer = within(history).getByText(/^Răspuns la: /);
    expect(answer.textContent).toBe(`Răspuns la: (gol) → ${romanianMoment(row.answered_at!)}`);
    expect(who(answer)).toMatch(/ · clientul, prin linkul ofertei$/);
    expect(
      within(entry(answer)).getByText('E-mailuri la fiecare schimbare de status: nu → da'),
    ).toBeVisible();
    expect(within(entry(answer)).getByText('Status: Ofertă trimisă → Acceptată')).toBeVisible();
    // The offer: the moment it was sent, the day it holds until.
    const sent = within(history).getByText(/^Ofertă trimisă la: /);
    expect(sent.textContent).toBe(
      `Ofertă trimisă la: (gol) → ${romanianMoment(row.offer_sent_at!)}`,
    );
    expect(
      within(entry(sent)).getByText(`Ofertă valabilă până la: (gol) → ${romanianDay(utcDay(14))}`),
    ).toBeVisible();
    expect(history.textContent).not.toMatch(ISO);
    expect(history.textContent).not.toMatch(/request form|customer \(offer link\)|true|false/);
  });

  it('names the offer’s expiry and the system as actors, in Romanian (review RO-10)', async () => {
    const reference = await seed();
    await sendOffer(reference);
    await withClient(stack.superuserDbUrl, async (client) => {
      // The owner moves the offer's end into the past; the daily job then expires it.
      await client.query(
        `update public.transport_requests set offer_valid_until = current_date - 1
          where reference = $1`,
        [reference],
      );
      await client.query('select private.expire_transport_offers()');
    });
    await openDetail(reference);
    const history = screen.getByRole('heading', { level: 2, name: 'Istoric' }).parentElement!;
    const expiry = await within(history).findByText(/^Status: ofertă trimisă → expirată$/i);
    expect(expiry.closest('li[data-change]')?.querySelector('p')?.textContent).toMatch(
      / · expirarea ofertei$/,
    );
    expect(expiry.textContent).toBe('Status: Ofertă trimisă → Expirată');
    // Only the owner's change starts from a date; the offer's own starts from "(gol)".
    const moved = within(history).getByText(/^Ofertă valabilă până la: \d/);
    expect(moved.closest('li[data-change]')?.querySelector('p')?.textContent).toMatch(/ · sistem$/);
    expect(history.textContent).not.toMatch(ISO);
    expect(history.textContent).not.toMatch(/offer expiry|system/);
  });

  it('gives each failed e-mail its Romanian reason and next step, the server’s answer behind "Detalii" (review RO-3)', async () => {
    const reference = await seed();
    const refused = `smtp: Can't send mail - all recipients were rejected: 550 5.1.1 <${seededStaff.email}>: Recipient address rejected: User unknown`;
    const lost =
      'interrupted: the worker stopped while handing it to the mail server; it may have arrived';
    // Newest first, as the list shows them; never due for the worker.
    const OUTBOX = [
      ['request_notice', 'staff', seededStaff.email, 'failed', refused],
      ['request_received', 'customer', 'max@example.com', 'failed', lost],
      ['offer', 'customer', 'max@example.com', 'queued', null],
    ] as const;
    for (const [index, [kind, party, address, status, error]] of OUTBOX.entries()) {
      await withClient(stack.superuserDbUrl, (client) =>
        client.query(
          `insert into private.email_outbox (request_id, party, kind, language, to_address, payload,
                  status, attempts, last_error, next_attempt_at, created_at, created_by)
           select r.id, $2, $3, $4, $5, '{}'::jsonb, $6, 6, $7, now() + interval '1 day',
                  now() - make_interval(mins => $8), 'test'
             from public.transport_requests r where r.reference = $1`,
          [reference, party, kind, party === 'staff' ? 'ro' : 'de', address, status, error, index],
        ),
      );
    }
    await openDetail(reference);
    const emails = screen.getByRole('heading', { level: 2, name: 'E-mailuri' }).parentElement!;
    await waitFor(() => expect(within(emails).getAllByRole('listitem')).toHaveLength(3));
    const [notice, received, offer] = within(emails).getAllByRole('listitem');

    expect(within(notice!).getByText(/^Motiv: /).textContent).toBe(
      'Motiv: Adresa de e-mail nu există: serverul destinatarului a refuzat-o. Ia legătura cu destinatarul pe altă cale (de ex. la telefon) și verifică adresa.',
    );
    expect(within(received!).getByText(/^Motiv: /).textContent).toBe(
      'Motiv: Trimiterea s-a întrerupt; e-mailul poate să fi ajuns totuși. Întreabă destinatarul dacă l-a primit.',
    );
    for (const [row, raw] of [
      [notice!, refused],
      [received!, lost],
    ] as const) {
      const answer = within(row).getByText(raw);
      expect(answer).not.toBeVisible();
      await userEvent.click(within(row).getByText('Detalii'));
      expect(answer).toBeVisible();
    }
    // The staff notice by a name that does not read as "personal notice" (review RO-14); the
    // states as the shipments' e-mails name them.
    expect(within(notice!).getByText('Notificare internă')).toBeVisible();
    expect(within(notice!).getByText('eșuat')).toBeVisible();
    expect(within(offer!).getByText('în coadă')).toBeVisible();
    expect(within(offer!).queryByText(/^Motiv: /)).toBeNull();
  });

  it('shows a colleague’s change as a conflict, sends nothing, and sends on the saved version', async () => {
    const reference = await seed();
    await openDetail(reference);
    await waitFor(async () => expect((await stored(reference)).opened_at).not.toBeNull());
    await screen.findByText(/· Deschisă de /);
    await userEvent.click(screen.getByRole('button', { name: 'Trimite ofertă' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Preț'), '2.000 EUR');

    // A colleague's offer meanwhile (the database's own function, as another staff member).
    const before = await stored(reference);
    const colleague = await admin
      .from('transport_requests')
      .update({ decline_reason: 'Kollege war schneller' })
      .eq('reference', reference);
    expect(colleague.error).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    expect(
      await within(dialog).findByText('Cererea a fost modificată de altcineva între timp.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Trimite oferta' })).toBeDisabled();
    const unchanged = await stored(reference);
    expect(unchanged.offer_count).toBe(0);
    expect(unchanged.updated_at).not.toBe(before.updated_at);

    const reload = within(dialog).getByRole('button', { name: 'Încarcă versiunea salvată' });
    await waitFor(() => expect(reload).toBeEnabled());
    await userEvent.click(reload);
    expect(within(dialog).getByLabelText('Preț')).toHaveValue('2.000 EUR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await stored(reference)).toMatchObject({
      status: 'offer_sent',
      offer_price: '2.000 EUR',
    });
  });

  it('converts the request into a shipment and links to it', async () => {
    const reference = await seed();
    const { location } = await openDetail(reference);
    await waitFor(async () => expect((await stored(reference)).opened_at).not.toBeNull());
    await screen.findByText(/· Deschisă de /);
    await userEvent.click(screen.getByRole('button', { name: 'Transformă în expediere' }));
    const question = await screen.findByRole('alertdialog');
    // What will be sent to whom, before anything is.
    const { email } = await stored(reference);
    expect(within(question).getByText(/^Se creează o expediere/)).toHaveTextContent(
      `Clientul primește la ${email}, în germană, numărul de urmărire și linkul său personal de urmărire. E-mailuri la fiecare schimbare de status: nu, clientul nu le-a cerut.`,
    );
    await userEvent.click(
      within(question).getByRole('button', { name: 'Transformă în expediere' }),
    );
    const row = await waitFor(async () => {
      const current = await stored(reference);
      expect(current.status).toBe('converted');
      return current;
    });
    await waitFor(() =>
      expect(location()).toBe(`/admin/tracking?q=${encodeURIComponent(row.shipment_id!)}`),
    );
    const shipment = await admin
      .from('shipments')
      .select('request_reference')
      .eq('id', row.shipment_id!)
      .single();
    expect(shipment.data?.request_reference).toBe(reference);
  });

  it('rejects after saying the customer is told, in their language and at their address; the e-mail is queued and listed (issue #49)', async () => {
    const reference = await seed();
    await openDetail(reference);
    await screen.findByText(/· Deschisă de /);
    await userEvent.click(screen.getByRole('button', { name: 'Respinge' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Respingi cererea ${reference}?`,
    });
    expect(question).toHaveAccessibleDescription(
      'Clientul primește la max@example.com, în germană, un e-mail politicos că nu putem efectua transportul. O ofertă trimisă nu mai poate fi acceptată.',
    );
    const notify = within(question).getByRole('checkbox', {
      name: 'Trimite clientului e-mailul de refuz',
    });
    expect(notify).toBeChecked();
    await userEvent.click(within(question).getByRole('button', { name: 'Respinge' }));
    await waitFor(async () => expect((await stored(reference)).status).toBe('rejected'));
    const emails = screen.getByRole('heading', { level: 2, name: 'E-mailuri' }).parentElement!;
    const item = (await within(emails).findByText('Cerere respinsă')).closest('li')!;
    expect(item).toHaveAttribute('data-email', 'request_rejected');
    expect(within(item).getByText('către max@example.com')).toBeVisible();
    const queued = await withClient(stack.superuserDbUrl, async (client) => {
      const { rows } = await client.query<{ language: string; to_address: string }>(
        `select o.language, o.to_address from private.email_outbox o
           join public.transport_requests r on r.id = o.request_id
          where r.reference = $1 and o.kind = 'request_rejected'`,
        [reference],
      );
      return rows;
    });
    expect(queued).toEqual([{ language: 'de', to_address: 'max@example.com' }]);
  });

  it('rejects without telling the customer when staff clear the box', async () => {
    const reference = await seed();
    await openDetail(reference);
    await screen.findByText(/· Deschisă de /);
    await userEvent.click(screen.getByRole('button', { name: 'Respinge' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Respingi cererea ${reference}?`,
    });
    await userEvent.click(
      within(question).getByRole('checkbox', { name: 'Trimite clientului e-mailul de refuz' }),
    );
    expect(question).toHaveAccessibleDescription(
      'Clientul nu primește niciun e-mail. O ofertă trimisă nu mai poate fi acceptată.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Respinge' }));
    await waitFor(async () => expect((await stored(reference)).status).toBe('rejected'));
    const kinds = await withClient(stack.superuserDbUrl, async (client) => {
      const { rows } = await client.query<{ kind: string }>(
        `select o.kind from private.email_outbox o
           join public.transport_requests r on r.id = o.request_id
          where r.reference = $1`,
        [reference],
      );
      return rows.map((row) => row.kind);
    });
    expect(kinds).not.toContain('request_rejected');
  });

  it('rejects a request after a question', async () => {
    const reference = await seed();
    await openDetail(reference);
    await waitFor(async () => expect((await stored(reference)).opened_at).not.toBeNull());
    await screen.findByText(/· Deschisă de /);
    await userEvent.click(screen.getByRole('button', { name: 'Marchează ca spam' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Marchezi cererea ${reference} ca spam?`,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Marchează ca spam' }));
    await waitFor(async () => expect((await stored(reference)).status).toBe('spam'));
    expect(await screen.findByText('Spam', { selector: '[data-status]' })).toBeVisible();
    // Closed: no offer, no second rejection; nothing else to do with it.
    expect(screen.queryByRole('button', { name: 'Respinge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trimite ofertă' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transformă în expediere' })).toBeNull();
    // The history says it in the staff's words.
    expect(await screen.findByText('Status: Nouă → Spam')).toBeVisible();
  });
});
