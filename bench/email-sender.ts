/**
 * The "sent straight" side of the e-mail delivery benchmarks (bench/outbox-delivery.ts), run as
 * a child process so that rendering does not share an event loop and a core with the gateway,
 * Auth and the mail catcher, which live in the benchmark's main process (the worker it is
 * compared with runs in the functions runtime's own process too).
 *
 * Protocol: the parent sends a SenderStart; the child sends its `warmup` rows untimed and
 * answers { type: 'ready' }. Then, for each SenderBatch the parent sends, the child renders and
 * sends its rows and answers { type: 'result', ms }. It exits when the parent goes away.
 * The rows are the outbox's own (`OutboxEmail`), so both sides send the very same e-mails.
 */
import { createMailer, SEND_PARALLEL } from '../supabase/functions/email-outbox/email/mailer.ts';
import {
  type OutboxEmail,
  outgoingEmail,
} from '../supabase/functions/email-outbox/email/outbox.ts';

export interface SenderStart {
  type: 'start';
  smtpPort: number;
  apiUrl: string;
  warmup: OutboxEmail[];
}

export interface SenderBatch {
  type: 'batch';
  rows: OutboxEmail[];
}

export type SenderMessage = { type: 'ready' } | { type: 'result'; ms: number };

const FROM = 'Musterfirma Transporte <info@example.com>';

/** Render and send, SEND_PARALLEL at a time, as the worker handles its rows. */
async function sendStraight(start: SenderStart, rows: OutboxEmail[]): Promise<void> {
  const mailer = createMailer({ kind: 'smtp', host: '127.0.0.1', port: start.smtpPort });
  const queue = [...rows];
  try {
    await Promise.all(
      Array.from({ length: SEND_PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const email = await outgoingEmail(next, { from: FROM, supabaseUrl: start.apiUrl });
          const result = await mailer.send(email);
          if (!result.ok) throw new Error(result.error);
        }
      }),
    );
  } finally {
    mailer.close();
  }
}

const send = process.send?.bind(process);
if (send) {
  process.on('disconnect', () => process.exit(0));
  let start: SenderStart | undefined;
  const fail = (error: unknown) => {
    console.error('[email-sender]', error);
    process.exit(1);
  };
  process.on('message', (message: SenderStart | SenderBatch) => {
    if (message.type === 'start') {
      start = message;
      sendStraight(message, message.warmup)
        .then(() => send({ type: 'ready' } satisfies SenderMessage))
        .catch(fail);
      return;
    }
    if (!start) return fail(new Error('a batch before start'));
    const began = performance.now();
    sendStraight(start, message.rows)
      .then(() => send({ type: 'result', ms: performance.now() - began } satisfies SenderMessage))
      .catch(fail);
  });
}
