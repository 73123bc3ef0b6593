/**
 * Issue #37's whole path, staff side in Romanian at 1366 and 390 px: a German combine-harvester
 * request arrives (through the API, as the page sends it), staff open it and send an offer, the
 * German e-mail is in the local inbox, the customer opens its link and accepts (at 1366 px
 * without status e-mails, at 390 px with them), staff see "acceptată" and the notice e-mail,
 * convert, and the new shipment has the request's dimensions, weight, places and price, permit
 * and escort as the verdict says, and its history names the request. The customer gets their
 * tracking link either way (issue #49), and the page it opens shows no Romanian word and no
 * country code. axe on every screen and dialog on the way.
 */
import type { Page } from '@playwright/test';

import { LANGUAGES } from '#common/languages';

import { SEED_STAFF_EMAIL } from '../dev-support/demo-seed';
import { pathFor } from '../src/lib/routes/route-manifest';
import { runWorker } from '../test-support/email-worker';
import { type InboxMessage, messagesTo } from '../test-support/inbox';
import { romanianOnlyWords, romanianWordsIn } from '../test-support/locale-files';
import { inDays, submittedGermanRequest } from '../test-support/transport-requests';
import { expect, test } from './fixtures';
import { rowMenu, toast } from './support/admin-screen';
import type { E2eEnv } from './support/e2e-env';
import { storedShipment } from './support/shipments';
import { signInAsStaff } from './support/staff-session';

/**
 * Each journey's own addresses: the helper deletes the domain's earlier requests (the limits
 * count them), so the two widths, which run side by side, must not share one.
 */
const journeyDomain = (width: number) => `journey${width}.example.com`;

/** The worker sends what is queued (pg_cron's job on hosted), until the e-mail is there. */
async function deliveredTo(env: E2eEnv, address: string, wanted: (m: InboxMessage) => boolean) {
  await expect
    .poll(async () => {
      expect((await runWorker(env.apiUrl, env.serviceRoleKey)).status).toBe(200);
      return (await messagesTo(env.inboxUrl, address)).some(wanted);
    })
    .toBe(true);
  return (await messagesTo(env.inboxUrl, address)).find(wanted)!;
}

async function openRequest(page: Page, reference: string) {
  await page.goto(`/admin/requests/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Cererea ${reference}` })).toBeVisible();
}

for (const width of [1366, 390]) {
  test(`from a German request to a shipment, staff at ${width} px`, async ({
    page,
    e2eEnv,
    axe,
  }) => {
    // Twelve steps through two inboxes, five axe scans and two apps: 25 s on a quiet machine,
    // past the default 30 s on a busy one (a fresh-clone run, 1366 px).
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    // The customer's choice of status e-mails: the tracking link comes either way.
    const statusEmails = width === 390;
    const { reference, email: address } = await submittedGermanRequest(
      e2eEnv,
      `j${width}`,
      journeyDomain(width),
      // 3.40 m wide: over 2.55 m (a permit), within the company's 3.70 m.
      { kind: 'combine_harvester', goods: 'Claas Lexion 770', width_m: 3.4, escrow: true },
    );

    // Staff find it in "Cereri", marked as new until opened.
    await signInAsStaff(page, e2eEnv);
    await page.goto(`/admin/requests?q=${reference}`);
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
    // Marked for eyes and, in words, for screen readers: a table row from 768 px, a card below.
    await expect(
      page.locator(`[data-request="${reference}"], [data-request-card="${reference}"]`),
    ).toContainText('Nedeschisă');
    expect((await axe().analyze()).violations).toEqual([]);
    await page.getByRole('link', { name: reference }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Cererea ${reference}` }),
    ).toBeVisible();
    await expect(page.getByText(/· Deschisă de /)).toBeVisible();

    // The offer, in the dialog.
    await page.getByRole('button', { name: 'Trimite ofertă' }).click();
    const offer = page.getByRole('dialog', { name: `Trimite ofertă pentru ${reference}` });
    await offer.getByLabel('Preț').fill('4.850 EUR netto zzgl. MwSt.');
    await offer.getByLabel('Valabilă până la').fill(inDays(14));
    await offer
      .getByLabel('Notă pentru client, în germană (opțional)')
      .fill('Abholung mit Tieflader.');
    expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
    await offer.getByRole('button', { name: 'Trimite oferta' }).click();
    await expect(toast(page, `Oferta pentru ${reference} a fost trimisă.`)).toBeVisible();
    await expect(offer).toBeHidden();
    await expect(page.getByText('Ofertă trimisă', { exact: true }).first()).toBeVisible();

    // The German e-mail, with its accept link (the acknowledgement has a link too: its own).
    const slug = pathFor('request', 'de');
    const subject = `Unser Angebot zu Ihrer Anfrage ${reference}`;
    const mail = await deliveredTo(e2eEnv, address, (m) => m.Subject === subject);
    const link = new RegExp(`https?://\\S+?${slug}\\?ref=${reference}&k=[A-Za-z0-9_-]+`).exec(
      mail.Text,
    )?.[0];
    expect(link, mail.Text).toBeDefined();
    expect(mail.Text).toContain('4.850 EUR netto zzgl. MwSt.');

    // The customer accepts.
    const opened = new URL(link!);
    await page.goto(opened.pathname + opened.search);
    await expect(page.getByText('4.850 EUR netto zzgl. MwSt.')).toBeVisible();
    await page
      .getByRole('checkbox', {
        name: 'Bitte informieren Sie mich bei jeder Statusänderung per E-Mail',
      })
      .setChecked(statusEmails);
    await page.getByRole('button', { name: 'Angebot annehmen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank, Sie haben das Angebot angenommen' }),
    ).toBeFocused();

    // Staff see it accepted, and the notice in their inbox.
    await openRequest(page, reference);
    await expect(page.getByText('Acceptată', { exact: true }).first()).toBeVisible();
    await deliveredTo(
      e2eEnv,
      SEED_STAFF_EMAIL,
      (m) => m.Subject.includes(reference) && m.Subject.includes('Ofertă acceptată'),
    );

    // Convert it into a shipment.
    await page.getByRole('button', { name: 'Transformă în expediere' }).click();
    const convert = page.getByRole('alertdialog', {
      name: `Transformi cererea ${reference} în expediere?`,
    });
    await expect(convert).toBeVisible();
    expect((await axe().include('[role="alertdialog"]').analyze()).violations).toEqual([]);
    await convert.getByRole('button', { name: 'Transformă în expediere' }).click();
    // The new shipment, found in the shipments list.
    await expect(page).toHaveURL(/\/admin\/tracking\?q=\d{6}$/);
    const id = new URL(page.url()).searchParams.get('q')!;
    await expect(
      toast(page, `Expedierea ${id} a fost creată din cererea ${reference}.`),
    ).toBeVisible();
    await expect(rowMenu(page, id)).toBeVisible();
    expect((await axe().analyze()).violations).toEqual([]);

    const shipment = await storedShipment(e2eEnv, id);
    expect(shipment).toMatchObject({
      length_m: 5.2,
      width_m: 3.4,
      height_m: 3.2,
      weight_kg: 8900,
      permit: 'requested',
      escort: 'one',
      transportedgoods: '1 × Claas Lexion 770 (Mähdrescher)',
      additionalservices: 'Treuhandservice',
      shippingcosts: '4.850 EUR netto zzgl. MwSt.',
      request_reference: reference,
      shipperemail: address,
      shipperlanguage: 'de',
      recipientlanguage: 'de',
      notifyshipper: statusEmails,
    });
    expect(shipment?.shipperaddress).toBe('94032 Passau\nDeutschland');
    expect(shipment?.recipientaddress).toBe('00-001 Warszawa\nPolen');

    // The shipment's history names the request.
    await rowMenu(page, id).click();
    await page.getByRole('menuitem', { name: 'Vezi istoricul' }).click();
    const history = page.getByRole('dialog', { name: new RegExp(id) });
    await history.getByRole('tab', { name: 'Modificări' }).click();
    await expect(history.getByText(`Creată din cererea de transport ${reference}.`)).toBeVisible();
    expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
    await history.getByRole('button', { name: 'Închide' }).first().click();

    // And the request says what became of it.
    await openRequest(page, reference);
    await expect(
      page.getByText('Transformată în expediere', { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Deschide expedierea ${id}` })).toBeVisible();

    // The customer has their number and link in German, status e-mails or not.
    const linkMail = await deliveredTo(
      e2eEnv,
      address,
      (m) => m.Subject === `Ihr persönlicher Link zur Sendung ${id}`,
    );
    const tracking = new RegExp(`https?://\\S+?\\?id=${id}&k=[A-Za-z0-9_-]{32}`).exec(
      linkMail.Text,
    )?.[0];
    expect(tracking, linkMail.Text).toBeDefined();
    const trackingUrl = new URL(tracking!);
    await page.goto(trackingUrl.pathname + trackingUrl.search);
    const details = page.getByRole('main');
    await expect(details.getByText('1 × Claas Lexion 770 (Mähdrescher)')).toBeVisible();
    await expect(details.getByText('Treuhandservice')).toBeVisible();
    const shown = await details.innerText();
    expect(romanianWordsIn(shown, romanianOnlyWords(LANGUAGES))).toEqual([]);
    expect(shown).not.toMatch(/(?<![\p{L}\p{N}])(DE|PL)(?![\p{L}\p{N}])/u);
    expect(shown).toContain('Deutschland');
    expect(shown).toContain('Polen');
    expect((await axe().analyze()).violations).toEqual([]);
  });
}
