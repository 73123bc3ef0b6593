/**
 * Issue #37: the customer's side of an offer. A request stored through the API, an offer sent
 * as staff through the API; the customer opens the e-mail's link in German, reads the offer,
 * accepts it and sees what happens next; opened again, the link shows what was decided (issue
 * #49). axe clean on the offer, the confirmation and the decision, at 390 and 1366 px.
 */
import { pathFor } from '../src/lib/routes/route-manifest';
import { asDatabaseOwner } from '../test-support/database';
import { sentOffer, submittedGermanRequest } from '../test-support/transport-requests';
import { expect, test } from './fixtures';

test.describe('a customer answers an offer', () => {
  test.describe.configure({ mode: 'serial' });

  for (const width of [390, 1366]) {
    test(`in German at ${width} px: reads the offer, accepts it and sees what happens next`, async ({
      page,
      e2eEnv,
      axe,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { reference } = await submittedGermanRequest(e2eEnv, `w${width}`);
      const key = await sentOffer(e2eEnv, reference);
      await page.goto(`${pathFor('request', 'de')}?ref=${reference}&k=${key}`);

      const heading = page.getByRole('heading', {
        name: `Unser Angebot zu Ihrer Anfrage ${reference}`,
      });
      await expect(heading).toBeFocused();
      await expect(page.getByText('4.850 EUR netto zzgl. MwSt.')).toBeVisible();
      await expect(
        page.getByText(/^Abholung mit Tieflader\.\s+Begleitfahrzeug inklusive\.$/),
      ).toBeVisible();
      // The key stays out of the title (and so out of history menus and bookmarks' names).
      expect(await page.title()).not.toContain(key);
      expect((await axe().analyze()).violations).toEqual([]);

      await page
        .getByRole('checkbox', {
          name: 'Bitte informieren Sie mich bei jeder Statusänderung per E-Mail',
        })
        .check();
      await page.getByRole('button', { name: 'Angebot annehmen' }).click();
      const done = page.getByRole('heading', {
        name: 'Vielen Dank, Sie haben das Angebot angenommen',
      });
      await expect(done).toBeFocused();
      await expect(page.getByTestId('offer-message')).toContainText(
        'Wir bestätigen Ihnen den Abholtermin und senden Ihnen per E-Mail die Sendungsnummer und Ihren persönlichen Link',
      );
      expect((await axe().analyze()).violations).toEqual([]);

      const stored = await asDatabaseOwner(e2eEnv, async (client) => {
        const { rows } = await client.query<{
          status: string;
          status_emails: boolean;
          answered_at: Date;
        }>(
          'select status, status_emails, answered_at from public.transport_requests where reference = $1',
          [reference],
        );
        return rows[0];
      });
      expect(stored).toMatchObject({ status: 'accepted', status_emails: true });

      // Opened again, the link shows the decision (issue #49): the reference, the price, the
      // day, what happens next, the lead to match, the company's phone and e-mail.
      await page.reload();
      const decided = page.getByRole('heading', { name: 'Sie haben dieses Angebot angenommen' });
      await expect(decided).toBeFocused();
      await expect(page.getByText('Hier sehen Sie Ihre Antwort auf unser Angebot.')).toBeVisible();
      const message = page.getByTestId('offer-message');
      // The day of the answer on the browser's clock, as the page writes it.
      const day = await page.evaluate(
        (moment) =>
          new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(new Date(moment)),
        stored!.answered_at.toISOString(),
      );
      expect(await message.locator('dt').allTextContents()).toEqual([
        'Anfragenummer',
        'Preis',
        'Angenommen am',
        'Telefon',
        'E-Mail',
      ]);
      expect((await message.locator('dd').allTextContents()).slice(0, 3)).toEqual([
        reference,
        '4.850 EUR netto zzgl. MwSt.',
        day,
      ]);
      await expect(message).toContainText(
        'Bei jeder Statusänderung erhalten Sie eine E-Mail von uns.',
      );
      await expect(page.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0);
      expect((await axe().analyze()).violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('in German at 390 px: declines with a reason and is thanked', async ({
    page,
    e2eEnv,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const { reference } = await submittedGermanRequest(e2eEnv, 'decline');
    const key = await sentOffer(e2eEnv, reference);
    await page.goto(`${pathFor('request', 'de')}?ref=${reference}&k=${key}`);
    await expect(page.getByText('4.850 EUR netto zzgl. MwSt.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Grund' }).fill('Wir fahren selbst.');
    expect((await axe().analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Angebot ablehnen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Rückmeldung' }),
    ).toBeFocused();
    expect((await axe().analyze()).violations).toEqual([]);
    const stored = await asDatabaseOwner(e2eEnv, async (client) => {
      const { rows } = await client.query<{ status: string; decline_reason: string }>(
        'select status, decline_reason from public.transport_requests where reference = $1',
        [reference],
      );
      return rows[0];
    });
    expect(stored).toEqual({ status: 'rejected', decline_reason: 'Wir fahren selbst.' });

    // Opened again: the decline, and how to ask for a new offer (issue #49).
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Sie haben dieses Angebot abgelehnt' }),
    ).toBeFocused();
    await expect(page.getByTestId('offer-message')).toContainText(
      'Wenn Sie ein neues Angebot wünschen, rufen Sie uns einfach an oder schreiben Sie uns und nennen Sie dabei Ihre Anfragenummer.',
    );
    expect((await axe().analyze()).violations).toEqual([]);
  });
});
