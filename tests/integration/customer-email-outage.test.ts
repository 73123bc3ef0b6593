/**
 * Nothing lost, nothing twice (issue #26, item 5), on a stack of its own whose worker reaches
 * SMTP through a switch this file owns: the real mail catcher, a server that hangs up on every
 * connection (the mail server is down), one that takes the message and then kills the
 * functions runtime before it answers (the worker dies between sending and marking), or one
 * that takes the message and never answers it (a timeout after DATA).
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient, type ProjectClient } from '../../scripts/node-supabase-client';
import { withClient } from '../../supabase/local/database';
import { type RunningStack, startStack } from '../../supabase/local/stack';
import { messagesTo } from '../support/inbox';
import { contactShipment } from './customer-email';
import { moveShipment, runWorker } from './email-worker';

type Mode = 'down' | 'catcher' | 'killer' | 'silent';

let mode: Mode = 'down';
let root: string;
let own: RunningStack;
let desk: ProjectClient;
let proxy: net.Server;
let killer: SMTPServer;
let killerPort = 0;
let silent: SMTPServer;
let silentPort = 0;
/** What the silent server received (and never answered). */
const unanswered: string[] = [];
/** The worker's wait for an SMTP answer (EMAIL_SMTP_ANSWER_TIMEOUT_MS), short for the test. */
const ANSWER_TIMEOUT_MS = 3_000;
/** What the killing server received before it killed the runtime. */
const killed: string[] = [];

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
    const port = { catcher: own.smtpPort ?? 0, killer: killerPort, silent: silentPort }[mode];
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
        if (pid) process.kill(pid, 'SIGKILL');
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

describe('the worker killed between sending and marking', () => {
  it('sends no second copy; the row is failed as interrupted', async () => {
    mode = 'killer';
    await sql('update private.email_settings set lease_seconds = 1');
    const shipment = await contactShipment(desk);
    await moveShipment(desk, shipment.id, 'În tranzit', 'Lyon');
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
