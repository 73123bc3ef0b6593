/**
 * /admin/requests/:reference against the real local stack, signed in as the seeded staff
 * account: a stored request shown exactly, opening it marks it opened (once), the offer
 * dialog's validation, a sent offer, a colleague's change shown as a conflict, convert.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Database } from '@/lib/database.types';
import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { seededStaff, stack } from '@/testing/stack';

type RequestInsert = Database['public']['Tables']['transport_requests']['Insert'];

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

let references = 0;
function nextReference(): string {
  references += 1;
  return `A-2098-${String((Date.now() % 1e7) * 100 + references).padStart(9, '0')}`;
}

/** Today (UTC) shifted by `days`, as YYYY-MM-DD. */
function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A German request as the form stores it, written with service_role. */
async function seed(row: Partial<RequestInsert> = {}): Promise<string> {
  const reference = nextReference();
  const { error } = await admin.from('transport_requests').insert(
    {
      reference,
      language: 'de',
      name: 'Max Mustermann',
      company: 'Hof Mustermann',
      email: 'max@example.com',
      phone: '+49 170 1234567',
      kind: 'tractor',
      goods: 'Fendt 724 Vario',
      quantity: 2,
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
      client: 'private',
      network: 'none',
      ...row,
    },
    { defaultToNull: false },
  );
  if (error) throw error;
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
    expect(fact('Traseu și date', 'Încărcare')).toBe('Dorfstraße 1, 94032 Passau, DE');
    expect(fact('Traseu și date', 'Descărcare')).toBe('00-001 Warszawa, PL');
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
    expect(screen.getByText(/^Depășește: /)).toHaveTextContent(/^Depășește: (\p{L}+, )*lățimea/u);
    expect(screen.getByText('Nicio ofertă trimisă încă.')).toBeVisible();

    await waitFor(async () => expect((await stored(reference)).opened_by).toBe(seededStaff.email));
    const first = (await stored(reference)).opened_at;
    expect(await screen.findByText(new RegExp(`Deschisă de ${seededStaff.email}`))).toBeVisible();
    // The history names the opening.
    expect(await screen.findByText(/^Deschisă la: \(gol\) → /)).toBeVisible();
    expect(screen.getByText(`Deschisă de: (gol) → ${seededStaff.email}`)).toBeVisible();
    expect((await stored(reference)).opened_at).toBe(first);
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
    const price = within(dialog).getByLabelText('Preț');
    const validUntil = within(dialog).getByLabelText('Valabilă până la');
    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, utcDay(-1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    expect(await within(dialog).findByText('Introdu prețul.')).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      'Așa cum îl va citi clientul, de ex. „1.850 EUR plus TVA”. Introdu prețul.',
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
      within(dialog).getByLabelText('Notă pentru client (opțional)'),
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
    expect(await screen.findByText('ofertă trimisă', { selector: '[data-status]' })).toBeVisible();
    expect(fact('Oferta curentă', 'Preț')).toBe('1.850 EUR <netto>');
    expect(screen.getByRole('button', { name: 'Trimite o ofertă nouă' })).toBeVisible();
  });

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
    expect(await screen.findByText('spam', { selector: '[data-status]' })).toBeVisible();
    // Closed: no offer, no second rejection; nothing else to do with it.
    expect(screen.queryByRole('button', { name: 'Respinge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trimite ofertă' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transformă în expediere' })).toBeNull();
    // The history says it in the staff's words.
    expect(await screen.findByText('Status: nouă → spam')).toBeVisible();
  });
});
