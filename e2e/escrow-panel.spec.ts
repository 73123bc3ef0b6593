/**
 * Issue #53's journey, on a phone (390 px): the buyer opens their party link during the
 * inspection period and sees the escrow panel in their language, with the amount, the deadline
 * and the note; in German they release the amount, in Polish they withdraw with a reason; each
 * asks once in a dialog and the panel then shows what the database recorded. The number alone
 * shows no escrow. axe checks the panel and each dialog.
 */
import type { Page } from '@playwright/test';

import { pathFor } from '../src/lib/routes/route-manifest';
import { serviceClient } from '../test-support/database';
import { escrowInInspection } from '../test-support/escrow-shipment';
import { expect, test } from './fixtures';
import { uniquePrefix } from './support/shipments';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The escrow as the database holds it now. */
async function stored(e2eEnv: Parameters<typeof serviceClient>[0], id: string) {
  const { data, error } = await serviceClient(e2eEnv)
    .from('shipment_escrows')
    .select('state, answer, withdraw_reason')
    .eq('shipment_id', id)
    .single();
  if (error) throw error;
  return data;
}

/** The page is no wider than the phone: nothing of the panel scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the buyer releases the amount in German, once, and the number alone shows no escrow', async ({
  page,
  e2eEnv,
  axe,
  consoleErrors,
}) => {
  const id = `${uniquePrefix('ESC')}-0001`;
  const { buyerKey } = await escrowInInspection(serviceClient(e2eEnv), id, 118500);

  await page.goto(`${pathFor('tracking', 'de')}?id=${id}&k=${buyerKey}`);
  const panel = page.locator('section', {
    has: page.getByRole('heading', { name: 'Treuhandzahlung', level: 3 }),
  });
  await expect(
    panel.getByText(
      'Die Maschine wurde geliefert. Bitte prüfen Sie sie und teilen Sie uns vor Ablauf der Frist mit, ob alles in Ordnung ist.',
    ),
  ).toBeVisible();
  await expect(panel.locator('dt', { hasText: 'Treuhandbetrag' }).locator('+ dd')).toHaveText(
    '118.500,00\u00a0€',
  );
  await expect(panel.locator('dt', { hasText: 'Prüfzeit' }).locator('+ dd')).toHaveText(
    /^bis einschließlich \d{1,2}\. \p{L}+ \d{4}$/u,
  );
  await expect(
    panel.getByText(
      'Unsere Bankverbindung erhalten Sie ausschließlich mit unserer Auftragsbestätigung.',
    ),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect((await axe().analyze()).violations).toEqual([]);

  const release = panel.getByRole('button', { name: 'Alles in Ordnung – Betrag freigeben' });
  await release.click();
  const dialog = page.getByRole('alertdialog', { name: 'Betrag an den Verkäufer freigeben?' });
  await expect(dialog).toContainText('Wir zahlen dann 118.500,00\u00a0€ an den Verkäufer aus.');
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  expect((await axe().analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Betrag freigeben' }).click();

  const news = panel.getByText('Vielen Dank. Sie haben bestätigt, dass alles in Ordnung ist.');
  await expect(news).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    panel.getByText(
      'Sie haben bestätigt, dass alles in Ordnung ist. Wir zahlen den Betrag an den Verkäufer aus.',
    ),
  ).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  expect(await stored(e2eEnv, id)).toEqual({
    state: 'accepted',
    answer: 'accept',
    withdraw_reason: null,
  });
  expect((await axe().analyze()).violations).toEqual([]);
  expect(consoleErrors).toEqual([]);

  await page.goto(`${pathFor('tracking', 'de')}?id=${id}`);
  await expect(page.getByRole('heading', { name: `Sendung ${id}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Treuhandzahlung' })).toHaveCount(0);
  await expect(page.getByText('118.500,00')).toHaveCount(0);
});

test('the buyer withdraws in Polish with a reason, after being asked for one', async ({
  page,
  e2eEnv,
  axe,
  consoleErrors,
}) => {
  const id = `${uniquePrefix('ESC')}-0001`;
  const { buyerKey } = await escrowInInspection(serviceClient(e2eEnv), id, 118500);

  await page.goto(`${pathFor('tracking', 'pl')}?id=${id}&k=${buyerKey}`);
  const panel = page.locator('section', {
    has: page.getByRole('heading', { name: 'Płatność powiernicza', level: 3 }),
  });
  await expect(
    panel.locator('dt', { hasText: 'Kwota na rachunku powierniczym' }).locator('+ dd'),
  ).toHaveText('118\u00a0500,00\u00a0€');
  await expect(panel.locator('dt', { hasText: 'Czas na sprawdzenie' }).locator('+ dd')).toHaveText(
    /^do \d{1,2} \p{L}+ \d{4} włącznie$/u,
  );
  await expect(
    panel.getByText(
      'W razie odstąpienia od zakupu maszyna wraca do sprzedającego na jego koszt, a my zwracamy Państwu całą kwotę.',
    ),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect((await axe().analyze()).violations).toEqual([]);

  // Without a reason it asks for one and asks nothing else.
  const withdraw = panel.getByRole('button', { name: 'Odstąp od zakupu' });
  await withdraw.click();
  const reason = panel.getByRole('textbox', { name: 'Powód odstąpienia od zakupu' });
  await expect(reason).toBeFocused();
  await expect(panel.getByText('Prosimy podać powód odstąpienia od zakupu.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await axe().analyze()).violations).toEqual([]);

  await reason.fill('Nieszczelna hydraulika, inny stan niż w ogłoszeniu');
  await withdraw.click();
  const dialog = page.getByRole('alertdialog', { name: 'Odstąpić od zakupu?' });
  await expect(dialog).toContainText(
    'Maszyna wraca do sprzedającego na jego koszt, a my zwracamy Państwu 118\u00a0500,00\u00a0€ w całości.',
  );
  expect((await axe().analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Odstąp od zakupu' }).click();

  await expect(panel.getByText('Odstąpienie od zakupu zostało zapisane.')).toBeVisible();
  await expect(
    panel.getByText(
      'Odstąpili Państwo od zakupu. Maszyna wraca do sprzedającego na jego koszt, a Państwo otrzymają zwrot całej kwoty.',
    ),
  ).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  expect(await stored(e2eEnv, id)).toEqual({
    state: 'withdrawn',
    answer: 'withdraw',
    withdraw_reason: 'Nieszczelna hydraulika, inny stan niż w ogłoszeniu',
  });
  expect((await axe().analyze()).violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
