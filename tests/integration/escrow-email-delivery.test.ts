/**
 * Escrow e-mails end to end (issue #53 item 5) on the shared stack: the steps staff record queue
 * the escrow rows, the worker (supabase/functions/email-outbox, run under Deno as pg_cron would)
 * sends them, the mail catcher receives each party's in their language with the shipment's link
 * and the fixed block, although neither party asked for status e-mails (DECISIONS 28); the
 * bank reference staff typed never reaches an e-mail. Staff's Romanian digest arrives when the
 * schedule finds a period over.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { pathFor } from '../../src/lib/routes/route-manifest';
import { runWorker } from '../../test-support/email-worker';
import { messageHeaders, messagesTo, waitForMessageTo } from '../../test-support/inbox';
import { staff } from './clients';
import { deliver, escrowShipment, ok, recordPayment, runSchedule, setDeadline } from './escrow';
import { sql, stack, uniqueEmail } from './support';

/** private.email_settings.site_url, as the stack leaves it. */
const SITE = 'http://127.0.0.1:5173';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});

const work = async () => {
  const run = await runWorker(stack.apiUrl, stack.serviceRoleKey);
  expect(run.status).toBe(200);
};

/** The escrow rows of a shipment as the outbox holds them. */
function escrowRows(id: string) {
  return sql<{ party: string; event: string; status: string; lane: number; last_day: string }>(
    `select party, payload ->> 'event' as event, status, lane, payload ->> 'last_day' as last_day
       from private.email_outbox where shipment_id = $1 and kind = 'escrow'
      order by created_at, id`,
    [id],
  );
}

/** A 'YYYY-MM-DD' day as the reader's language writes it. */
const written = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** An escrow shipment, paid and delivered, whose parties asked for no status e-mails. */
async function deliveredEscrow(label: string) {
  const seller = uniqueEmail(`${label}-seller`);
  const buyer = uniqueEmail(`${label}-buyer`);
  const id = await escrowShipment(
    desk,
    label,
    { shipper: 'de', recipient: 'pl' },
    {
      shipperemail: seller,
      recipientemail: buyer,
      notifyshipper: false,
      notifyrecipient: false,
    },
  );
  await ok(recordPayment(desk, id));
  await ok(deliver(desk, id));
  return { id, seller, buyer };
}

describe('the escrow e-mails', () => {
  it('reach a Polish buyer and a German seller who asked for no status e-mails, each step in their language, with the link and the fixed block', async () => {
    const { id, seller, buyer } = await deliveredEscrow('escrow-mail');
    await work();

    const rows = await escrowRows(id);
    expect(rows.map(({ party, event, status, lane }) => ({ party, event, status, lane }))).toEqual(
      ['escrow_started', 'payment_received', 'inspection_started'].flatMap((event) =>
        ['shipper', 'recipient'].map((party) => ({ party, event, status: 'sent', lane: 1 })),
      ),
    );
    // The database's last day of the period, written as a Pole writes a day.
    const lastDay = rows.find((row) => row.event === 'inspection_started')?.last_day ?? '';
    expect(lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const polishDay = written(lastDay, 'pl-PL');

    await expect.poll(async () => (await messagesTo(stack.inboxUrl, buyer)).length).toBe(3);
    const delivered = await waitForMessageTo(stack.inboxUrl, buyer, {
      subject: `Przesyłka ${id} dostarczona`,
    });
    expect(delivered.Subject).toBe(
      `Przesyłka ${id} dostarczona: czas na sprawdzenie do ${polishDay}`,
    );
    expect(delivered.Text).toContain(`trwa on do ${polishDay} włącznie (według czasu polskiego).`);
    expect(delivered.Text).toContain('Kwota na rachunku powierniczym: 90\u00a0000,00\u00a0€');
    expect(delivered.Text).toContain(`${SITE}${pathFor('tracking', 'pl', `?id=${id}`)}`);
    expect(delivered.Text).not.toMatch(/[?&]k=/);
    expect(delivered.Text).toContain(
      'Nasze dane bankowe przekazujemy wyłącznie razem z potwierdzeniem zamówienia.',
    );
    expect(delivered.Text).toContain('nasze linki prowadzą wyłącznie do 127.0.0.1:5173');
    expect(delivered.HTML).toContain('lang="pl"');
    // Part of the service: no unsubscribe, as for the link e-mail.
    const headers = await messageHeaders(stack.inboxUrl, delivered.ID);
    expect(headers['List-Unsubscribe']).toBeUndefined();

    await expect.poll(async () => (await messagesTo(stack.inboxUrl, seller)).length).toBe(3);
    const paid = await waitForMessageTo(stack.inboxUrl, seller, {
      subject: `Sendung ${id}: Betrag auf unserem Treuhandkonto eingegangen`,
    });
    expect(paid.Text).toContain('Sie können uns die Ware jetzt übergeben.');
    expect(paid.Text).toContain('Betrag auf dem Treuhandkonto: 90.000,00\u00a0€');
    expect(paid.Text).toContain(`${SITE}${pathFor('tracking', 'de', `?id=${id}`)}`);
    expect(paid.HTML).toContain('lang="de"');

    // The bank reference staff recorded with the payment stays in the staff area.
    for (const mail of [
      ...(await messagesTo(stack.inboxUrl, buyer)),
      ...(await messagesTo(stack.inboxUrl, seller)),
    ]) {
      expect(`${mail.Subject}\n${mail.Text}\n${mail.HTML}`).not.toContain('REF 4711');
    }
  });

  it('tell staff in Romanian when the schedule finds the period over', async () => {
    const { id } = await deliveredEscrow('escrow-digest');
    const recipients = (
      await sql<{ address: string }>(
        'select r as address from private.request_notice_recipients() as r order by 1',
      )
    ).map((row) => row.address);
    expect(recipients.length).toBeGreaterThan(0);

    await setDeadline(id, '-1 minute');
    await runSchedule();
    await work();

    // The digest that lists this shipment (the stack's own scheduler may have been the run).
    const [address] = recipients;
    await expect
      .poll(async () =>
        (await messagesTo(stack.inboxUrl, address ?? '')).some((mail) => mail.Text.includes(id)),
      )
      .toBe(true);
    const digest = (await messagesTo(stack.inboxUrl, address ?? '')).find((mail) =>
      mail.Text.includes(id),
    );
    expect(digest?.Subject).toMatch(
      /^Escrow: perioada de inspecție s-a încheiat fără răspuns \(\d+\)$/,
    );
    expect(digest?.Text).toMatch(
      new RegExp(`Expedierea ${id} \\(Ana Popescu → Jean Martin\\): 90\\.000,00\\sEUR`),
    );
    expect(digest?.Text).toContain(`${SITE}/admin/tracking`);
    expect(digest?.HTML).toContain('lang="ro"');
    expect(`${digest?.Subject}${digest?.Text}`).not.toMatch(/[şţŞŢ]/);
  });
});
