/**
 * /admin/tracking against the real local stack, signed in as the seeded staff account: every
 * state of the list, the filter, paging, sorting, the row menu, history, delete and its undo.
 * Each test makes its own shipments under a unique prefix and searches for it, so the seed
 * and other tests' rows never get in the way.
 */
import { createClient } from '@supabase/supabase-js';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { backend, seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

type ShipmentInsert = Database['public']['Tables']['shipments']['Insert'];

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

let prefixes = 0;
/** A prefix no other shipment has: a search for it finds this test's rows only. */
function uniquePrefix(): string {
  prefixes += 1;
  return `SL${Date.now().toString(36)}${prefixes}`.toUpperCase();
}

/** Shipments of this test, oldest first (created a minute apart), written with service_role. */
async function seed(prefix: string, rows: Partial<ShipmentInsert>[]): Promise<string[]> {
  const start = Date.parse('2026-11-01T08:00:00Z');
  const records = rows.map((row, index) => ({
    id: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    shippername: `Expeditor ${prefix}`,
    recipientname: `Destinatar ${index + 1}`,
    transportedgoods: `Marfă ${index + 1}`,
    created_at: new Date(start + index * 60_000).toISOString(),
    ...row,
  }));
  // Columns a row leaves out take their defaults, not null.
  const { error } = await admin.from('shipments').insert(records, { defaultToNull: false });
  if (error) throw error;
  return records.map((record) => record.id);
}

async function signInAsStaff() {
  const { error } = await auth.signInWithPassword(seededStaff);
  if (error) throw error;
}

async function openList(query: string) {
  await signInAsStaff();
  return await renderApp(`/admin/tracking${query}`);
}

/** The tracking numbers in the table, top to bottom. */
function shownNumbers(): string[] {
  return screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-shipment'))
    .filter((id): id is string => id !== null);
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

async function openRowMenu(
  trackingNumber: string,
  user: Pick<ReturnType<typeof userEvent.setup>, 'click'> = userEvent,
) {
  await user.click(
    await screen.findByRole('button', { name: `Acțiuni pentru expedierea ${trackingNumber}` }),
  );
  return screen.findByRole('menu');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the list', () => {
  it('shows skeleton rows while the first page loads, then the rows, newest first', async () => {
    const prefix = uniquePrefix();
    const ids = await seed(prefix, [
      { status: 'Expediere creată', recipientname: 'Ferme Dubois' },
      { status: 'Probleme', transportedgoods: 'Traktor Fendt 724' },
      { status: 'Beim Zoll' },
    ]);
    await signInAsStaff();
    // Signed in and through the gate on another screen, then the list while requests wait.
    const { router } = await renderApp('/admin/info');
    await screen.findByRole('heading', { level: 1, name: 'Gestionare informații' });
    await backend.holdRequests();
    await router.navigate(`/admin/tracking?q=${prefix}`);

    // A status 'Se încarcă...' can come first (seen in a soak under load, issue #38): wait for
    // the list's own.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Se încarcă expedierile...'),
    );
    expect(document.querySelectorAll('tr[data-skeleton]')).toHaveLength(8);
    await backend.comeBack();

    await waitFor(() => expect(shownNumbers()).toEqual([...ids].reverse()));
    expect(document.querySelectorAll('tr[data-skeleton]')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Nr. urmărire' })).toBeVisible();
    const [newest, middle, oldest] = screen.getAllByRole('row').slice(1);
    expect(within(newest!).getByText('Beim Zoll')).toHaveAttribute('data-status', 'other');
    expect(within(middle!).getByText('Traktor Fendt 724')).toBeVisible();
    expect(within(middle!).getByText('Probleme')).toHaveAttribute('data-status', 'issues');
    expect(within(oldest!).getByText('Ferme Dubois')).toBeVisible();
    expect(within(oldest!).getByText('Expediere creată')).toHaveAttribute('data-status', 'created');
    // The last change, as Romanian dates are written: "24 nov. 2026, 10:00".
    expect(within(oldest!).getByRole('cell', { name: /\d{4}, \d{2}:\d{2}$/ })).toBeVisible();
    expect(screen.getByText('1–3 din 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pagina anterioară' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
  });

  it("says 'Nu există expedieri.' when there are none at all", async () => {
    // Every shipment away for the length of this test, then back exactly (restore_shipment).
    const { data: all, error } = await admin.from('shipments').select('id');
    if (error) throw error;
    const removed = await admin
      .from('shipments')
      .delete()
      .in(
        'id',
        all.map((row) => row.id),
      );
    expect(removed.error).toBeNull();
    try {
      await openList('');
      expect(await screen.findByText('Nu există expedieri.')).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Șterge căutarea' })).toBeNull();
      expect(await screen.findByRole('button', { name: 'Toate (0)' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Probleme (0)' })).toBeVisible();
    } finally {
      for (const { id } of all) {
        const restored = await admin.rpc('restore_shipment', { tracking_number: id });
        expect(restored.error).toBeNull();
      }
    }
  });

  it('says when a search finds nothing, and clears the search', async () => {
    const prefix = uniquePrefix();
    await seed(prefix, [{}]);
    const { location } = await openList(`?q=${prefix}-nimic&page=3`);
    expect(
      await screen.findByText(`Nicio expediere nu corespunde căutării „${prefix}-nimic”.`),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Șterge căutarea' }));
    expect(location()).toBe('/admin/tracking');
    const search = screen.getByRole('searchbox', { name: 'Caută expedieri' });
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    await waitFor(() => expect(shownNumbers().length).toBeGreaterThan(0));
  });

  it('searches as one types, after a pause, from page 1; the box follows the URL', async () => {
    const prefix = uniquePrefix();
    const [first] = await seed(prefix, [{}, {}]);
    const { location, router } = await openList('?page=2');
    const search = await screen.findByRole('searchbox', { name: 'Caută expedieri' });
    await userEvent.type(search, `  ${prefix}-01`);
    await waitFor(() => expect(location()).toBe(`/admin/tracking?q=${prefix}-01`));
    await waitFor(() => expect(shownNumbers()).toEqual([first]));

    // A search set from outside (a link, back) replaces what the box shows.
    await router.navigate(`/admin/tracking?q=${prefix}-02`);
    await waitFor(() => expect(search).toHaveValue(`${prefix}-02`));
    await router.navigate(-1);
    await waitFor(() => expect(search).toHaveValue(`${prefix}-01`));
    await waitFor(() => expect(shownNumbers()).toEqual([first]));
  });

  it('counts shipments per status for the search, and filters by one', async () => {
    const prefix = uniquePrefix();
    const ids = await seed(prefix, [
      { status: 'În tranzit' },
      { status: 'Probleme' },
      { status: 'În tranzit' },
      { status: 'Beim Zoll <b>' },
    ]);
    const { location } = await openList(`?q=${prefix}`);
    const filter = await screen.findByRole('group', { name: 'Filtrează după status' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual([
        'Toate (4)',
        'Expediere creată (0)',
        'În tranzit (2)',
        'Livrat (0)',
        'Probleme (1)',
        'Beim Zoll <b> (1)',
      ]),
    );
    expect(within(filter).getByRole('button', { name: 'Toate (4)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(filter).getByRole('button', { name: 'Probleme (1)' }));
    expect(location()).toBe(`/admin/tracking?q=${prefix}&status=Probleme`);
    await waitFor(() => expect(shownNumbers()).toEqual([ids[1]]));
    expect(within(filter).getByRole('button', { name: 'Probleme (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(filter).getByRole('button', { name: 'Livrat (0)' }));
    expect(
      await screen.findByText(
        `Nicio expediere cu statusul „Livrat” nu corespunde căutării „${prefix}”.`,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Arată toate statusurile' }));
    expect(location()).toBe(`/admin/tracking?q=${prefix}`);
    await waitFor(() => expect(shownNumbers()).toHaveLength(4));
  });

  it('says when no shipment has the chosen status, and shows every status again', async () => {
    const status = `Status ${uniquePrefix()}`;
    const { location } = await openList(`?status=${encodeURIComponent(status)}`);
    expect(await screen.findByText(`Nu există expedieri cu statusul „${status}”.`)).toBeVisible();
    expect(await screen.findByRole('button', { name: `${status} (0)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Șterge căutarea' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Arată toate statusurile' }));
    expect(location()).toBe('/admin/tracking');
    await waitFor(() => expect(shownNumbers().length).toBeGreaterThan(0));
  });

  it('pages by 25 with the total, and keeps the page in the URL', async () => {
    const prefix = uniquePrefix();
    const ids = await seed(
      prefix,
      Array.from({ length: 27 }, () => ({})),
    );
    const { location } = await openList(`?q=${prefix}`);
    expect(await screen.findByText('1–25 din 27')).toBeVisible();
    expect(shownNumbers()).toEqual([...ids].reverse().slice(0, 25));

    // A page turn asks for the page only: the counts (and so the total) are the search's. With
    // text in the search box the page comes from shipments_matching (it starts from the matches).
    const requests = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(location()).toBe(`/admin/tracking?q=${prefix}&page=2`);
    expect(await screen.findByText('26–27 din 27')).toBeVisible();
    await waitFor(() => expect(shownNumbers()).toEqual([ids[1], ids[0]]));
    const rpcs = requests.mock.calls.map(
      ([input]) =>
        /\/rest\/v1\/rpc\/(\w+)/.exec(input instanceof Request ? input.url : String(input))?.[1],
    );
    expect(rpcs).toEqual(['shipments_matching']);
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagina anterioară' })).toBeEnabled();
  });

  it('moves a page beyond the end back to the last page', async () => {
    const prefix = uniquePrefix();
    await seed(prefix, [{}, {}]);
    const { location } = await openList(`?q=${prefix}&page=9`);
    await waitFor(() => expect(location()).toBe(`/admin/tracking?q=${prefix}`));
    expect(await screen.findByText('1–2 din 2')).toBeVisible();
  });

  it('closes a row menu when a refresh puts another shipment in its row', async () => {
    const prefix = uniquePrefix();
    const ids = await seed(prefix, [{}, {}]);
    await openList(`?q=${prefix}`);
    await waitFor(() => expect(shownNumbers()).toEqual([ids[1], ids[0]]));
    const menu = await openRowMenu(ids[1]!);
    expect(
      within(menu).getByRole('menuitem', { name: 'Editează / actualizează traseul' }),
    ).toBeVisible();

    // A colleague's new shipment arrives with the refresh on focus and takes the first row.
    const newer = `${prefix}-99`;
    const { error } = await admin
      .from('shipments')
      .insert(
        { id: newer, shippername: `Expeditor ${prefix}`, recipientname: 'Nou' },
        { defaultToNull: false },
      );
    expect(error).toBeNull();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(shownNumbers()).toEqual([newer, ids[1], ids[0]]));
    // The menu was opened for ids[1]: it does not stay open over the new shipment's row.
    expect(screen.queryByRole('menu')).toBeNull();
    const first = screen.getByRole('button', { name: `Acțiuni pentru expedierea ${newer}` });
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('sorts by status and by last change from the headers, with aria-sort', async () => {
    const prefix = uniquePrefix();
    const ids = await seed(prefix, [
      { status: 'Livrat' },
      { status: 'Probleme' },
      { status: 'Expediere creată' },
    ]);
    // The oldest shipment changed last.
    const touched = await admin.from('shipments').update({ accessories: 'Husă' }).eq('id', ids[0]!);
    expect(touched.error).toBeNull();
    const { location } = await openList(`?q=${prefix}`);
    await waitFor(() => expect(shownNumbers()).toEqual([ids[2], ids[1], ids[0]]));
    const statusHeader = screen.getByRole('columnheader', { name: 'Status' });
    expect(statusHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(statusHeader).getByRole('button'));
    expect(location()).toBe(`/admin/tracking?q=${prefix}&sort=status.asc`);
    expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(shownNumbers()).toEqual([ids[2], ids[0], ids[1]]));
    await userEvent.click(within(statusHeader).getByRole('button'));
    expect(statusHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(shownNumbers()).toEqual([ids[1], ids[0], ids[2]]));

    const changedHeader = screen.getByRole('columnheader', { name: 'Ultima modificare' });
    await userEvent.click(within(changedHeader).getByRole('button'));
    expect(location()).toBe(`/admin/tracking?q=${prefix}&sort=updated_at.desc`);
    expect(changedHeader).toHaveAttribute('aria-sort', 'descending');
    expect(statusHeader).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(shownNumbers()[0]).toBe(ids[0]));
  });

  it('shows stored text as text, however hostile', async () => {
    const prefix = uniquePrefix();
    const long = 'Ș'.repeat(1000);
    await seed(prefix, [
      {
        recipientname: '<img src=x onerror=alert(1)>',
        transportedgoods: long,
        status: "'; DROP TABLE shipments; --",
      },
      { recipientname: 'شركة النقل 🚚 חברת הובלה' },
    ]);
    await openList(`?q=${prefix}`);
    await waitFor(() => expect(shownNumbers()).toHaveLength(2));
    const table = screen.getByRole('table');
    expect(within(table).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(within(table).getByText(long)).toHaveAttribute('title', long);
    expect(within(table).getByText("'; DROP TABLE shipments; --")).toBeVisible();
    expect(within(table).getByText('شركة النقل 🚚 חברת הובלה')).toBeVisible();
    expect(table.querySelector('img')).toBeNull();
  });
});

describe('when the list cannot be loaded', () => {
  it("toasts 'Eroare', says so in place, and loads on retry", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prefix = uniquePrefix();
    const ids = await seed(prefix, [{}]);
    await signInAsStaff();
    const { router } = await renderApp('/admin/info');
    await screen.findByRole('heading', { level: 1, name: 'Gestionare informații' });
    await backend.goDown();
    await router.navigate(`/admin/tracking?q=${prefix}`);

    // The info screen may still be on its way out and say its own text failed, too.
    const failed = await screen.findByText('Nu s-au putut încărca expedierile.', {
      ignore: '[role="status"] *, script, style',
    });
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(toasts()).toEqual([
      {
        title: 'Eroare',
        description: 'Nu s-au putut încărca expedierile.',
        variant: 'destructive',
      },
    ]);
    expect(logged).toHaveBeenCalled();

    await backend.comeBack();
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    await waitFor(() => expect(shownNumbers()).toEqual(ids));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the row menu', () => {
  it('copies the public tracking link, and says when it cannot', async () => {
    // user-event puts a clipboard of its own on navigator (jsdom has none); watch it.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const prefix = uniquePrefix();
    const [id] = await seed(prefix, [{}]);
    await openList(`?q=${prefix}`);

    await openRowMenu(id!, user);
    await user.click(screen.getByRole('menuitem', { name: 'Copiază linkul de urmărire' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/de/sendungsverfolgung?id=${id}`,
    );
    expect(toasts()).toEqual([
      {
        title: 'Link copiat',
        description: `Linkul de urmărire pentru ${id} a fost copiat.`,
        variant: 'default',
      },
    ]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await openRowMenu(id!, user);
    await user.click(screen.getByRole('menuitem', { name: 'Copiază linkul de urmărire' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({
        title: 'Eroare',
        description: 'Nu s-a putut copia linkul de urmărire.',
        variant: 'destructive',
      }),
    );
  });

  it('opens the history: route newest first, then the audit trail', async () => {
    const prefix = uniquePrefix();
    const [id, bare] = await seed(prefix, [
      {
        status: 'În tranzit',
        history: [
          { status: 'Expediere creată', location: 'Dingolfing, DE', date: '2026-11-16T08:12:00Z' },
          { status: 'În tranzit', location: 'Stuttgart, DE', date: '2026-11-17T14:40:00Z' },
        ],
      },
      {},
    ]);
    const event = await admin.rpc('add_shipment_event', {
      tracking_number: id!,
      status: 'Probleme',
      location: 'Vama Nădlac',
    });
    expect(event.error).toBeNull();
    await openList(`?q=${prefix}`);

    const trigger = await screen.findByRole('button', { name: `Acțiuni pentru expedierea ${id}` });
    await openRowMenu(id!);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Vezi istoricul' }));
    const dialog = await screen.findByRole('dialog', { name: `Istoricul expedierii ${id}` });
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^ProblemeVama Nădlac\d/),
      expect.stringMatching(/^În tranzitStuttgart, DE17 nov\. 2026, \d\d:40$/),
      expect.stringMatching(/^Expediere creatăDingolfing, DE16 nov\. 2026, \d\d:12$/),
    ]);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Modificări' }));
    const changes = await within(dialog).findAllByRole('listitem');
    const records = changes.filter((item) => item.parentElement?.tagName === 'OL');
    expect(records).toHaveLength(2);
    expect(records[0]).toHaveTextContent(/ · modificată de service_role/);
    expect(records[0]).toHaveTextContent('Status: În tranzit → Probleme');
    expect(records[0]).toHaveTextContent('rută: + Probleme, Vama Nădlac');
    expect(records[1]).toHaveTextContent(/ · adăugată de service_role$/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());

    await openRowMenu(bare!);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Vezi istoricul' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'Nu există istoric pentru această expediere.',
      ),
    ).toBeVisible();
  });
});

describe('adding and editing', () => {
  it('opens the add dialog from the toolbar and the edit dialog from a row', async () => {
    const prefix = uniquePrefix();
    const [id] = await seed(prefix, [{ recipientname: 'Ferme Dubois' }]);
    await openList(`?q=${prefix}`);

    const addButton = await screen.findByRole('button', { name: 'Adaugă expediere' });
    await userEvent.click(addButton);
    const add = await screen.findByRole('dialog', { name: 'Adaugă expediere' });
    await userEvent.click(within(add).getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed, the focus is back where the dialog was opened from, not at the page's top.
    await waitFor(() => expect(addButton).toHaveFocus());

    await openRowMenu(id!);
    await userEvent.click(
      screen.getByRole('menuitem', { name: 'Editează / actualizează traseul' }),
    );
    const edit = await screen.findByRole('dialog', { name: `Editează expedierea ${id}` });
    expect(within(edit).getByDisplayValue('Ferme Dubois')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Acțiuni pentru expedierea ${id}` })).toHaveFocus(),
    );
  });
});

describe('deleting', () => {
  async function deleteFromMenu(id: string) {
    await openRowMenu(id);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Șterge' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Ștergi expedierea ${id}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    return dialog;
  }

  const stored = async (id: string) =>
    (await admin.from('shipments').select('*').eq('id', id).maybeSingle()).data;

  it('asks first, deletes, and the toast undoes it exactly', async () => {
    const prefix = uniquePrefix();
    const [id, other] = await seed(prefix, [
      {
        status: 'În tranzit',
        history: [{ status: 'În tranzit', location: 'Wien', date: '2026-11-23T10:00:00Z' }],
        currentposition: { lat: 48.2, lng: 16.37 },
      },
      {},
    ]);
    const before = await stored(id!);
    await openList(`?q=${prefix}`);
    await waitFor(() => expect(shownNumbers()).toEqual([other, id]));

    await deleteFromMenu(id!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(shownNumbers()).toEqual([other]));
    expect(await stored(id!)).toBeNull();
    const [deleted] = currentToasts();
    expect(deleted).toMatchObject({ title: 'Gata', description: 'Expedierea a fost ștearsă.' });
    expect(deleted?.duration).toBeGreaterThanOrEqual(10_000);

    // The toaster mounts with the first toast and may still be loading its code.
    await userEvent.click(await screen.findByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(shownNumbers()).toEqual([other, id]));
    expect(await stored(id!)).toEqual(before);
    expect(toasts().at(-1)).toEqual({
      title: 'Gata',
      description: `Expedierea ${id} a fost restaurată.`,
      variant: 'default',
    });
  });

  it("refuses to delete a version the user did not see: a colleague's save in between stays", async () => {
    const prefix = uniquePrefix();
    const [id] = await seed(prefix, [{ status: 'În tranzit' }]);
    await openList(`?q=${prefix}`);
    await openRowMenu(id!);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Șterge' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Ștergi expedierea ${id}?` });
    // The colleague saves while the question is open.
    const saved = await admin
      .from('shipments')
      .update({ status: 'Livrat' })
      .eq('id', id!)
      .select('status');
    expect(saved.data).toEqual([{ status: 'Livrat' }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({
        title: 'Eroare',
        description:
          'Altcineva a modificat expedierea între timp, așa că nu a fost ștearsă. Verifică lista actualizată și șterge din nou dacă este cazul.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await stored(id!))?.status).toBe('Livrat');
    await waitFor(() => expect(screen.getByText('Livrat')).toBeVisible());

    // Asked again on the version now shown, it deletes.
    await deleteFromMenu(id!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await stored(id!)).toBeNull();
  });

  it('says so when a colleague deleted it first, and closes on the list without it', async () => {
    const prefix = uniquePrefix();
    const [id, other] = await seed(prefix, [{}, {}]);
    await openList(`?q=${prefix}`);
    await openRowMenu(id!);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Șterge' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Ștergi expedierea ${id}?` });
    expect((await admin.from('shipments').delete().eq('id', id!)).error).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({
        title: 'Eroare',
        description: `Expedierea ${id} a fost deja ștearsă de altcineva.`,
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(shownNumbers()).toEqual([other]));
  });

  it('says when the undo cannot happen because the number was taken again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prefix = uniquePrefix();
    const [id] = await seed(prefix, [{}]);
    await openList(`?q=${prefix}`);
    await deleteFromMenu(id!);
    await screen.findByRole('button', { name: 'Anulează' });
    const retaken = await admin
      .from('shipments')
      .insert({ id: id!, shippername: 'Altcineva', recipientname: 'Altcineva' });
    expect(retaken.error).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Anulează' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({
        title: 'Eroare',
        description: `Expedierea ${id} nu poate fi restaurată: numărul ${id} este folosit acum de o altă expediere (sau a fost deja restaurată).`,
        variant: 'destructive',
      }),
    );
    expect((await stored(id!))?.shippername).toBe('Altcineva');
  });

  it("says 'Nu s-a putut șterge expedierea.' when the delete fails, and keeps the row", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prefix = uniquePrefix();
    const [id] = await seed(prefix, [{}]);
    await openList(`?q=${prefix}`);
    await screen.findByRole('button', { name: `Acțiuni pentru expedierea ${id}` });
    await backend.goDown();
    const dialog = await deleteFromMenu(id!);

    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Eroare', description: 'Nu s-a putut șterge expedierea.', variant: 'destructive' },
      ]),
    );
    expect(dialog).toBeVisible();
    expect(await within(dialog).findByRole('button', { name: 'Șterge' })).toBeEnabled();
    expect(await stored(id!)).not.toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Renunță' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
