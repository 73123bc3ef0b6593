/**
 * The shipment dialog's "Escrow" section against the real local stack (issue #53): a shipment
 * made an escrow shipment and its payment recorded, each step asked once more and shown with
 * its date; a colleague's save first is the form's conflict and records nothing; an unpaid
 * escrow shipment's delivery (a save, a phoned-in report) is refused in words; the payout
 * closes an accepted escrow.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { type EscrowSetUp, escrowShipment, ok } from '@/testing/escrow-shipments';
import { renderShipmentDialog } from '@/testing/render-shipment-dialog';
import { staffSessions } from '@/testing/staff-sessions';

import { type Shipment, shipmentSchema } from '../../api/shipment-schemas';
import { dayOf } from '../../links/expiry-date';

const colleague = staffSessions();

/** The shipment as saved now, as the list would hand it to the dialog. */
async function current(id: string): Promise<Shipment> {
  return shipmentSchema.parse(
    await ok(colleague.from('shipments').select('*').eq('id', id).single()),
  );
}

/** A shipment the colleague took to `state`, as the list would hand it to the dialog. */
async function shipmentIn(state: EscrowSetUp): Promise<Shipment> {
  return current(await escrowShipment(colleague, state));
}

/** The escrow row as staff read it now. */
async function escrowRow(id: string) {
  const { data, error } = await colleague
    .from('shipment_escrows')
    .select(
      'state, amount, payment_amount, payment_received_on, payment_reference, paid_out_on, payout_reference',
    )
    .eq('shipment_id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));
const section = () => screen.getByRole('group', { name: 'Escrow' });
/** The section's facts, as term and description. */
async function facts() {
  await within(section()).findByText('Status');
  return [...section().querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
}
const actions = () =>
  within(section())
    .queryAllByRole('button')
    .map((button) => button.textContent);
const stepDialog = (name: string) => screen.findByRole('dialog', { name });
const today = dayOf(new Date());
const todayText = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${today}T00:00:00Z`),
);
/** Intl's currency text: the amount, a no-break space, the code. */
const eur = (amount: string) => `${amount}\u00a0EUR`;
/** The same as getByText reads it (its whitespace collapsed to plain spaces). */
const eurText = (amount: string) => `${amount} EUR`;

describe('the escrow section', () => {
  it('makes a shipment an escrow shipment and records the payment, each step asked once more', async () => {
    const shipment = await shipmentIn('none');
    const user = renderShipmentDialog(shipment);
    expect(await within(section()).findByText('Nu este o expediere escrow.')).toBeVisible();
    expect(actions()).toEqual(['Fă-o expediere escrow']);

    await user.click(within(section()).getByRole('button', { name: 'Fă-o expediere escrow' }));
    let step = await stepDialog(`Expediere escrow ${shipment.id}`);
    await user.type(within(step).getByLabelText('Suma (EUR)'), '12.500');
    await user.click(within(step).getByRole('button', { name: 'Continuă' }));
    expect(within(step).getByLabelText('Suma (EUR)')).toHaveAccessibleDescription(
      'De ex. 12500 sau 12500,50. Scrie suma cu cifre, cu cel mult două zecimale după virgulă (de ex. 12500,50), fără puncte între mii.',
    );
    await user.clear(within(step).getByLabelText('Suma (EUR)'));
    await user.type(within(step).getByLabelText('Suma (EUR)'), '12 500,50');
    await user.click(within(step).getByRole('button', { name: 'Continuă' }));
    // Focus moves to the question in an effect, after the render the click caused.
    await waitFor(() =>
      expect(
        within(step).getByText(
          `Faci expedierea ${shipment.id} o expediere escrow cu suma de ${eurText('12.500,50')}?`,
        ),
      ).toHaveFocus(),
    );
    await user.click(within(step).getByRole('button', { name: 'Confirmă' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Expediere escrow/ })).toBeNull(),
    );
    expect(toasts()).toContainEqual({
      title: 'Gata',
      description: 'Suma escrow a fost salvată.',
      variant: 'default',
    });
    await waitFor(async () =>
      expect(await facts()).toEqual([
        ['Status', 'așteaptă plata'],
        ['Suma în escrow', eur('12.500,50')],
        ['Termen de inspecție', 'începe la livrare'],
      ]),
    );
    expect(actions()).toEqual(['Înregistrează plata primită', 'Modifică suma']);

    await user.click(
      within(section()).getByRole('button', { name: 'Înregistrează plata primită' }),
    );
    step = await stepDialog(`Plata primită pentru ${shipment.id}`);
    expect(within(step).getByLabelText<HTMLInputElement>('Suma primită (EUR)').value).toBe(
      '12500,5',
    );
    await user.type(within(step).getByLabelText('Referința bancară'), 'SEPA 2026-12 REF 4711');
    await user.click(within(step).getByRole('button', { name: 'Continuă' }));
    expect(
      within(step).getByText(
        `Înregistrezi plata de ${eurText('12.500,50')} primită la ${todayText}, referința „SEPA 2026-12 REF 4711”?`,
      ),
    ).toBeVisible();
    await user.click(within(step).getByRole('button', { name: 'Confirmă' }));
    await waitFor(async () =>
      expect(await facts()).toEqual([
        ['Status', 'plată primită'],
        ['Suma în escrow', eur('12.500,50')],
        ['Termen de inspecție', 'începe la livrare'],
        ['Plată primită', `${eur('12.500,50')} la ${todayText}, referința SEPA 2026-12 REF 4711`],
      ]),
    );
    expect(actions()).toEqual(['Înregistrează „refuzat la livrare”']);
    expect(await escrowRow(shipment.id)).toEqual({
      state: 'payment_received',
      amount: 12500.5,
      payment_amount: 12500.5,
      payment_received_on: today,
      payment_reference: 'SEPA 2026-12 REF 4711',
      paid_out_on: null,
      payout_reference: null,
    });

    // The form moved on with each step: its own Save finds no conflict.
    await user.clear(screen.getByRole('textbox', { name: 'Mărfuri transportate' }));
    await user.type(screen.getByRole('textbox', { name: 'Mărfuri transportate' }), 'Tractor Fendt');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await current(shipment.id)).transportedgoods).toBe('Tractor Fendt');
  });

  it('after a colleague’s save the step is the form’s conflict and records nothing', async () => {
    const shipment = await shipmentIn('awaiting_payment');
    const user = renderShipmentDialog(shipment);
    await ok(
      colleague.rpc('save_shipment', {
        tracking_number: shipment.id,
        expected_updated_at: shipment.updated_at,
        changes: { info: 'Livrare luni' },
      }),
    );
    await user.click(
      await within(section()).findByRole('button', { name: 'Înregistrează plata primită' }),
    );
    const step = await stepDialog(`Plata primită pentru ${shipment.id}`);
    await user.type(within(step).getByLabelText('Referința bancară'), 'SEPA 9');
    await user.click(within(step).getByRole('button', { name: 'Continuă' }));
    await user.click(within(step).getByRole('button', { name: 'Confirmă' }));

    expect(
      await screen.findByText('Expedierea a fost modificată de altcineva între timp.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog', { name: /^Plata primită/ })).toBeNull();
    expect(
      within(section()).getByRole('button', { name: 'Înregistrează plata primită' }),
    ).toBeDisabled();
    expect(await escrowRow(shipment.id)).toMatchObject({
      state: 'awaiting_payment',
      payment_reference: null,
    });

    // Their version taken, the step goes through.
    await user.click(await screen.findByRole('button', { name: 'Preia versiunea salvată' }));
    await user.click(
      within(section()).getByRole('button', { name: 'Înregistrează plata primită' }),
    );
    const again = await stepDialog(`Plata primită pentru ${shipment.id}`);
    await user.type(within(again).getByLabelText('Referința bancară'), 'SEPA 9');
    await user.click(within(again).getByRole('button', { name: 'Continuă' }));
    await user.click(within(again).getByRole('button', { name: 'Confirmă' }));
    await waitFor(async () =>
      expect(await escrowRow(shipment.id)).toMatchObject({
        state: 'payment_received',
        payment_reference: 'SEPA 9',
      }),
    );
  });

  it('an unpaid escrow shipment is not delivered by a save, and the form says why', async () => {
    const shipment = await shipmentIn('awaiting_payment');
    const user = renderShipmentDialog(shipment);
    await user.type(screen.getByRole('textbox', { name: 'Locație nouă' }), 'Lyon, FR');
    await user.click(screen.getByRole('combobox', { name: 'Status nou' }));
    await user.click(await screen.findByRole('option', { name: 'Livrat' }));
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    expect(
      await screen.findByText(
        'Expedierea este cu escrow și plata cumpărătorului nu este înregistrată: o expediere escrow se livrează doar după ce banii au sosit. Înregistrează întâi plata (secțiunea „Escrow”), apoi statusul „Livrat”.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Expedierea a fost modificată de altcineva între timp.')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status nou' })).toHaveTextContent('Livrat');
    expect(await current(shipment.id)).toMatchObject({
      status: shipment.status,
      delivered_at: null,
    });
  });

  it('a phoned-in delivery of an unpaid escrow shipment is refused in the report’s dialog, saying why', async () => {
    const shipment = await shipmentIn('awaiting_payment');
    const user = renderShipmentDialog(shipment);
    const panel = screen.getByRole('region', { name: 'Rapoarte' });
    await user.click(within(panel).getByRole('button', { name: 'Adaugă raport' }));
    const add = await screen.findByRole('dialog', { name: 'Raport pentru un șofer care a sunat' });
    await user.click(within(add).getByRole('combobox', { name: 'Tip' }));
    await user.click(await screen.findByRole('option', { name: 'Predare' }));
    await user.type(within(add).getByRole('textbox', { name: /^Loc/ }), 'Lyon, FR');
    await user.click(within(add).getByRole('button', { name: 'Salvează raportul' }));

    expect(
      await within(add).findByText(
        'Expedierea este cu escrow și plata cumpărătorului nu este înregistrată: o expediere escrow se livrează doar după ce banii au sosit. Înregistrează întâi plata (secțiunea „Escrow”), apoi statusul „Livrat”.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(await current(shipment.id)).toMatchObject({
      status: shipment.status,
      delivered_at: null,
    });
  });

  it('records the payout to the seller once the buyer accepted, and the escrow closes', async () => {
    const shipment = await shipmentIn('accepted');
    const user = renderShipmentDialog(shipment);
    await waitFor(async () =>
      expect((await facts()).map(([term]) => term)).toEqual([
        'Status',
        'Suma în escrow',
        'Termen de inspecție',
        'Plată primită',
        'Livrat',
        'Răspunsul cumpărătorului',
      ]),
    );
    expect((await facts())[0]).toEqual(['Status', 'acceptat de cumpărător']);
    expect((await facts())[2]?.[1]).toMatch(
      /^până la \d{1,2} \S+ \d{4}, sfârșitul zilei \(15 zile de la livrare\)$/,
    );
    expect(actions()).toEqual(['Înregistrează plata către vânzător']);

    await user.click(
      within(section()).getByRole('button', { name: 'Înregistrează plata către vânzător' }),
    );
    const step = await stepDialog(`Plata către vânzător pentru ${shipment.id}`);
    await user.type(within(step).getByLabelText('Referința bancară'), 'SEPA OUT 77');
    await user.click(within(step).getByRole('button', { name: 'Continuă' }));
    expect(
      within(step).getByText(
        `Înregistrezi plata de ${eurText('90.000,00')} către vânzător la ${todayText}, referința „SEPA OUT 77”? Escrow-ul se închide.`,
      ),
    ).toBeVisible();
    await user.click(within(step).getByRole('button', { name: 'Confirmă' }));
    await waitFor(async () => expect((await facts())[0]).toEqual(['Status', 'închis']));
    expect(actions()).toEqual([]);
    expect(await escrowRow(shipment.id)).toMatchObject({
      state: 'closed',
      paid_out_on: today,
      payout_reference: 'SEPA OUT 77',
    });
  });
});
