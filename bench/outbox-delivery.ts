/**
 * The two sides every e-mail delivery benchmark compares (issues #26, #36): the outbox drained
 * by the email-outbox worker as pg_cron would call it, and the very same rows rendered and sent
 * straight by the same mailer code in a child process (bench/email-sender.ts). Plus the local
 * inbox's count, to check that every e-mail arrived.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { RunningStack } from '../local-stack/stack';
import type { OutboxEmail } from '../supabase/functions/email-outbox/email/outbox.ts';
import type { SenderBatch, SenderMessage, SenderStart } from './email-sender';
import { withDb } from './support';

const SENDER = fileURLToPath(new URL('./email-sender.ts', import.meta.url));

async function inboxTotal(inboxUrl: string): Promise<number> {
  const response = await fetch(`${inboxUrl}/api/v1/messages?limit=1`);
  return ((await response.json()) as { total: number }).total;
}

/**
 * The inbox's count once it holds `expected` messages, or what it holds after a minute: the
 * catcher stores a message after answering its DATA, so the count can trail the last send.
 */
async function arrived(inboxUrl: string, expected: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  let total = await inboxTotal(inboxUrl);
  while (total < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    total = await inboxTotal(inboxUrl);
  }
  return total;
}

async function clearInbox(inboxUrl: string): Promise<void> {
  await fetch(`${inboxUrl}/api/v1/messages`, { method: 'DELETE' });
}

async function queuedLeft(stack: RunningStack): Promise<number> {
  return withDb(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from private.email_outbox
        where status in ('claimed', 'sending') or (status = 'queued' and next_attempt_at <= now())`,
    );
    return rows[0]?.n ?? 0;
  });
}

/** Runs the worker as pg_cron would, back to back, until nothing due is left in the outbox. */
async function drainOutbox(stack: RunningStack): Promise<void> {
  for (let run = 0; run < 100; run += 1) {
    const response = await fetch(`${stack.apiUrl}/functions/v1/email-outbox`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`email-outbox: ${response.status} ${body}`);
    if ((await queuedLeft(stack)) === 0) return;
  }
  throw new Error('the outbox did not drain in 100 runs');
}

/** The straight side: a child process that renders and sends batches of rows on demand. */
async function startStraightSender(stack: RunningStack, warmup: OutboxEmail[]) {
  const child = fork(SENDER, [], {
    execArgv: process.execArgv, // tsx's loader, so the child runs TypeScript too
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let waiting:
    { resolve: (message: SenderMessage) => void; reject: (error: Error) => void } | undefined;
  child.on('message', (message: SenderMessage) => waiting?.resolve(message));
  const failed = (error: Error) => waiting?.reject(error);
  child.once('error', failed);
  child.once('exit', (code) => failed(new Error(`email sender exited with code ${code}`)));
  const ask = (message: SenderStart | SenderBatch) =>
    new Promise<SenderMessage>((resolve, reject) => {
      waiting = { resolve, reject };
      child.send(message);
    });
  await ask({ type: 'start', smtpPort: stack.smtpPort ?? 0, apiUrl: stack.apiUrl, warmup });
  return {
    /** Milliseconds to render and send `rows`. */
    send: async (rows: OutboxEmail[]): Promise<number> => {
      const answer = await ask({ type: 'batch', rows });
      if (answer.type !== 'result') throw new Error('email sender: no result');
      return answer.ms;
    },
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

export interface DeliveryComparison {
  straightMs: number;
  queuedMs: number;
  straightArrived: number;
  queuedArrived: number;
}

/**
 * The same e-mails delivered both ways, in two halves in the order straight, queued, queued,
 * straight (ABBA), so that the machine getting busier or calmer during the run, and whichever
 * side goes first, weigh on both sides alike. `queueHalf(i)` makes half i's rows due in the
 * outbox; `straightRows[i]` are the same e-mails as rows for the straight side. Both sides are
 * warmed up first (`warmup`: rows for the straight side; `queueWarmup` queues as many).
 */
export async function compareDelivery(
  stack: RunningStack,
  inboxUrl: string,
  sides: {
    warmup: OutboxEmail[];
    queueWarmup: () => Promise<void>;
    straightRows: [OutboxEmail[], OutboxEmail[]];
    queueHalf: (half: 0 | 1) => Promise<void>;
  },
): Promise<DeliveryComparison> {
  await sides.queueWarmup();
  await drainOutbox(stack);
  const sender = await startStraightSender(stack, sides.warmup);
  await clearInbox(inboxUrl);
  const result: DeliveryComparison = {
    straightMs: 0,
    queuedMs: 0,
    straightArrived: 0,
    queuedArrived: 0,
  };
  const straight = async (half: 0 | 1) => {
    result.straightMs += await sender.send(sides.straightRows[half]);
    result.straightArrived += await arrived(inboxUrl, sides.straightRows[half].length);
    await clearInbox(inboxUrl);
  };
  const queued = async (half: 0 | 1) => {
    await sides.queueHalf(half);
    const start = performance.now();
    await drainOutbox(stack);
    result.queuedMs += performance.now() - start;
    result.queuedArrived += await arrived(inboxUrl, sides.straightRows[half].length);
    await clearInbox(inboxUrl);
  };
  try {
    await straight(0);
    await queued(0);
    await queued(1);
    await straight(1);
  } finally {
    sender.stop();
  }
  return result;
}
