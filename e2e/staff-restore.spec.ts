/**
 * "Șterse recent" (issue #27) on the production build against the run's stack: a shipment
 * deleted by mistake, noticed after the undo toast is gone, is found under "Șterse recent" and
 * restored after a question; the public lookup and its party link answer again, and the audit
 * trail shows the delete and the restore with who. A number given to a new shipment meanwhile
 * is explained in Romanian. The undo toast lasts 15 s (UNDO_TOAST_MS): Playwright's clock moves
 * past it instead of waiting.
 */
import type { Page } from '@playwright/test';

import { SEED_STAFF_EMAIL } from '../dev-support/demo-seed';
import { serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import { rowMenu, shownNumbers, toast } from './support/admin-screen';
import type { E2eEnv } from './support/e2e-env';
import { seedShipments, uniquePrefix } from './support/shipments';
import { signInAsStaff } from './support/staff-session';
import { forgetTrackingMisses } from './support/tracking-throttle';

test.beforeEach(async ({ e2eEnv }) => {
  await forgetTrackingMisses(e2eEnv.superuserDbUrl);
});

/** The public lookup as the site asks it: a list (one row, or none for an unknown number). */
async function lookup(env: E2eEnv, trackingNumber: string, partyKey?: string) {
  const response = await fetch(`${env.apiUrl}/rest/v1/rpc/track_shipment`, {
    method: 'POST',
    headers: {
      apikey: env.anonKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ tracking_number: trackingNumber, party_key: partyKey }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access: string; recipientname: string | null }[];
}

/** Deletes from the row menu and lets the undo toast run out (the clock jumps past 15 s). */
async function deleteAndLetUndoExpire(page: Page, id: string) {
  await rowMenu(page, id).click();
  await page.getByRole('menuitem', { name: 'Șterge' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Ștergi expedierea ${id}?` });
  // The restore window as the owner set it (default 90 days).
  await expect(dialog).toContainText('o poți restaura din „Șterse recent” timp de 90 de zile.');
  await dialog.getByRole('button', { name: 'Șterge' }).click();
  await expect(dialog).toBeHidden();
  const undo = toast(page, 'Expedierea a fost ștearsă.');
  await expect(undo).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(undo).toHaveCount(0);
}

test('a shipment deleted by mistake comes back from "Șterse recent" with its link and trail', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2R');
  const recipient = `Ferme Dubois ${prefix}`;
  const [id] = await seedShipments(e2eEnv, prefix, [
    {
      status: 'În tranzit',
      recipientname: recipient,
      history: [{ status: 'În tranzit', location: 'Wien', date: '2026-11-23T10:00:00.000Z' }],
    },
  ]);
  const made = await serviceClient(e2eEnv)
    .rpc('create_tracking_link', { tracking_number: id!, party: 'recipient' })
    .single();
  expect(made.error).toBeNull();
  const key = made.data!.key;
  expect(await lookup(e2eEnv, id!, key)).toMatchObject([
    { access: 'full', recipientname: recipient },
  ]);

  await page.clock.install();
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);
  await expect.poll(() => shownNumbers(page)).toEqual([id]);
  await deleteAndLetUndoExpire(page, id!);
  expect(await lookup(e2eEnv, id!, key)).toEqual([]);

  await page.getByRole('link', { name: 'Șterse recent' }).click();
  await expect(page).toHaveURL(/\/admin\/tracking\?view=deleted$/);
  // The URL changes before the view does: typed into the list's search box, which the deleted
  // view then replaces with its own, the search was lost (a run on a busy machine).
  await expect(page.getByRole('heading', { level: 2, name: 'Șterse recent' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Caută expedieri' }).fill(prefix);
  const row = page.locator(`tr[data-deleted-shipment="${id}"]`);
  await expect(row.getByRole('cell')).toHaveText([
    id!,
    'Marfă 1',
    recipient,
    SEED_STAFF_EMAIL,
    /\d{4}/,
    'Restaurează',
  ]);
  // The row can show before the search is applied (few deleted shipments): wait for the search
  // itself, or its answer would dim the table during the scan (issue #38).
  await expect(page).toHaveURL(new RegExp(`\\?view=deleted&q=${prefix}$`));
  expect((await axe().analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: `Restaurează expedierea ${id}` }).click();
  const question = page.getByRole('alertdialog', { name: `Restaurezi expedierea ${id}?` });
  await expect(question).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await question.getByRole('button', { name: 'Restaurează' }).click();
  await expect(question).toBeHidden();
  await expect(toast(page, `Expedierea ${id} a fost restaurată.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The number and the party link answer again, exactly as before.
  expect(await lookup(e2eEnv, id!, key)).toMatchObject([
    { access: 'full', recipientname: recipient },
  ]);
  expect(await lookup(e2eEnv, id!)).toMatchObject([{ access: 'number_only', recipientname: null }]);

  await page.getByRole('link', { name: 'Toate expedierile' }).click();
  // The list view's own (empty) search box, not the deleted view's one that is going away.
  await expect(page).toHaveURL(/\/admin\/tracking$/);
  const search = page.getByRole('searchbox', { name: 'Caută expedieri' });
  await expect(search).toHaveValue('');
  await search.fill(prefix);
  await expect.poll(() => shownNumbers(page)).toEqual([id]);
  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Vezi istoricul' }).click();
  const history = page.getByRole('dialog', { name: `Istoricul expedierii ${id}` });
  await history.getByRole('tab', { name: 'Modificări' }).click();
  await expect(history.locator('ol > li')).toHaveText([
    new RegExp(` · restaurată de ${SEED_STAFF_EMAIL}`),
    new RegExp(` · ștearsă de ${SEED_STAFF_EMAIL}`),
    new RegExp(` · link pentru destinatar creat de service_role`),
    / · adăugată de service_role/,
  ]);
  expect((await axe().analyze()).violations).toEqual([]);
});

test('a number given to a new shipment meanwhile is explained in Romanian', async ({
  page,
  e2eEnv,
}) => {
  const prefix = uniquePrefix('E2R');
  const [id] = await seedShipments(e2eEnv, prefix, [{}]);
  await page.clock.install();
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);
  await expect.poll(() => shownNumbers(page)).toEqual([id]);
  await deleteAndLetUndoExpire(page, id!);
  await seedShipments(e2eEnv, prefix, [{ shippername: 'Altcineva' }]);

  await page.goto(`/admin/tracking?view=deleted&q=${prefix}`);
  await page.getByRole('button', { name: `Restaurează expedierea ${id}` }).click();
  const question = page.getByRole('alertdialog', { name: `Restaurezi expedierea ${id}?` });
  await question.getByRole('button', { name: 'Restaurează' }).click();
  await expect(
    toast(
      page,
      `Expedierea ${id} nu poate fi restaurată: numărul ${id} este folosit acum de o altă expediere (sau a fost deja restaurată).`,
    ),
  ).toBeVisible();
});
