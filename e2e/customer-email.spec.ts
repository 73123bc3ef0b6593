/**
 * Issue #26 in the browser (production build, real stack): staff set a party's address,
 * language and the expected delivery; the public page shows the window in the reader's
 * language; "Trimite pe e-mail" queues the link (the e-mail itself is the mail worker's tests');
 * the unsubscribe page works once, on its button only. Each test makes its own shipment.
 */
import { asDatabaseOwner, serviceClient } from '../test-support/database';
import { runWorker } from '../test-support/email-worker';
import { waitForMessageTo } from '../test-support/inbox';
import { expect, test } from './fixtures';
import { rowMenu, toast } from './support/admin-screen';
import type { E2eEnv } from './support/e2e-env';
import { seedShipments, storedShipment, uniquePrefix } from './support/shipments';
import { signInAsStaff } from './support/staff-session';
import { forgetTrackingMisses } from './support/tracking-throttle';

// One after the other: the unsubscribe test claims every due e-mail as the worker would, the
// link a parallel test just queued too (which then reads "se trimite", not "în coadă").
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ e2eEnv }) => {
  await forgetTrackingMisses(e2eEnv.superuserDbUrl);
});

/**
 * A status e-mail to the recipient of `id`, handed out as the worker gets it: its unsubscribe
 * token. The status change queues it; the settle time is skipped for this row only.
 */
async function unsubscribeToken(env: E2eEnv, id: string): Promise<string> {
  const service = serviceClient(env);
  const moved = await service.from('shipments').update({ status: 'În tranzit' }).eq('id', id);
  if (moved.error) throw moved.error;
  const due = await asDatabaseOwner(env, (client) =>
    client.query('update private.email_outbox set next_attempt_at = now() where shipment_id = $1', [
      id,
    ]),
  );
  expect(due.rowCount).toBe(1);
  const { data, error } = await service.rpc('claim_outbox_emails', {});
  if (error) throw error;
  const mine = data.find(
    (row) =>
      typeof row.payload === 'object' &&
      row.payload !== null &&
      !Array.isArray(row.payload) &&
      row.payload.tracking_number === id,
  );
  if (!mine?.unsubscribe_token) throw new Error(`no status e-mail handed out for ${id}`);
  // What it claimed goes back to the queue, as when a worker's lease runs out: e-mails left in
  // hand would hold up the request lane of other journeys' worker runs for the lease's minutes
  // (claim_outbox_emails, issue #48). The token stays valid.
  await asDatabaseOwner(env, (client) =>
    client.query(
      `update private.email_outbox set status = 'queued', lease_until = null
        where status = 'claimed' and claim_token = any($1::uuid[])`,
      [data.map((row) => row.claim_token)],
    ),
  );
  return mine.unsubscribe_token;
}

test('staff set address, language and expected delivery; the page shows the window in German and French', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2M');
  const [id] = await seedShipments(e2eEnv, prefix, [{ status: 'În tranzit' }]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);
  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Editează / actualizează traseul' }).click();
  const dialog = page.getByRole('dialog', { name: `Editează expedierea ${id}` });
  const recipient = dialog.getByRole('group', { name: 'Destinatar' });
  const notify = recipient.getByRole('checkbox', {
    name: 'Trimite actualizări de status pe e-mail',
  });

  await expect(notify).toBeDisabled();
  await recipient.getByRole('textbox', { name: 'E-mail destinatar' }).fill('anna@ferme-dubois.fr');
  await notify.check();
  await recipient.getByRole('combobox', { name: 'Limba destinatarului' }).click();
  await page.getByRole('option', { name: 'Franceză' }).click();
  await dialog.getByLabel('Livrare estimată de la').fill('2026-12-01');
  await dialog.getByLabel('Livrare estimată până la').fill('2026-12-03');
  expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Salvează modificările' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedShipment(e2eEnv, id!)).toMatchObject({
    recipientemail: 'anna@ferme-dubois.fr',
    recipientlanguage: 'fr',
    notifyrecipient: true,
    expecteddeliveryfrom: '2026-12-01',
    expecteddeliveryto: '2026-12-03',
  });

  // The number alone, in two languages (a visitor sees the same: the page is public).
  await page.goto(`/de/sendungsverfolgung?id=${id}`);
  await expect(page.getByText('Voraussichtliche Zustellung')).toBeVisible();
  await expect(page.getByText('1.–3. Dezember 2026')).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await page.goto(`/fr/suivi?id=${id}`);
  await expect(page.getByText('Livraison prévue')).toBeVisible();
  await expect(page.getByText('1–3 décembre 2026')).toBeVisible();
  // Personal data stays out of the number-only answer.
  await expect(page.getByText('anna@ferme-dubois.fr')).toHaveCount(0);
});

test('"Trimite pe e-mail" queues the link; the worker delivers it in French and it opens the full details', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2M');
  // Its own address: the inbox is the run's, and a retry must not read the first try's e-mail.
  const recipient = `anna.${prefix.toLowerCase()}@ferme-dubois.fr`;
  const [id] = await seedShipments(e2eEnv, prefix, [
    { recipientemail: recipient, recipientlanguage: 'fr' },
  ]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);

  // The shipper has no address: the button says why it cannot send.
  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Link expeditor' }).click();
  const shipperDialog = page.getByRole('dialog', { name: `Link expeditor pentru ${id}` });
  const noAddress = shipperDialog.getByRole('button', { name: 'Trimite pe e-mail' });
  await expect(noAddress).toBeDisabled();
  await expect(noAddress).toHaveAccessibleDescription(
    /^Pentru expeditor nu este salvată nicio adresă de e-mail\./,
  );
  await shipperDialog.getByRole('button', { name: 'Închide' }).click();
  await expect(shipperDialog).toBeHidden();

  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Link destinatar' }).click();
  const dialog = page.getByRole('dialog', { name: `Link destinatar pentru ${id}` });
  const address = dialog.getByRole('textbox', { name: 'Linkul de urmărire' });
  await expect(address).toHaveValue(/&k=[A-Za-z0-9_-]{32}$/);
  const keyOf = (url: string) => new URL(url).searchParams.get('k');
  const first = keyOf(await address.inputValue());
  const send = dialog.getByRole('button', { name: 'Trimite pe e-mail' });
  await expect(send).toHaveAccessibleDescription(
    `Se creează un link nou și se trimite la ${recipient}, în limba franceză. Linkul afișat până acum nu va mai funcționa.`,
  );
  await send.click();
  await expect(
    toast(page, `Linkul nou a fost pus în coada de trimitere către ${recipient}.`),
  ).toBeVisible();
  // The new link, in the recipient's language; the one shown before is replaced.
  await expect(address).toHaveValue(/\/fr\/suivi\?id=.*&k=[A-Za-z0-9_-]{32}$/);
  const shown = await address.inputValue();
  expect(keyOf(shown)).not.toBe(first);
  expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Închide' }).click();
  await expect(dialog).toBeHidden();

  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Vezi istoricul' }).click();
  const history = page.getByRole('dialog', { name: `Istoricul expedierii ${id}` });
  await history.getByRole('tab', { name: 'E-mailuri' }).click();
  const emails = history.getByRole('list', {
    name: 'E-mailurile expedierii, cele mai noi primele',
  });
  await expect(emails.getByRole('listitem')).toHaveCount(1);
  // Queued; unless a journey in the other browser has run the worker since (the request
  // journeys run it until their acknowledgement arrives, which waits while any shipment e-mail
  // is due or in hand: claim_outbox_emails, issue #48).
  await expect(emails.getByRole('listitem')).toContainText(
    new RegExp(
      `^Destinatar·Link de urmărire·${recipient.replace(/\./g, '\\.')}(în coadă|se trimite|trimis)`,
    ),
  );
  expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
  await history.getByRole('button', { name: 'Închide' }).first().click();
  await expect(history).toBeHidden();

  // The worker (pg_cron's job on hosted) hands it to the mail server: the new link, in French.
  const run = await runWorker(e2eEnv.apiUrl, e2eEnv.serviceRoleKey);
  expect(run.status).toBe(200);
  const message = await waitForMessageTo(e2eEnv.inboxUrl, recipient);
  expect(message.Subject).toBe(`Votre lien personnel pour l’envoi ${id}`);
  const mailed = /https?:\/\/\S+?\/fr\/suivi\?id=\S+?&k=[A-Za-z0-9_-]{32}/.exec(message.Text)?.[0];
  expect(mailed && keyOf(mailed)).toBe(keyOf(shown));

  // Staff see it sent in the shipment's history.
  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Vezi istoricul' }).click();
  await history.getByRole('tab', { name: 'E-mailuri' }).click();
  await expect(emails.getByRole('listitem')).toContainText(
    `Destinatar·Link de urmărire·${recipient}trimis`,
  );
  await history.getByRole('button', { name: 'Închide' }).first().click();
  await expect(history).toBeHidden();

  // It opens the full details: the recipient's name is there, as only a party's link shows it.
  const opened = new URL(mailed!);
  await page.goto(opened.pathname + opened.search);
  await expect(page.getByText('Destinatar 1', { exact: true })).toBeVisible();
});

test('the unsubscribe page: nothing on load, then done, already, and an unknown link', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2M');
  const [id] = await seedShipments(e2eEnv, prefix, [
    { recipientemail: 'anna@ferme-dubois.fr', recipientlanguage: 'fr', notifyrecipient: true },
  ]);
  const token = await unsubscribeToken(e2eEnv, id!);

  await page.goto(`/fr/unsubscribe?token=${token}`);
  await expect(
    page.getByRole('heading', { name: 'Se désabonner des e-mails de suivi' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // A mail scanner that opens the link changes nothing.
  expect(await storedShipment(e2eEnv, id!)).toMatchObject({ notifyrecipient: true });
  expect((await axe().analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Votre désabonnement est enregistré. Vous ne recevrez plus d’e-mails de suivi pour cet envoi.',
  );
  expect(await storedShipment(e2eEnv, id!)).toMatchObject({ notifyrecipient: false });
  expect((await axe().analyze()).violations).toEqual([]);

  await page.goto(`/de/unsubscribe?token=${token}`);
  await page.getByRole('button', { name: 'Status-E-Mails abbestellen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Diese Status-E-Mails hatten Sie bereits abbestellt. Es hat sich nichts geändert.',
  );

  await page.goto(`/en/unsubscribe?token=${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'This unsubscribe link is not valid or is incomplete. Please use the link in the most recent e-mail, or contact us.',
  );
  expect((await axe().analyze()).violations).toEqual([]);

  // Without a token there is nothing to press.
  await page.goto('/nl/unsubscribe');
  await expect(page.getByRole('status')).toHaveText(
    'Deze afmeldlink is ongeldig of onvolledig. Gebruik de link uit de meest recente e-mail of neem contact met ons op.',
  );
  await expect(page.getByRole('button', { name: 'Afmelden' })).toHaveCount(0);
});
