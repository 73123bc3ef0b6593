/**
 * Nothing lost, nothing twice (issue #26, item 5; issue #36 for a transport request's
 * acknowledgement and staff notices), on a stack of its own whose worker reaches SMTP through a
 * switch this file owns: the real mail catcher, a server that hangs up on every connection (the
 * mail server is down), one that takes the message and then kills the functions runtime before
 * it answers (the worker dies between sending and marking), one that takes the message and
 * never answers it (a timeout after DATA), or one that holds its answers until the test lets
 * them go (the worker's lease runs out meanwhile).
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEED_STAFF_EMAIL } from '../../dev-support/demo-seed';
import { fetchFrom, newAddress } from '../../dev-support/loopback-client';
import { nodeSupabaseClient, type ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { type RunningStack, startStack } from '../../local-stack/stack';
import { sampleRequest } from '../../src/testing/sample-request';
import { SEND_PARALLEL } from '../../supabase/functions/email-outbox/email/mailer';
import { moveShipment, runWorker } from '../../test-support/email-worker';
import { messagesTo } from '../../test-support/inbox';
import { type ContactShipment, contactShipment } from './customer-email';

type Mode = 'down' | 'catcher' | 'killer' | 'silent' | 'held';

let mode: Mode = 'down';
let root: string;
let own: RunningStack;
let desk: ProjectClient;
let proxy: net.Server;
let killer: SMTPServer;
let killerPort = 0;
let silent: SMTPServer;
let silentPort = 0;
let held: SMTPServer;
let heldPort = 0;
/** What the holding server received, each with the answer it holds back until the test says. */
const holding: Array<{ message: string; answer: () => void }> = [];
/** What the silent server received (and never answered). */
const unanswered: string[] = [];
/** The worker's wait for an SMTP answer (EMAIL_SMTP_ANSWER_TIMEOUT_MS), short for the test. */
const ANSWER_TIMEOUT_MS = 5_000;
/** What the killing server received, in this test, before it killed the runtime. */
const killed: string[] = [];
/** The killing server kills the runtime once it holds this many messages, none answered. */
let killAt = 1;

/** Arms the killing server for one test (tests run in any order): it counts from nothing. */
function armKiller(messages: number): void {
  killed.length = 0;
  killAt = messages;
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(address && typeof address === 'object' ? address.port : 0);
    });
  });
}

/** The worker's SMTP port: hangs up (down), or passes the connection on. */
function startSwitch(): Promise<number> {
  proxy = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (mode === 'down') {
      socket.destroy();
      return;
    }
    const port = {
      catcher: own.smtpPort ?? 0,
      killer: killerPort,
      silent: silentPort,
      held: heldPort,
    }[mode];
    const upstream = net.connect(port, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  return listen(proxy);
}

function startKiller(): Promise<number> {
  killer = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, _callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        killed.push(Buffer.concat(chunks).toString('utf8'));
        // The message is with the mail server; the worker never hears back.
        const pid = own.functionsPid();
        if (pid && killed.length >= killAt) process.kill(pid, 'SIGKILL');
      });
    },
  });
  killer.on('error', () => undefined);
  return listen(killer.server);
}

function startSilent(): Promise<number> {
  silent = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The whole message is here; its answer never goes out.
      stream.on('end', () => unanswered.push(Buffer.concat(chunks).toString('utf8')));
    },
  });
  silent.on('error', () => undefined);
  return listen(silent.server);
}

function startHeld(): Promise<number> {
  held = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        holding.push({ message: Buffer.concat(chunks).toString('utf8'), answer: () => callback() }),
      );
    },
  });
  held.on('error', () => undefined);
  return listen(held.server);
}

async function sql<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  return withClient(
    own.superuserDbUrl,
    async (client) => (await client.query<Row>(text, values)).rows,
  );
}

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
  lease_over: boolean;
}

const outbox = (shipmentId: string) =>
  sql<Row>(
    `select id, status, attempts, last_error, message_id, lease_until < now() as lease_over
       from private.email_outbox where shipment_id = $1 and kind = 'status'
      order by created_at, id`,
    [shipmentId],
  );

/** How the claim words a row whose worker stopped while handing it over (its lease ran out). */
const INTERRUPTED =
  'interrupted: the worker stopped while handing it to the mail server; it may have arrived';

/** `count` shipments with one status e-mail each, due at once, and their rows in that order. */
async function statusEmails(count: number) {
  const shipments: ContactShipment[] = [];
  for (let i = 0; i < count; i += 1) {
    const shipment = await contactShipment(desk);
    await moveShipment(desk, shipment.id, 'În tranzit', 'Lyon');
    shipments.push(shipment);
  }
  const rowsOf = async () =>
    (await Promise.all(shipments.map((shipment) => outbox(shipment.id)))).flat();
  return { shipments, rowsOf };
}

const messageIdOf = (message: string) => /^Message-ID: (<[^>]+>)/im.exec(message)?.[1];

const work = async () => {
  try {
    return await runWorker(own.apiUrl, own.serviceRoleKey);
  } catch (error) {
    // The runtime was killed under the request.
    return { status: 0, body: { code: String(error) } };
  }
};

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'email-outage-'));
  const switchPort = await startSwitch();
  killerPort = await startKiller();
  silentPort = await startSilent();
  heldPort = await startHeld();
  const envFile = path.join(root, 'email.env');
  await fs.writeFile(
    envFile,
    `EMAIL_SMTP_HOST=127.0.0.1\nEMAIL_SMTP_PORT=${switchPort}\n` +
      `EMAIL_SMTP_ANSWER_TIMEOUT_MS=${ANSWER_TIMEOUT_MS}\n`,
  );
  own = await startStack({ apiPort: 0, dbPort: 0, functionsEnvFile: envFile });
  desk = nodeSupabaseClient(own.apiUrl, own.serviceRoleKey);
  // Due at once, and retried at once: the test decides when the server is back.
  await sql('update private.email_settings set settle_seconds = 0, base_retry_seconds = 0');
}, 120_000);

afterAll(async () => {
  await own.stop();
  await new Promise((resolve) => proxy.close(resolve));
  await new Promise((resolve) => killer.close(() => resolve(undefined)));
  await new Promise((resolve) => silent.close(() => resolve(undefined)));
  await new Promise((resolve) => held.close(() => resolve(undefined)));
  await fs.rm(root, { recursive: true, force: true });
});

describe('the mail server down while three changes happen', () => {
  it('loses nothing: every e-mail arrives exactly once when it is back', async () => {
    mode = 'down';
    const shipment = await contactShipment(desk);
    const changes = ['În tranzit', 'Probleme', 'Livrat'];
    for (const status of changes) {
      await moveShipment(desk, shipment.id, status, 'Lyon');
      const run = await work();
      expect(run.status).toBe(200);
      expect(run.body.sent).toBe(0);
    }
    const waiting = await outbox(shipment.id);
    expect(waiting.map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);
    expect(waiting.map((row) => row.attempts)).toEqual([3, 2, 1]);
    expect(waiting.every((row) => row.last_error?.startsWith('smtp: '))).toBe(true);
    expect(await messagesTo(own.inboxUrl ?? '', shipment.recipientEmail)).toEqual([]);

    mode = 'catcher';
    const back = await work();
    expect([back.status, back.body.sent]).toEqual([200, 3]);
    await work(); // a second run finds nothing to send again
    const delivered = await messagesTo(own.inboxUrl ?? '', shipment.recipientEmail);
    expect(delivered.map((mail) => mail.Subject).sort()).toEqual(
      [
        `Envoi ${shipment.id}\u00a0: En transit`,
        `Envoi ${shipment.id}\u00a0: Incident`,
        `Envoi ${shipment.id}\u00a0: Livré`,
      ].sort(),
    );
    const sent = await outbox(shipment.id);
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(delivered.map((mail) => `<${mail.MessageID}>`).sort()).toEqual(
      sent.map((row) => row.message_id).sort(),
    );
  });
});

// ---- transport requests (issue #36): the acknowledgement and the staff notices ----------------

/** Each request's language, the start of its acknowledgement's subject and its width as written. */
const ACKNOWLEDGED = {
  de: { subject: 'Ihre Transportanfrage', width: 'Breite: 3,20 m' },
  pl: { subject: 'Państwa zapytanie o transport', width: 'Szerokość: 3,20 m' },
  en: { subject: 'Your transport request', width: 'Width: 3.20 m' },
} as const;
type RequestLanguage = keyof typeof ACKNOWLEDGED;

let addressCounter = 0;
const uniqueAddress = (label: string) => {
  addressCounter += 1;
  return `${label}-${Date.now().toString(36)}-${addressCounter}@example.com`;
};

/** A request as the page sends it (issue #36's contract), a week from today. */
function transportRequest(language: RequestLanguage, email: string) {
  return sampleRequest({ name: 'Outage Kunde', email, language, width_m: 3.2, height_m: 3.1 });
}

/** An anonymous RPC from a visitor's own address, through the gateway, as the page calls it. */
async function anonymousRpc(from: string, name: string, args: object) {
  const response = await fetchFrom(from)(`${own.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: own.anonKey,
      authorization: `Bearer ${own.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Sends a request with a form token from `transport_request_form`, as soon as the database
 * takes the token: it refuses one younger than 3 s with PT425 and leaves it unused.
 */
async function submitWhenTokenIsOld(from: string, token: unknown, request: object) {
  for (;;) {
    const answer = await anonymousRpc(from, 'submit_transport_request', {
      form_token: token,
      request,
    });
    if (answer.status !== 425) {
      expect([answer.status, answer.body]).toEqual([
        200,
        { reference: expect.any(String), acknowledged: true },
      ]);
      return answer.body.reference as string;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A confirmed staff account of `role` whose request_notices column is `notices`. */
async function staffAccount(role: 'owner' | 'staff', notices: boolean | null): Promise<string> {
  const email = uniqueAddress(`${role}-notices-${String(notices)}`);
  const { data, error } = await desk.auth.admin.createUser({
    email,
    password: 'staff-password-1234',
    email_confirm: true,
  });
  if (error) throw error;
  const granted = await desk.rpc('grant_staff', { user_id: data.user.id, role });
  if (granted.error) throw granted.error;
  await sql('update private.staff set request_notices = $2 where user_id = $1', [
    data.user.id,
    notices,
  ]);
  return email;
}

interface RequestEmailRow {
  reference: string;
  kind: string;
  party: string;
  language: string;
  to_address: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
}

const requestEmails = (references: string[]) =>
  sql<RequestEmailRow>(
    `select r.reference, o.kind, o.party, o.language, o.to_address, o.status, o.attempts,
            o.last_error, o.message_id
       from private.email_outbox o join public.transport_requests r on r.id = o.request_id
      where r.reference = any($1) order by r.reference, o.kind, o.to_address`,
    [references],
  );

describe('the mail server down while three transport requests arrive', () => {
  it('sends each acknowledgement and each staff notice exactly once when it is back', async () => {
    // Notices go to owners unless they said no and to staff who said yes (the seeded account
    // is an owner with no choice made).
    const wanting = [SEED_STAFF_EMAIL, await staffAccount('staff', true)];
    const notWanting = [await staffAccount('staff', null), await staffAccount('owner', false)];

    mode = 'down';
    const customers = (Object.keys(ACKNOWLEDGED) as RequestLanguage[]).map((language) => ({
      language,
      email: uniqueAddress(`request-${language}`),
      from: newAddress(),
    }));
    const tokens = await Promise.all(
      customers.map(async ({ from }) => {
        const form = await anonymousRpc(from, 'transport_request_form', {});
        expect(form.status).toBe(200);
        return form.body.token;
      }),
    );
    const references: string[] = [];
    for (const [i, customer] of customers.entries()) {
      references.push(
        await submitWhenTokenIsOld(
          customer.from,
          tokens[i],
          transportRequest(customer.language, customer.email),
        ),
      );
    }

    // Queued with the requests: an acknowledgement each, a notice per wanting account each.
    const expected = references.flatMap((reference, i) => {
      const customer = customers[i];
      return [
        [reference, 'request_notice', 'staff', 'ro', wanting[0]],
        [reference, 'request_notice', 'staff', 'ro', wanting[1]],
        [reference, 'request_received', 'customer', customer?.language, customer?.email],
      ];
    });
    const facts = (rows: RequestEmailRow[]) =>
      rows.map((row) => [row.reference, row.kind, row.party, row.language, row.to_address]);
    const sorted = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();
    expect(sorted(facts(await requestEmails(references)))).toEqual(sorted(expected));

    const run = await work();
    expect([run.status, run.body.sent]).toEqual([200, 0]);
    const waiting = await requestEmails(references);
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 9 }, () => ['queued', 1]),
    );
    expect(waiting.every((row) => row.last_error?.startsWith('smtp: '))).toBe(true);
    for (const address of [...wanting, ...notWanting, ...customers.map((c) => c.email)]) {
      expect(await messagesTo(own.inboxUrl ?? '', address)).toEqual([]);
    }

    mode = 'catcher';
    const back = await work();
    expect([back.status, back.body.sent]).toEqual([200, 9]);
    const again = await work(); // a second run finds nothing to send again
    expect([again.status, again.body.sent]).toEqual([200, 0]);

    for (const [i, customer] of customers.entries()) {
      const arrived = await messagesTo(own.inboxUrl ?? '', customer.email);
      const { subject, width } = ACKNOWLEDGED[customer.language];
      expect(arrived.map((mail) => mail.Subject)).toEqual([`${subject} ${references[i]}`]);
      expect(arrived[0]?.To.map((to) => to.Address)).toEqual([customer.email]);
      expect(arrived[0]?.Text).toContain(`\n${width}\n`);
    }
    for (const address of wanting) {
      const arrived = await messagesTo(own.inboxUrl ?? '', address);
      expect(arrived.map((mail) => mail.Subject).sort()).toEqual(
        references.map((reference) => `Cerere nouă ${reference}: Tractor Fendt 724 Vario`).sort(),
      );
      for (const mail of arrived) {
        expect(mail.Text).toContain('\nTraseu: Passau, Germania → Warszawa, Polonia\n');
      }
    }
    for (const address of notWanting) {
      expect(await messagesTo(own.inboxUrl ?? '', address)).toEqual([]);
    }
    const sent = await requestEmails(references);
    expect(sent.map((row) => row.status)).toEqual(Array.from({ length: 9 }, () => 'sent'));
    const delivered = await Promise.all(
      [...wanting, ...customers.map((c) => c.email)].map((address) =>
        messagesTo(own.inboxUrl ?? '', address),
      ),
    );
    expect(
      delivered
        .flat()
        .map((mail) => `<${mail.MessageID}>`)
        .sort(),
    ).toEqual(sent.map((row) => row.message_id).sort());
  });
});

describe('the worker killed between sending and marking', () => {
  it('sends no second copy; the row is failed as interrupted', async () => {
    mode = 'killer';
    await sql('update private.email_settings set lease_seconds = 1');
    const shipment = await contactShipment(desk);
    await moveShipment(desk, shipment.id, 'În tranzit', 'Lyon');
    armKiller(1);
    const pid = own.functionsPid();
    await work();
    expect(killed).toHaveLength(1);
    expect(killed[0]).toContain(`To: ${shipment.recipientEmail}`);
    await expect.poll(() => own.functionsPid()).not.toBe(pid);
    const [left] = await outbox(shipment.id);
    expect(left?.status).toBe('sending');
    expect(killed[0]).toContain(`Message-ID: ${left?.message_id ?? '?'}`);

    // Once its lease is over, the next run finds it: failed, never sent again.
    await expect.poll(async () => (await outbox(shipment.id))[0]?.lease_over).toBe(true);
    mode = 'catcher';
    const next = await work();
    expect([next.status, next.body.sent]).toEqual([200, 0]);
    const [row] = await outbox(shipment.id);
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toMatch(/^interrupted: /);
    await work();
    expect(killed).toHaveLength(1);
    expect(await messagesTo(own.inboxUrl ?? '', shipment.recipientEmail)).toEqual([]);
    await sql('update private.email_settings set lease_seconds = 300');
  });
});

describe('the worker killed while handing over, with more e-mails due than it sends at once', () => {
  it('leaves the e-mails it had not reached claimed and sends them once later; only those it was handing over end interrupted', async () => {
    mode = 'killer';
    await sql('update private.email_settings set lease_seconds = 1');
    const { shipments, rowsOf } = await statusEmails(3 * SEND_PARALLEL);
    // Every lane hands its first row over and waits for an answer that never comes; then the
    // runtime dies.
    armKiller(SEND_PARALLEL);
    const pid = own.functionsPid();
    await work();
    await expect.poll(() => own.functionsPid(), { timeout: 10_000 }).not.toBe(pid);
    const handedOverIds = killed.map(messageIdOf).sort();
    expect(handedOverIds).toHaveLength(SEND_PARALLEL);

    // `sending` are exactly the rows the mail server got, one per lane; every row the lanes had
    // not reached is claimed, its attempt not counted.
    const left = await rowsOf();
    const handedOver = left.filter((row) => row.status === 'sending');
    const notReached = left.filter((row) => row.status === 'claimed');
    expect(handedOver.map((row) => row.message_id).sort()).toEqual(handedOverIds);
    expect(handedOver.every((row) => row.attempts === 1)).toBe(true);
    expect(notReached).toHaveLength(left.length - SEND_PARALLEL);
    expect(notReached.every((row) => row.attempts === 0)).toBe(true);

    // After the lease: the rows handed over fail as interrupted; the others are sent, once.
    await expect
      .poll(async () => (await rowsOf()).every((row) => row.lease_over), { timeout: 10_000 })
      .toBe(true);
    mode = 'catcher';
    const next = await work();
    expect([next.status, next.body.sent]).toEqual([200, notReached.length]);
    await work();
    const after = await rowsOf();
    expect(
      after.filter((row) => row.status === 'failed').map((row) => [row.id, row.last_error]),
    ).toEqual(handedOver.map((row) => [row.id, INTERRUPTED]));
    expect(after.filter((row) => row.status === 'sent').map((row) => row.id)).toEqual(
      notReached.map((row) => row.id),
    );
    for (const [i, shipment] of shipments.entries()) {
      const arrived = await messagesTo(own.inboxUrl ?? '', shipment.recipientEmail);
      const row = left[i];
      expect(
        arrived.map((mail) => `<${mail.MessageID}>`),
        row?.status,
      ).toEqual(row?.status === 'claimed' ? [row.message_id] : []);
    }
    await sql('update private.email_settings set lease_seconds = 300');
  });
});

describe('the mail server took the message, and its answer never came (a timeout after DATA)', () => {
  it('is failed as interrupted at once and never sent again, as an expired lease', async () => {
    mode = 'silent';
    const shipment = await contactShipment(desk);
    await moveShipment(desk, shipment.id, 'În tranzit', 'Lyon');
    const run = await work();
    expect([run.status, run.body.sent, run.body.failed]).toEqual([200, 0, 1]);
    expect(unanswered).toHaveLength(1);
    expect(unanswered[0]).toContain(`To: ${shipment.recipientEmail}`);
    const [row] = await outbox(shipment.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.last_error).toMatch(
      /^interrupted: the mail server stopped answering while it was being given the message; it may have arrived/,
    );

    // The server answers again: still nothing sent a second time.
    mode = 'catcher';
    expect((await work()).body.sent).toBe(0);
    expect(await messagesTo(own.inboxUrl ?? '', shipment.recipientEmail)).toEqual([]);
    expect(unanswered).toHaveLength(1);
    expect((await outbox(shipment.id))[0]?.status).toBe('failed');
  });
});

describe('a worker whose lease ran out while the mail server held its answers', () => {
  it('records the late successes, and neither begins nor sends the rows another run claimed meanwhile', async () => {
    mode = 'held';
    await sql('update private.email_settings set lease_seconds = 1');
    const { shipments, rowsOf } = await statusEmails(2 * SEND_PARALLEL);

    // Run A claims all of them; each lane hands one over and waits for its answer.
    const runA = work();
    await expect.poll(() => holding.length, { timeout: 30_000 }).toBe(SEND_PARALLEL);
    await expect
      .poll(async () => (await rowsOf()).every((row) => row.lease_over), { timeout: 10_000 })
      .toBe(true);
    // Meanwhile another run claims again: those handed over are given up as interrupted, the
    // rest are claimed with new tokens.
    await sql('update private.email_settings set lease_seconds = 300');
    const { data: claimedByB, error } = await nodeSupabaseClient(
      own.apiUrl,
      own.serviceRoleKey,
    ).rpc('claim_outbox_emails', {});
    expect(error).toBeNull();
    const before = await rowsOf();
    const handedOver = before.filter((row) => row.status === 'failed');
    expect(handedOver.map((row) => row.last_error)).toEqual(
      Array<string>(SEND_PARALLEL).fill(INTERRUPTED),
    );
    const takenByB = before.filter((row) => row.status === 'claimed');
    expect(takenByB).toHaveLength(SEND_PARALLEL);
    expect(claimedByB?.map((row) => row.id).sort()).toEqual(takenByB.map((row) => row.id).sort());

    // The mail server answers: run A records its successes, and each lane's next row is B's.
    for (const { answer } of holding) answer();
    const doneA = await runA;
    expect(doneA.status).toBe(200);
    expect(doneA.body).toMatchObject({ sent: SEND_PARALLEL, skipped: SEND_PARALLEL });
    const after = await rowsOf();
    expect(after.filter((row) => row.status === 'sent').map((row) => row.id)).toEqual(
      handedOver.map((row) => row.id),
    );
    expect(after.filter((row) => row.status === 'claimed')).toEqual(takenByB);
    expect(holding.map((held) => messageIdOf(held.message)).sort()).toEqual(
      handedOver.map((row) => row.message_id).sort(),
    );
    for (const shipment of shipments) {
      expect(await messagesTo(own.inboxUrl ?? '', shipment.recipientEmail)).toEqual([]);
    }
    await sql(
      `update private.email_outbox set lease_until = now() - interval '1 second'
        where id = any($1::uuid[])`,
      [takenByB.map((row) => row.id)],
    );
    mode = 'catcher';
    expect((await work()).body.sent).toBe(SEND_PARALLEL);
    for (const [i, shipment] of shipments.entries()) {
      const arrived = await messagesTo(own.inboxUrl ?? '', shipment.recipientEmail);
      expect(arrived).toHaveLength(before[i]?.status === 'claimed' ? 1 : 0);
    }
  });
});
