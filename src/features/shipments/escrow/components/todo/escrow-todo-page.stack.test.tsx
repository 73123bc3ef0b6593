/**
 * "Escrow: de făcut" (/admin/escrow, issue #53) against the real local stack: reached from the
 * staff nav, escrows grouped by what is due, a row opening the shipment's dialog, where the
 * payment recorded takes the row off the list.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { createAccount, seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

import { dayOf } from '../../../links/expiry-date';

const colleague = createClient<Database>(stack.apiUrl, stack.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

beforeAll(async () => {
  const { error } = await colleague.auth.signInWithPassword(await createAccount(true));
  if (error) throw error;
});

beforeEach(async () => {
  const { error } = await auth.signInWithPassword(seededStaff);
  if (error) throw error;
});

async function ok<Data>(
  call: PromiseLike<{ data: Data; error: { code: string; message: string } | null }>,
): Promise<Data> {
  const { data, error } = await call;
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data;
}

let counter = 0;
const version = async (id: string) =>
  (await ok(colleague.from('shipments').select('updated_at').eq('id', id).single())).updated_at;

/** An escrow shipment of 90 000 EUR (seller Agro Vest, buyer `buyer`), taken to `state`. */
async function escrowShipment(buyer: string, state: 'awaiting_payment' | 'withdrawn') {
  const id = `TODO-${Date.now().toString(36)}-${(counter += 1)}`;
  await ok(
    colleague.rpc('create_shipment', {
      shipment: {
        id,
        shippername: 'Agro Vest SRL',
        recipientname: buyer,
        transportedgoods: 'Tractor',
      },
    }),
  );
  await ok(
    colleague.rpc('set_escrow', {
      tracking_number: id,
      expected_updated_at: await version(id),
      amount: 90000,
    }),
  );
  if (state === 'withdrawn') {
    await ok(
      colleague.rpc('record_escrow_payment', {
        tracking_number: id,
        expected_updated_at: await version(id),
        amount: 90000,
        received_on: dayOf(new Date()),
        bank_reference: 'SEPA 1',
      }),
    );
    await ok(
      colleague.rpc('add_shipment_event', {
        tracking_number: id,
        status: 'Livrat',
        location: 'Lyon',
      }),
    );
    const link = await ok(
      colleague.rpc('create_tracking_link', { tracking_number: id, party: 'recipient' }).single(),
    );
    await ok(
      visitor.rpc('answer_escrow', {
        tracking_number: id,
        party_key: link.key,
        decision: 'withdraw',
        reason: 'Motorul nu pornește.',
      }),
    );
  }
  return id;
}

const group = (name: RegExp) => screen.findByRole('region', { name });
/** The row of a shipment in a group, as the text of its cells. */
async function rowCells(region: HTMLElement, id: string) {
  const button = await within(region).findByRole('button', { name: `Deschide expedierea ${id}` });
  const row = button.closest('tr');
  if (!row) throw new Error(`no row for ${id}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('Escrow: de făcut', () => {
  it('is in the staff nav and groups the escrows by what is due', async () => {
    const buyer = `Ferme Dubois ${Date.now().toString(36)}`;
    const unpaid = await escrowShipment(buyer, 'awaiting_payment');
    const withdrawn = await escrowShipment(buyer, 'withdrawn');
    await renderApp('/admin/tracking');
    const nav = await screen.findByRole('navigation', { name: 'Navigare administrare' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Escrow: de făcut' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escrow: de făcut' }),
    ).toBeVisible();
    const payments = await group(/^Plăți de înregistrat/);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      expect.stringMatching(/^Plăți de înregistrat \(\d+\)$/),
      expect.stringMatching(/^Plăți către vânzător \(\d+\)$/),
      expect.stringMatching(/^Rambursări către cumpărător \(\d+\)$/),
    ]);

    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Nr. urmărire',
      'Vânzător (expeditor)',
      'Cumpărător (destinatar)',
      'Suma',
      'Stare',
      'De când',
    ]);
    expect(await rowCells(payments, unpaid)).toEqual([
      unpaid,
      'Agro Vest SRL',
      buyer,
      '90.000,00\u00a0EUR',
      'așteaptă plata',
      expect.stringMatching(/\d{4}/),
    ]);
    expect(await rowCells(await group(/^Rambursări către cumpărător/), withdrawn)).toEqual([
      withdrawn,
      'Agro Vest SRL',
      buyer,
      '90.000,00\u00a0EUR',
      'cumpărătorul s-a retras',
      expect.stringMatching(/\d{4}/),
    ]);
    expect(
      within(await group(/^Plăți către vânzător/)).queryByRole('button', {
        name: `Deschide expedierea ${withdrawn}`,
      }),
    ).toBeNull();
  });

  it('opens a row’s shipment, where the payment recorded takes it off the list', async () => {
    const unpaid = await escrowShipment('Ferme Martin', 'awaiting_payment');
    await renderApp('/admin/escrow');
    const payments = await group(/^Plăți de înregistrat/);
    const open = await within(payments).findByRole('button', {
      name: `Deschide expedierea ${unpaid}`,
    });
    await userEvent.click(open);
    const shipment = await screen.findByRole('dialog', { name: `Editează expedierea ${unpaid}` });
    await userEvent.click(
      await within(shipment).findByRole('button', { name: 'Înregistrează plata primită' }),
    );
    const step = await screen.findByRole('dialog', { name: `Plata primită pentru ${unpaid}` });
    await userEvent.type(within(step).getByLabelText('Referința bancară'), 'SEPA 12');
    await userEvent.click(within(step).getByRole('button', { name: 'Continuă' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Confirmă' }));
    await waitFor(() => expect(within(shipment).getByText('plată primită')).toBeVisible());
    await userEvent.click(within(shipment).getByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Deschide expedierea ${unpaid}` })).toBeNull(),
    );
    const { data, error } = await colleague
      .from('shipment_escrows')
      .select('state, payment_reference')
      .eq('shipment_id', unpaid)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ state: 'payment_received', payment_reference: 'SEPA 12' });
  });
});
