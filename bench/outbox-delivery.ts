/**
 * The two sides every e-mail delivery benchmark compares (issues #26, #36): the outbox drained
 * by the email-outbox worker as pg_cron would call it, and the very same rows rendered and sent
 * straight by the same mailer code in a child process (bench/email-sender.ts). Plus the local
 * inbox's count, to check that every e-mail arrived.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { RunningStack } from '../local-stack/stack';
import type { OutboxEmail } from '../supabase/functions/_shared/email/outbox.ts';
import type { SenderConfig, SenderMessage } from './email-sender';
import { withDb } from './support';

const SENDER = fileURLToPath(new URL('./email-sender.ts', import.meta.url));

export async function inboxTotal(inboxUrl: string): Promise<number> {
  const response = await fetch(`${inboxUrl}/api/v1/messages?limit=1`);
  return ((await response.json()) as { total: number }).total;
}

export async function clearInbox(inboxUrl: string): Promise<void> {
  await fetch(`${inboxUrl}/api/v1/messages`, { method: 'DELETE' });
}

async function queuedLeft(stack: RunningStack): Promise<number> {
  return withDb(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from private.email_outbox where status in ('queued', 'claimed', 'sending')`,
    );
    return rows[0]?.n ?? 0;
  });
}

/** Runs the worker as pg_cron would, back to back, until the outbox has nothing left. */
export async function drainOutbox(stack: RunningStack): Promise<void> {
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

/**
 * `emails` rendered and sent straight by the same mailer, in a child process, after `warmup`
 * (untimed; the inbox is emptied in between). Returns the milliseconds of `emails`.
 */
export async function sendStraight(
  stack: RunningStack,
  inboxUrl: string,
  rows: { warmup: OutboxEmail[]; emails: OutboxEmail[] },
): Promise<number> {
  const child = fork(SENDER, [], {
    execArgv: process.execArgv, // tsx's loader, so the child runs TypeScript too
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      child.on('message', (message: SenderMessage) => {
        if (message.type === 'warm') {
          clearInbox(inboxUrl).then(() => child.send('go'), reject);
          return;
        }
        resolve(message.ms);
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`email sender exited with code ${code}`)));
      const config: SenderConfig = {
        smtpPort: stack.smtpPort ?? 0,
        apiUrl: stack.apiUrl,
        ...rows,
      };
      child.send(config);
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
