/**
 * /admin/requests against the real local stack, signed in as the seeded staff account: paging,
 * search (hostile text too), the status filter, URL state, the unopened marker, cards on a
 * phone. Each test writes its own requests with a token no other row has and searches for it.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

type RequestInsert = Database['public']['Tables']['transport_requests']['Insert'];

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

let counter = 0;
/** A word no other request has: a search for it finds this test's rows only. */
function uniqueToken(): string {
  counter += 1;
  return `Rq${Date.now().toString(36)}${counter}`;
}

let references = 0;
function nextReference(): string {
  references += 1;
  return `A-2099-${String((Date.now() % 1e7) * 100 + references).padStart(9, '0')}`;
}

/** Requests of this test, oldest first (a minute apart), written with service_role. */
async function seed(token: string, rows: Partial<RequestInsert>[]): Promise<string[]> {
  const start = Date.parse('2026-11-01T08:00:00Z');
  const records = rows.map((row, index) => ({
    reference: nextReference(),
    language: 'de',
    name: `Kunde ${token} ${index + 1}`,
    email: `kunde${index + 1}@example.com`,
    kind: 'tractor',
    goods: `Traktor ${index + 1}`,
    pickup_town: 'Passau',
    pickup_postcode: '94032',
    pickup_country: 'DE',
    delivery_town: 'Warszawa',
    delivery_postcode: '00-001',
    delivery_country: 'PL',
    earliest_pickup: '2026-12-01',
    client: 'private',
    network: 'none',
    created_at: new Date(start + index * 60_000).toISOString(),
    ...row,
  }));
  const { error } = await admin
    .from('transport_requests')
    .insert(records, { defaultToNull: false });
  if (error) throw error;
  return records.map((record) => record.reference);
}

async function openList(query: string) {
  const { error } = await auth.signInWithPassword(seededStaff);
  if (error) throw error;
  return await renderApp(`/admin/requests${query}`);
}

/** The references in the table, top to bottom. */
function shownReferences(): string[] {
  return screen
    .queryAllByRole('row')
    .map((row) => row.getAttribute('data-request'))
    .filter((reference): reference is string => reference !== null);
}

const phoneWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = phoneWidth;
});

describe('the requests list', () => {
  it('pages 25 at a time, newest first, with the exact total; the page is in the URL', async () => {
    const token = uniqueToken();
    const refs = await seed(
      token,
      Array.from({ length: 27 }, () => ({})),
    );
    const newestFirst = [...refs].reverse();
    const { location } = await openList(`?q=${token}`);
    await waitFor(() => expect(shownReferences()).toEqual(newestFirst.slice(0, 25)));
    expect(screen.getByRole('heading', { level: 1, name: 'Cereri de transport' })).toBeVisible();
    expect(screen.getByText('1–25 din 27')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pagina anterioară' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(location()).toBe(`/admin/requests?q=${token}&page=2`);
    await waitFor(() => expect(shownReferences()).toEqual(newestFirst.slice(25)));
    expect(screen.getByText('26–27 din 27')).toBeVisible();
    // The link to a request's detail page.
    expect(screen.getByRole('link', { name: refs[0] })).toHaveAttribute(
      'href',
      `/admin/requests/${refs[0]}`,
    );
  });

  it('marks the unopened requests, visibly and for screen readers, and shows the oversize chip', async () => {
    const token = uniqueToken();
    const [opened, unopened] = await seed(token, [
      { opened_at: '2026-11-02T09:00:00Z', opened_by: 'staff@example.com', width_m: 3.5 },
      { width_m: 2, height_m: 2, length_m: 5, weight_kg: 3000 },
    ]);
    await openList(`?q=${token}`);
    await waitFor(() => expect(shownReferences()).toEqual([unopened, opened]));
    const [, newest, oldest] = screen.getAllByRole('row');
    expect(within(newest!).getByText('Nedeschisă')).toHaveClass('sr-only');
    expect(newest!.querySelector('[data-unopened]')).not.toBeNull();
    expect(within(oldest!).queryByText('Nedeschisă')).toBeNull();
    expect(within(newest!).getByText('Gabarit normal')).toHaveAttribute('data-oversize', 'normal');
    expect(within(oldest!).getByText('Necesită autorizație')).toHaveAttribute(
      'data-oversize',
      'permit',
    );
    expect(within(newest!).getByText('Nouă')).toHaveAttribute('data-status', 'new');
  });

  it('says "Fără dimensiuni" for a request without measures, as the notice does (review RO-9)', async () => {
    const token = uniqueToken();
    const [unmeasured] = await seed(token, [{}]);
    await openList(`?q=${token}`);
    await waitFor(() => expect(shownReferences()).toEqual([unmeasured]));
    const [, row] = screen.getAllByRole('row');
    expect(within(row!).getByText('Fără dimensiuni')).toHaveAttribute('data-oversize', 'unknown');
    expect(within(row!).queryByText('Gabarit normal')).toBeNull();
  });

  it('finds hostile text literally: PostgREST syntax and LIKE wildcards are text', async () => {
    const token = uniqueToken();
    const [syntax, percent, plain, postcode] = await seed(token, [
      { company: `Firma ${token} a,b)(c` },
      { company: `${token} 50% Rabatt` },
      { company: `${token} 50 Rabatt "quoted"\\` },
      { pickup_postcode: `X${token}9` },
    ]);
    await openList(`?q=${encodeURIComponent('a,b)(')}`);
    await waitFor(() => expect(shownReferences()).toContain(syntax));
    expect(shownReferences()).not.toContain(percent);
    const search = screen.getByRole('searchbox', { name: 'Caută cereri' });
    expect(search).toHaveValue('a,b)(');
    await userEvent.clear(search);
    await userEvent.type(search, `${token} 50%`);
    await waitFor(() => expect(shownReferences()).toEqual([percent]));

    await userEvent.clear(search);
    await userEvent.type(search, `"quoted"\\`);
    await waitFor(() => expect(shownReferences()).toContain(plain));
    expect(shownReferences()).not.toContain(percent);

    // A postcode is searched too.
    await userEvent.clear(search);
    await userEvent.type(search, `X${token}9`);
    await waitFor(() => expect(shownReferences()).toEqual([postcode]));
  });

  it('filters by status with the Romanian labels, kept in the URL', async () => {
    const token = uniqueToken();
    const [fresh, offered] = await seed(token, [
      {},
      {
        status: 'offer_sent',
        offer_count: 1,
        offer_price: '1.850 EUR',
        offer_valid_until: '2099-01-01',
        offer_sent_at: '2026-11-03T10:00:00Z',
        offer_sent_by: 'staff@example.com',
      },
    ]);
    const { location, router } = await openList(`?q=${token}`);
    await waitFor(() => expect(shownReferences()).toEqual([offered, fresh]));
    const filter = screen.getByRole('group', { name: 'Filtrează după status' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Toate',
      'Nouă',
      'Ofertă trimisă',
      'Acceptată',
      'Transformată în expediere',
      'Respinsă',
      'Spam',
      'Expirată',
    ]);
    await userEvent.click(within(filter).getByRole('button', { name: 'Ofertă trimisă' }));
    expect(location()).toBe(`/admin/requests?q=${token}&status=offer_sent`);
    await waitFor(() => expect(shownReferences()).toEqual([offered]));
    expect(within(filter).getByRole('button', { name: 'Ofertă trimisă' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(filter).getByRole('button', { name: 'Acceptată' }));
    expect(
      await screen.findByText(
        `Nicio cerere cu statusul „Acceptată” nu corespunde căutării „${token}”.`,
      ),
    ).toBeVisible();

    await router.navigate(-1);
    await waitFor(() => expect(shownReferences()).toEqual([offered]));
  });

  it('names the unopened requests’ count in the admin menu', async () => {
    await seed(uniqueToken(), [{}]);
    const { count, error } = await admin
      .from('transport_requests')
      .select('reference', { count: 'exact', head: true })
      .is('opened_at', null);
    expect(error).toBeNull();
    await openList('');
    const nav = await screen.findByRole('navigation', { name: 'Navigare administrare' });
    const link = await within(nav).findByRole('link', {
      name: `Cereri, nedeschise: ${count}`,
    });
    expect(link).toHaveAttribute('href', '/admin/requests');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('shows cards on a phone', async () => {
    window.innerWidth = 390;
    const token = uniqueToken();
    const [reference] = await seed(token, [{ company: 'Hof Huber' }]);
    await openList(`?q=${token}`);
    const cards = await screen.findByRole('list', {
      name: 'Cereri de transport, cele mai noi primele',
    });
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveAttribute('data-request-card', reference);
    expect(within(card).getByText(`Kunde ${token} 1 (Hof Huber)`)).toBeVisible();
    expect(within(card).getByText('Nedeschisă')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains, folded, how a request becomes a shipment', async () => {
    await openList('');
    const summary = await screen.findByText('De la cerere la expediere');
    const help = summary.closest('details')!;
    expect(help).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(help).toHaveAttribute('open');
    const steps = within(help).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    // The price and the note in the customer's language (review RO-4).
    expect(steps[1]).toHaveTextContent(
      /^„Trimite ofertă”: prețul, în limba clientului, exact cum îl va citi \(fereastra ofertei îți arată un exemplu în limba lui\)/,
    );
    // A refusal makes it "Respinsă"; the e-mails go only to those with notices (review RO-5).
    expect(steps[2]).toHaveTextContent(
      'Clientul acceptă sau refuză oferta pe site. Cererea devine „Acceptată” sau „Respinsă”; dacă ai activat „Notificări despre cereri”, primești e-mailul „Ofertă acceptată” sau „Ofertă refuzată”.',
    );
    expect(steps[3]).toHaveTextContent(/^„Transformă în expediere” creează expedierea/);
  });
});
