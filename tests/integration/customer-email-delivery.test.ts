/**
 * Status and link e-mails end to end (issue #26) on the shared stack: staff change a shipment,
 * the worker (supabase/functions/email-outbox, run here as pg_cron would) sends, the real mail
 * catcher receives; the one-click unsubscribe in the e-mail's header works once, a forged
 * token changes nothing; hostile text never changes a header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { moveShipment, oneClickUrlOf, runWorker } from '../../test-support/email-worker';
import { messageHeaders, messagesTo, waitForMessageTo } from '../../test-support/inbox';
import { loadBundle } from '../../test-support/locale-files';
import { CANARY_MARK, CANARY_PATHS } from '../../test-support/party-canaries';
import { anon, customer, staff } from './clients';
import { contactShipment, outboxOf, setEmailSettings } from './customer-email';
import { versionOf } from './staff-writes';
import { sql, stack, uniqueShipmentId } from './support';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
  // Due at once: no settling minute in a test.
  await setEmailSettings({ settle_seconds: 0 });
});
afterAll(() => setEmailSettings({}));

const work = () => runWorker(stack.apiUrl, stack.serviceRoleKey);

async function notifyRecipient(id: string): Promise<boolean | undefined> {
  const rows = await sql<{ notifyrecipient: boolean }>(
    'select notifyrecipient from public.shipments where id = $1',
    [id],
  );
  return rows[0]?.notifyrecipient;
}

describe('a status e-mail', () => {
  it('reaches a French recipient who opted in exactly once, in French, with its headers', async () => {
    const shipment = await contactShipment(desk);
    await moveShipment(desk, shipment.id, 'În tranzit', 'Lyon');
    const run = await work();
    expect(run.status).toBe(200);

    const mail = await waitForMessageTo(stack.inboxUrl, shipment.recipientEmail);
    expect(mail.Subject).toBe(`Envoi ${shipment.id}\u00a0: En transit`);
    expect(mail.Text).toContain('Statut\u00a0: En transit');
    expect(mail.Text).toContain('Lieu\u00a0: Lyon');
    expect(mail.HTML).toContain('lang="fr"');
    expect(mail.Text).toContain(`/fr/suivi?id=${shipment.id}`);
    expect(mail.Text).not.toMatch(/[?&]k=/);

    const [row] = (await outboxOf(shipment.id)).filter((r) => r.kind === 'status');
    expect(row).toMatchObject({ status: 'sent', party: 'recipient', language: 'fr' });
    const headers = await messageHeaders(stack.inboxUrl, mail.ID);
    expect(headers['Message-ID']).toEqual([row?.message_id]);
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(oneClickUrlOf(headers)).toMatch(
      new RegExp(`^${stack.apiUrl}/functions/v1/email-unsubscribe\\?token=[^&]+&lang=fr$`),
    );

    // The shipper did not opt in; a second run sends nothing again.
    expect(await messagesTo(stack.inboxUrl, shipment.shipperEmail)).toEqual([]);
    await work();
    expect(await messagesTo(stack.inboxUrl, shipment.recipientEmail)).toHaveLength(1);
  });

  it('writes the neutral place, the time and a problem in French, as the worker renders it under Deno', async () => {
    const shipment = await contactShipment(desk);
    await moveShipment(desk, shipment.id, 'Probleme', 'Depozit');
    expect((await work()).status).toBe(200);

    const mail = await waitForMessageTo(stack.inboxUrl, shipment.recipientEmail);
    expect(mail.Text).toMatch(/Lieu\u00a0: Dépôt\r?\n/);
    expect(mail.Text).toMatch(
      /Date et heure\u00a0: \d{1,2} \p{L}+ \d{4} à \d{1,2} h \d{2} \(heure d’Europe centrale\)/u,
    );
    expect(mail.Text).toContain('Un problème est survenu avec cet envoi. Nous vous contacterons.');
    expect(`${mail.Subject}\n${mail.Text}\n${mail.HTML}`).not.toMatch(/Depozit|Probleme/);
  });

  it('stops with one click: POST unsubscribes once, GET never does, a forged token does nothing', async () => {
    const shipment = await contactShipment(desk);
    await moveShipment(desk, shipment.id, 'În tranzit', 'Lyon');
    await work();
    const mail = await waitForMessageTo(stack.inboxUrl, shipment.recipientEmail);
    const url = oneClickUrlOf(await messageHeaders(stack.inboxUrl, mail.ID));

    // A link scanner's GET: sent to the site's page, nothing changed.
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:5173\/fr\/unsubscribe\?token=[^&]+$/,
    );
    expect(await notifyRecipient(shipment.id)).toBe(true);

    // A forged token (one character changed) changes nothing.
    const forged = url.replace(
      /token=([^&])/,
      (_m, first: string) => `token=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(forged).not.toBe(url);
    const refused = await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect([refused.status, await refused.json()]).toEqual([404, { code: 'unknown_token' }]);
    expect(await notifyRecipient(shipment.id)).toBe(true);

    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect([first.status, await first.json()]).toEqual([200, { result: 'unsubscribed' }]);
    expect(await notifyRecipient(shipment.id)).toBe(false);
    const again = await post();
    expect([again.status, await again.json()]).toEqual([200, { result: 'already' }]);

    // The next change writes to nobody.
    await moveShipment(desk, shipment.id, 'Livrat', 'Lyon');
    await work();
    expect(await messagesTo(stack.inboxUrl, shipment.recipientEmail)).toHaveLength(1);
  });

  it('hostile status and place text never adds a header and arrives escaped', async () => {
    const shipment = await contactShipment(desk);
    // As long as the form allows (100 characters of status, 200 of place)…
    const hostile = 'Vamă\r\nBcc: thief@evil.example\r\nSubject: gratuit <script>alert(1)</script>';
    await moveShipment(desk, shipment.id, hostile, 'Lyon\r\nX-Injected: yes <b>bold</b>');
    // …and 10,000 characters, as a payload written past the form would carry them.
    await sql(
      `update private.email_outbox set payload = jsonb_set(payload, '{status}', to_jsonb($2::text))
        where shipment_id = $1 and kind = 'status' and status = 'queued'`,
      [shipment.id, `${hostile}${'x'.repeat(10_000)}`],
    );
    expect((await work()).status).toBe(200);
    const mail = await waitForMessageTo(stack.inboxUrl, shipment.recipientEmail);
    const headers = await messageHeaders(stack.inboxUrl, mail.ID);
    expect(
      Object.keys(headers)
        .map((name) => name.toLowerCase())
        .sort(),
    ).toEqual(
      [
        'content-type',
        'date',
        'from',
        'list-unsubscribe',
        'list-unsubscribe-post',
        'message-id',
        'mime-version',
        'subject',
        'to',
      ].sort(),
    );
    expect(mail.To.map((to) => to.Address)).toEqual([shipment.recipientEmail]);
    expect(mail.Subject).not.toMatch(/[\r\n]/);
    expect(Array.from(mail.Subject).length).toBeLessThanOrEqual(120);
    expect(mail.HTML).not.toContain('<script>');
    expect(mail.HTML).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.HTML).not.toContain('<b>bold</b>');
    expect(mail.Text).not.toMatch(/^(Bcc|Subject|X-Injected):/m);
  });
});

describe('a delivered status e-mail of a shipment with names, addresses and prices', () => {
  it('carries none of them, to either party, not even where staff typed an address as the place', async () => {
    const id = uniqueShipmentId('CANARY');
    const { values } = await CANARY_PATHS['create_shipment with a pickup place']!(desk, id);
    const shipperAddress = values.find((value) => value.startsWith('Heidestraße')) ?? '';
    expect(shipperAddress).toContain(CANARY_MARK);
    const saved = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: { notifyshipper: true, notifyrecipient: true },
    });
    expect(saved.error).toBeNull();
    await moveShipment(desk, id, 'În tranzit', 'Nürnberg, Germania');
    // The recipient must not read the shipper's street (issue #34): the neutral place instead,
    // in the reader's words (issue #33 E1).
    await moveShipment(desk, id, 'Probleme', `Abholung ${shipperAddress}`);
    expect((await work()).status).toBe(200);

    const [contacts] = await sql<{
      shipperemail: string;
      recipientemail: string;
      shipperlanguage: string;
      recipientlanguage: string;
    }>(
      'select shipperemail, recipientemail, shipperlanguage, recipientlanguage from public.shipments where id = $1',
      [id],
    );
    for (const [address, language] of [
      [contacts!.shipperemail, contacts!.shipperlanguage],
      [contacts!.recipientemail, contacts!.recipientlanguage],
    ] as const) {
      const result = loadBundle(language, 'tracking').result;
      const neutralPlace = typeof result === 'object' ? result.depot : undefined;
      expect(typeof neutralPlace).toBe('string');
      await expect.poll(async () => (await messagesTo(stack.inboxUrl, address)).length).toBe(2);
      const mails = await messagesTo(stack.inboxUrl, address);
      expect(mails.map((mail) => /Lieu|Ort|Location/.test(mail.Text))).toEqual([true, true]);
      expect(mails.some((mail) => mail.Text.includes('Nürnberg, Germania'))).toBe(true);
      expect(mails.some((mail) => mail.Text.includes(`: ${neutralPlace as string}`))).toBe(true);
      expect(mails.some((mail) => mail.Text.includes('Depozit'))).toBe(false);
      for (const mail of mails) {
        const { To: to, ...otherHeaders } = await messageHeaders(stack.inboxUrl, mail.ID);
        expect(to?.length === 1 && to[0]?.includes(address)).toBe(true);
        const seen = JSON.stringify({ mail: { ...mail, To: null }, otherHeaders });
        expect(seen.includes(CANARY_MARK), `e-mail to ${address}`).toBe(false);
      }
    }
  });
});

describe('a link e-mail', () => {
  it('brings the recipient link in the recipient language; the key leaves the outbox once sent', async () => {
    const shipment = await contactShipment(desk);
    const { data, error } = await desk.rpc('send_tracking_link_email', {
      tracking_number: shipment.id,
      party: 'recipient',
    });
    expect(error).toBeNull();
    const key = (data as Array<{ key: string }> | null)?.[0]?.key;
    expect(key).toMatch(/\S{16,}/);
    await work();
    const mail = await waitForMessageTo(stack.inboxUrl, shipment.recipientEmail);
    expect(mail.Subject).toBe(`Votre lien personnel pour l’envoi ${shipment.id}`);
    expect(mail.Text).toContain(`/fr/suivi?id=${shipment.id}&k=${key ?? ''}`);
    expect(mail.Text).toContain('Ce lien est personnel');
    const headers = await messageHeaders(stack.inboxUrl, mail.ID);
    expect(headers['List-Unsubscribe']).toBeUndefined();
    const [row] = (await outboxOf(shipment.id)).filter((r) => r.kind === 'link');
    expect(row?.status).toBe('sent');
    expect(row?.payload).not.toHaveProperty('key');
  });
});

describe('the worker', () => {
  it('answers 401 to anyone but the service role, and sends nothing for them', async () => {
    const signedIn = await customer();
    const { data } = await signedIn.auth.getSession();
    for (const bearer of [stack.anonKey, data.session?.access_token ?? '']) {
      const refused = await runWorker(stack.apiUrl, bearer);
      expect([refused.status, refused.body.code]).toEqual([401, 'unauthorized']);
    }
    const { error } = await anon().rpc('claim_outbox_emails', { batch_size: 1 });
    expect(error?.code).toBe('42501');
  });
});
