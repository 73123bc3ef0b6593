/**
 * "Escrow: de făcut" (/admin/escrow, issue #53) against the real local stack: reached from the
 * staff nav, escrows grouped by what is due, a row opening the shipment's dialog, where the
 * payment recorded takes the row off the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { escrowShipment } from '@/testing/escrow-shipments';
import { renderApp } from '@/testing/render-app';
import { staffSessions } from '@/testing/staff-sessions';

const colleague = staffSessions();

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
    const unpaid = await escrowShipment(colleague, 'awaiting_payment', { recipientname: buyer });
    const withdrawn = await escrowShipment(colleague, 'withdrawn', { recipientname: buyer });
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
      'Status',
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
    const unpaid = await escrowShipment(colleague, 'awaiting_payment');
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
