/**
 * "Șterse recent" (/admin/tracking?view=deleted) against the real local stack, signed in as
 * the seeded staff account: the list (latest delete first, who and when), the server search,
 * the restore with its question, the Romanian answer for a number taken again, and the restore
 * window the owner set. Each test deletes its own shipments under a unique prefix.
 */
import { createClient } from '@supabase/supabase-js';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { queryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { auth } from '@/lib/supabase-auth';
import { ownerSql } from '@/testing/owner-sql';
import { renderApp } from '@/testing/render-app';
import { seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

let prefixes = 0;
function uniquePrefix(): string {
  prefixes += 1;
  return `RS${Date.now().toString(36)}${prefixes}`.toUpperCase();
}

/** Signs in as staff and deletes new shipments one after the other, as the list would. */
async function deletedShipments(prefix: string, count: number): Promise<string[]> {
  const signedIn = await auth.signInWithPassword(seededStaff);
  if (signedIn.error) throw signedIn.error;
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const id = `${prefix}-${n}`;
    const created = await supabase.rpc('create_shipment', {
      shipment: {
        id,
        shippername: `Expeditor ${prefix}`,
        recipientname: `Destinatar ${n}`,
        transportedgoods: `Marfă ${n}`,
      },
    });
    if (created.error) throw created.error;
    const deleted = await supabase.rpc('delete_shipment', {
      tracking_number: id,
      expected_updated_at: created.data.updated_at,
    });
    if (deleted.error) throw deleted.error;
    ids.push(id);
  }
  return ids;
}

const shownNumbers = () =>
  Array.from(document.querySelectorAll('tr[data-deleted-shipment]')).map((row) =>
    row.getAttribute('data-deleted-shipment'),
  );

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

async function stored(id: string) {
  const { data, error } = await admin.from('shipments').select('shippername').eq('id', id);
  if (error) throw error;
  return data;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Șterse recent', () => {
  it('lists the deleted shipments latest first with who and when, searched on the server', async () => {
    const prefix = uniquePrefix();
    const [first, second] = await deletedShipments(prefix, 2);
    await renderApp(`/admin/tracking?view=deleted&q=${prefix}`);

    expect(await screen.findByRole('link', { name: 'Șterse recent' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', {
      name: 'Expedierile șterse, cele mai recente primele',
    });
    await waitFor(() => expect(shownNumbers()).toEqual([second, first]));
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([second, 'Marfă 2', 'Destinatar 2', seededStaff.email]);
    expect(cells[4]).toMatch(/\d{4}/);

    // The search box asks the server: only the first one matches its number.
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, first!);
    await waitFor(() => expect(shownNumbers()).toEqual([first]));
    await user.clear(box);
    await user.type(box, `${prefix}-nimic`);
    expect(
      await screen.findByText(`Nicio expediere ștearsă nu corespunde căutării „${prefix}-nimic”.`),
    ).toBeVisible();
  });

  it('restores a shipment after asking, exactly as it was', async () => {
    const prefix = uniquePrefix();
    const [id] = await deletedShipments(prefix, 1);
    await renderApp(`/admin/tracking?view=deleted&q=${prefix}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Restaurează expedierea ${id}` }));
    const question = await screen.findByRole('alertdialog', {
      name: `Restaurezi expedierea ${id}?`,
    });
    // Cancel first: nothing happens.
    await user.click(within(question).getByRole('button', { name: 'Renunță' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await stored(id!)).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Restaurează expedierea ${id}` }));
    const again = await screen.findByRole('alertdialog', { name: `Restaurezi expedierea ${id}?` });
    await user.click(within(again).getByRole('button', { name: 'Restaurează' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts().at(-1)).toEqual({
      title: 'Gata',
      description: `Expedierea ${id} a fost restaurată.`,
      variant: 'default',
    });
    expect(await stored(id!)).toEqual([{ shippername: `Expeditor ${prefix}` }]);
    expect(
      await screen.findByText(`Nicio expediere ștearsă nu corespunde căutării „${prefix}”.`),
    ).toBeVisible();
    expect(shownNumbers()).toEqual([]);
  });

  it('says in Romanian that the number was given to a new shipment meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prefix = uniquePrefix();
    const [id] = await deletedShipments(prefix, 1);
    const retaken = await admin
      .from('shipments')
      .insert({ id: id!, shippername: 'Altcineva', recipientname: 'Altcineva' });
    expect(retaken.error).toBeNull();
    await renderApp(`/admin/tracking?view=deleted&q=${prefix}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Restaurează expedierea ${id}` }));
    const question = await screen.findByRole('alertdialog', {
      name: `Restaurezi expedierea ${id}?`,
    });
    await user.click(within(question).getByRole('button', { name: 'Restaurează' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({
        title: 'Eroare',
        description: `Expedierea ${id} nu poate fi restaurată: numărul ${id} este folosit acum de o altă expediere (sau a fost deja restaurată).`,
        variant: 'destructive',
      }),
    );
    expect(await stored(id!)).toEqual([{ shippername: 'Altcineva' }]);
    expect(shownNumbers()).toEqual([id]);
  });

  it('names the restore window the owner set, with Romanian plurals', async () => {
    const prefix = uniquePrefix();
    await deletedShipments(prefix, 1);
    try {
      for (const [days, text] of [
        [1, '1 zi'],
        [19, '19 zile'],
        [21, '21 de zile'],
      ] as const) {
        await ownerSql('update private.tracking_settings set restore_days = $1', [days]);
        await renderApp(`/admin/tracking?view=deleted&q=${prefix}`);
        expect(
          await screen.findByText(
            `Expedierile șterse pot fi restaurate timp de ${text} de la ștergere`,
            { exact: false },
          ),
        ).toBeVisible();
        // A new visit: the periods are asked again, not taken from this one's cache.
        cleanup();
        queryClient.clear();
      }
    } finally {
      await ownerSql('update private.tracking_settings set restore_days = default');
    }
  });
});
