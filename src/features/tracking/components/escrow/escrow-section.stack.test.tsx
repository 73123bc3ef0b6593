/**
 * The escrow panel on the tracking page with its real lookup and answer_escrow against a real
 * stack (issue #53): the buyer's link in German answers once and the panel shows what the
 * database recorded; the seller's link shows the period without the answers; the number alone
 * shows nothing of the escrow; an answer after the deadline is refused as the database refuses
 * it, and the panel shows the period over.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetPublicReads } from '@/lib/public-api/public-read-cache';
import { ownerSql } from '@/testing/owner-sql';
import { renderInLanguage } from '@/testing/render-in-language';
import { stack } from '@/testing/stack';
import type { Language } from '#common/languages';

import { nodeSupabaseClient } from '../../../../../dev-support/node-supabase-client';
import { escrowInInspection } from '../../../../../test-support/escrow-shipment';
import { TrackingPage } from '../tracking-page';

const admin = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
let sequence = 0;

async function escrowShipment() {
  sequence += 1;
  const id = `ESC-${Date.now().toString(36)}-${sequence}`.toUpperCase();
  return { id, ...(await escrowInInspection(admin, id, 118500)) };
}

function openPage(lang: Language, id: string, key?: string) {
  const query = new URLSearchParams({ id, ...(key && { k: key }) });
  return renderInLanguage(<TrackingPage />, { lang, url: `/${lang}/x?${query.toString()}` });
}

/** The escrow's state as the database holds it. */
async function stored(id: string) {
  const { data, error } = await admin
    .from('shipment_escrows')
    .select('state, answer, withdraw_reason')
    .eq('shipment_id', id)
    .single();
  if (error) throw error;
  return data;
}

beforeEach(() => forgetPublicReads());

describe('the escrow panel against the stack', () => {
  it("the buyer's link in German releases the amount once; the panel shows what was recorded", async () => {
    const { id, buyerKey } = await escrowShipment();
    openPage('de', id, buyerKey);
    const panel = (
      await screen.findByRole('heading', { name: 'Treuhandzahlung', level: 3 })
    ).closest('section')!;
    const field = (label: string) =>
      within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Treuhandbetrag')).toBe('118.500,00\u00a0€');
    expect(field('Prüfzeit')).toMatch(/^bis einschließlich \d{1,2}\. \p{L}+ \d{4}$/u);

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Alles in Ordnung – Betrag freigeben' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Betrag freigeben' }));
    expect(
      await within(panel).findByText(
        'Vielen Dank. Sie haben bestätigt, dass alles in Ordnung ist.',
      ),
    ).toBeVisible();
    expect(
      within(panel).getByText(
        'Sie haben bestätigt, dass alles in Ordnung ist. Wir zahlen den Betrag an den Verkäufer aus.',
      ),
    ).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(await stored(id)).toEqual({
      state: 'accepted',
      answer: 'accept',
      withdraw_reason: null,
    });
  });

  it("the seller's link shows the period and what happens without an answer, and no answers", async () => {
    const { id, sellerKey } = await escrowShipment();
    openPage('en', id, sellerKey);
    const panel = (await screen.findByRole('heading', { name: 'Escrow', level: 3 })).closest(
      'section',
    )!;
    expect(
      within(panel).getByText('The machine has been delivered. The buyer is now inspecting it.'),
    ).toBeVisible();
    expect(
      within(panel).getByText(
        'If the buyer does not object by then, the amount will be paid out to you.',
      ),
    ).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('the number alone shows the shipment and nothing of the escrow', async () => {
    const { id } = await escrowShipment();
    openPage('en', id);
    expect(await screen.findByRole('heading', { name: `Shipment ${id}` })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Escrow' })).toBeNull();
    expect(document.body.textContent).not.toContain('118,500');
  });

  it("a withdrawal after the deadline is refused as the database refuses it, keeping the buyer's reason on screen", async () => {
    const { id, buyerKey } = await escrowShipment();
    openPage('pl', id, buyerKey);
    const panel = (
      await screen.findByRole('heading', { name: 'Płatność powiernicza', level: 3 })
    ).closest('section')!;
    await userEvent.type(
      within(panel).getByLabelText('Powód odstąpienia od zakupu'),
      'Nieszczelna hydraulika',
    );
    // The deadline passes while the page is open (the schedule has not run yet).
    await ownerSql(
      `update public.shipment_escrows set escrow_deadline = now() - interval '1 second'
        where shipment_id = $1`,
      [id],
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Odstąp od zakupu' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Odstąp od zakupu' }),
    );
    expect(
      await within(panel).findByText(
        'Czas na sprawdzenie już upłynął, dlatego nie mogliśmy zapisać Państwa odpowiedzi. Aktualny stan widać powyżej.',
      ),
    ).toBeVisible();
    expect(within(panel).getByText('Nieszczelna hydraulika')).toBeVisible();
    await waitFor(() => expect(within(panel).queryByRole('button')).toBeNull());
    expect(await stored(id)).toEqual({ state: 'inspection', answer: null, withdraw_reason: null });
  });
});
