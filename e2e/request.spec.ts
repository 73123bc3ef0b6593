/**
 * The transport request (issue #36): the page in every language (native slug, prerendered,
 * axe at phone and desktop width), and the journey of a German and a Polish visitor who fill
 * it in as people do, send it, see their reference and get the acknowledgement — with none of
 * their own words in it, only the link to their whole request, which they open (issue #48) —
 * while the owner gets the Romanian notice with every detail.
 */
import { type Language, LANGUAGES } from '#common/languages';

import { PAGE_SLUGS, pathFor } from '../src/lib/routes/route-manifest';
import { dayFromToday } from '../src/testing/sample-request';
import { asDatabaseOwner } from '../test-support/database';
import { runWorker } from '../test-support/email-worker';
import { latestMessageTo, messagesTo, waitForMessageTo } from '../test-support/inbox';
import {
  forgetTransportRequestLimits,
  REQUEST_E2E_DOMAIN,
} from '../test-support/transport-requests';
import { expect, test } from './fixtures';

const WIDTHS = [390, 1366] as const;
/** The staff account the local stack seeds: an owner, who gets the notices by default. */
const OWNER_EMAIL = 'staff@example.com';

const SLUGS: Record<Language, string> = {
  de: 'transportanfrage',
  en: 'transport-request',
  fr: 'demande-de-transport',
  it: 'richiesta-di-trasporto',
  es: 'solicitud-de-transporte',
  nl: 'transportaanvraag',
  pl: 'zapytanie-o-transport',
};

test.describe('the request page in every language', () => {
  for (const lang of LANGUAGES) {
    test(`/${lang}/${SLUGS[lang]} is prerendered with its form, canonical and hreflang`, async ({
      request,
    }) => {
      expect(pathFor('request', lang)).toBe(`/${lang}/${SLUGS[lang]}`);
      const html = await (await request.get(pathFor('request', lang))).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${lang}/${SLUGS[lang]}"`));
      for (const other of LANGUAGES) {
        expect(html).toContain(`hreflang="${other}" href="`);
        expect(html).toContain(`/${other}/${PAGE_SLUGS.request[other]}"`);
      }
      // The whole form is in the HTML, before any script runs.
      for (const name of ['name', 'email', 'kind', 'width_m', 'pickup_town', 'earliest_pickup']) {
        expect(html).toContain(`name="${name}"`);
      }
    });

    for (const width of WIDTHS) {
      test(`/${lang}/${SLUGS[lang]} passes axe at ${width} px`, async ({
        page,
        axe,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pathFor('request', lang));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect((await axe().analyze()).violations).toEqual([]);
        // With an oversize hint and the errors shown, too.
        await page.locator('input[name="width_m"]').fill(lang === 'en' ? '3.80' : '3,80');
        await expect(page.getByTestId('oversize-hint').locator('[data-verdict]')).toHaveAttribute(
          'data-verdict',
          'beyond',
        );
        await page.locator('button[type="submit"]').click();
        await expect(page.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
        expect((await axe().analyze()).violations).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('the aliases lead to the page: /anfrage, /en/quote, /pl/quote', async ({ page }) => {
    await page.goto('/anfrage');
    await expect(page).toHaveURL(/\/de\/transportanfrage$/);
    await page.goto('/en/quote');
    await expect(page).toHaveURL(/\/en\/transport-request$/);
    await page.goto('/pl/quote');
    await expect(page).toHaveURL(/\/pl\/zapytanie-o-transport$/);
  });

  test('the top bar has its seven links and the request as a button; the phone menu lists it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(pathFor('home', 'de'));
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveCount(7);
    await page.getByRole('banner').getByRole('link', { name: 'Transport anfragen' }).click();
    await expect(page).toHaveURL(/\/de\/transportanfrage$/);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(pathFor('contact', 'pl'));
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Zapytaj o transport' }).click();
    await expect(page).toHaveURL(/\/pl\/zapytanie-o-transport$/);
  });
});

const JOURNEYS = {
  de: {
    name: 'Hans Müller',
    kind: 'Traktor',
    drivable: ['Ist die Maschine fahrbereit?', 'Ja'],
    gear: ['Räder oder Raupenketten?', 'Räder'],
    goods: 'Fendt 1050 Vario',
    length: '6,90',
    width: '3,00',
    height: '3,45',
    weight: '14.500',
    hint: 'Sondergenehmigung und ein Begleitfahrzeug',
    pickupTown: 'Bremen',
    deliveryTown: 'Kraków',
    deliveryCountry: 'Polen',
    send: 'Anfrage senden',
    reference: 'Ihre Anfragenummer: ',
    acknowledgement: 'Ihre Transportanfrage ',
    view: 'Ihre Anfrage ',
    state: 'Stand: Eingegangen',
    notice: 'Cerere nouă ',
  },
  pl: {
    name: 'Paweł Wiśniewski',
    kind: 'Kombajn zbożowy',
    drivable: ['Czy maszyna może jechać o własnych siłach?', 'Tak'],
    gear: ['Koła czy gąsienice?', 'Gąsienice'],
    goods: 'Claas Lexion 770',
    length: '8,70',
    width: '3,00',
    height: '3,90',
    weight: '16 800',
    hint: 'specjalne zezwolenie i pilotaż',
    pickupTown: 'Poznań',
    deliveryTown: 'Magdeburg',
    deliveryCountry: 'Niemcy',
    send: 'Wyślij zapytanie',
    reference: 'Numer zapytania: ',
    acknowledgement: 'Państwa zapytanie o transport ',
    view: 'Państwa zapytanie ',
    state: 'Status: Otrzymane',
    notice: 'Cerere nouă ',
  },
} as const;

test.describe('a visitor sends a request', () => {
  // One journey after the other: each first forgets the journeys' earlier requests (the limits),
  // and deleting them while another journey waits for its e-mails would delete those e-mails.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ e2eEnv }) => {
    await forgetTransportRequestLimits(e2eEnv.superuserDbUrl);
  });

  for (const [lang, journey] of Object.entries(JOURNEYS) as Array<
    [keyof typeof JOURNEYS, (typeof JOURNEYS)[keyof typeof JOURNEYS]]
  >) {
    for (const width of WIDTHS) {
      test(`in ${lang} at ${width} px: the hint, the reference, the acknowledgement with its link, the request behind it and the owner's notice`, async ({
        page,
        e2eEnv,
        axe,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        const email = `${lang}.${width}.${Date.now().toString(36)}.${testInfo.retry}@${REQUEST_E2E_DOMAIN}`;
        const since = new Date();
        await page.goto(pathFor('request', lang));
        await page.waitForLoadState('networkidle');

        const form = page.getByRole('form');
        await form.locator('input[name="name"]').fill(journey.name);
        await form.locator('input[name="email"]').fill(email);
        await form.locator('select[name="kind"]').selectOption({ label: journey.kind });
        await form
          .getByRole('group', { name: journey.drivable[0] })
          .getByRole('radio', { name: journey.drivable[1] })
          .check();
        await form
          .getByRole('group', { name: journey.gear[0] })
          .getByRole('radio', { name: journey.gear[1] })
          .check();
        await form.locator('input[name="goods"]').fill(journey.goods);
        await form.locator('input[name="length_m"]').fill(journey.length);
        await form.locator('input[name="width_m"]').fill(journey.width);
        await form.locator('input[name="height_m"]').fill(journey.height);
        await form.locator('input[name="weight_kg"]').fill(journey.weight);
        await expect(page.getByTestId('oversize-hint')).toContainText(journey.hint);
        await form.locator('input[name="pickup_town"]').fill(journey.pickupTown);
        await form.locator('input[name="delivery_town"]').fill(journey.deliveryTown);
        await form
          .locator('select[name="delivery_country"]')
          .selectOption({ label: journey.deliveryCountry });
        await form.locator('input[name="earliest_pickup"]').fill(dayFromToday(7));
        // As many people do: a double click, which must send once (not a second time that the
        // used form token would refuse with 409). A send too soon after the page got its token
        // is answered 425 and repeated by design.
        const answers: number[] = [];
        page.on('response', (response) => {
          if (response.url().endsWith('/rest/v1/rpc/submit_transport_request')) {
            answers.push(response.status());
          }
        });
        // After a reload the draft comes back and the form's code is not loaded yet: the
        // double click's two submits both wait for it (issue #49's walk).
        await page.reload();
        await expect(form.locator('input[name="goods"]')).toHaveValue(journey.goods);
        await form.getByRole('button', { name: journey.send }).dblclick();

        const reference = page.getByTestId('request-reference');
        await expect(reference).toHaveText(new RegExp(`^${journey.reference}A-\\d{4}-\\d{5}$`));
        await expect(reference).toBeFocused();
        const number = (await reference.innerText()).slice(journey.reference.length);
        const stored = await asDatabaseOwner(e2eEnv, async (client) =>
          (
            await client.query<{ reference: string }>(
              'select reference from public.transport_requests where email = $1',
              [email],
            )
          ).rows.map((row) => row.reference),
        );
        expect(stored).toEqual([number]);
        expect(answers.filter((status) => status !== 425)).toEqual([200]);
        // The draft is gone: a reload shows an empty form.
        await page.reload();
        await expect(page.locator('input[name="name"]')).toHaveValue('');

        // The outbox's worker (pg_cron's job on hosted) delivers both e-mails. Run again until
        // it has: a journey in another browser may run the worker while this one's rows are
        // claimed by it.
        await expect
          .poll(
            async () => {
              expect((await runWorker(e2eEnv.apiUrl, e2eEnv.serviceRoleKey)).status).toBe(200);
              return (await latestMessageTo(e2eEnv.inboxUrl, email, since)) !== null;
            },
            { timeout: 30_000 },
          )
          .toBe(true);
        const acknowledgement = await waitForMessageTo(e2eEnv.inboxUrl, email, { since });
        // In the visitor's language, with the reference; none of the words they typed.
        expect(acknowledgement.Subject).toBe(`${journey.acknowledgement}${number}`);
        for (const typed of [
          journey.name,
          journey.goods,
          journey.pickupTown,
          journey.deliveryTown,
        ]) {
          expect(acknowledgement.Text).not.toContain(typed);
          expect(acknowledgement.HTML).not.toContain(typed);
        }
        expect(acknowledgement.Text).toContain(journey.deliveryCountry);
        const link = new RegExp(
          `https?://\\S+?/${lang}/${SLUGS[lang]}\\?ref=${number}&k=[A-Za-z0-9_-]{32}`,
        ).exec(acknowledgement.Text)?.[0];
        expect(link, acknowledgement.Text).toBeDefined();
        await expect
          .poll(async () =>
            (await messagesTo(e2eEnv.inboxUrl, OWNER_EMAIL)).some(
              // In Romanian, with the reference and the goods.
              (message) =>
                message.Subject.startsWith(`${journey.notice}${number}:`) &&
                message.Text.includes(journey.goods),
            ),
          )
          .toBe(true);

        // The acknowledgement's link: the whole request, as it was sent.
        const opened = new URL(link!);
        await page.goto(opened.pathname + opened.search);
        await expect(page.getByRole('heading', { name: `${journey.view}${number}` })).toBeFocused();
        await expect(page.getByTestId('request-state')).toContainText(journey.state);
        for (const typed of [
          journey.name,
          journey.goods,
          journey.pickupTown,
          journey.deliveryTown,
        ]) {
          await expect(page.getByText(typed, { exact: true })).toBeVisible();
        }
        expect(await page.title()).not.toContain(opened.searchParams.get('k'));
        expect((await axe().analyze()).violations).toEqual([]);
      });
    }
  }
});
