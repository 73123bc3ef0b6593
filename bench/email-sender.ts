/**
 * The "sent straight" side of the customer e-mail scenario (bench/customer-email.ts), run as a
 * child process so that rendering does not share an event loop and a core with the gateway,
 * Auth and the mail catcher, which live in the benchmark's main process (the worker it is
 * compared with runs in the functions runtime's own process too).
 *
 * Protocol: the parent sends a SenderConfig; the child sends `warmup` untimed and answers
 * { type: 'warm' }; the parent empties the inbox and sends 'go'; the child sends `emails` and
 * answers { type: 'result', ms }, then exits. It exits when the parent goes away.
 * The rows are the outbox's own (`OutboxEmail`), so both sides send the very same e-mails.
 */
import { createMailer, SEND_PARALLEL } from '../supabase/functions/_shared/email/mailer.ts';
import { type OutboxEmail, outgoingEmail } from '../supabase/functions/_shared/email/outbox.ts';

export interface SenderConfig {
  smtpPort: number;
  apiUrl: string;
  warmup: OutboxEmail[];
  emails: OutboxEmail[];
}

export type SenderMessage = { type: 'warm' } | { type: 'result'; ms: number };

const FROM = 'Musterfirma Transporte <info@example.com>';
/** Render and send, SEND_PARALLEL at a time, as the worker handles its rows. */
async function sendStraight(config: SenderConfig, rows: OutboxEmail[]): Promise<void> {
  const mailer = createMailer({ kind: 'smtp', host: '127.0.0.1', port: config.smtpPort });
  const queue = [...rows];
  try {
    await Promise.all(
      Array.from({ length: SEND_PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const email = await outgoingEmail(next, { from: FROM, supabaseUrl: config.apiUrl });
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
  process.once('message', (message: unknown) => {
    const config = message as SenderConfig;
    const run = async () => {
      await sendStraight(config, config.warmup);
      await new Promise<void>((resolve) => {
        process.once('message', () => resolve());
        send({ type: 'warm' } satisfies SenderMessage);
      });
      const start = performance.now();
      await sendStraight(config, config.emails);
      return performance.now() - start;
    };
    run()
      .then((ms) => send({ type: 'result', ms } satisfies SenderMessage, () => process.exit(0)))
      .catch((error: unknown) => {
        console.error('[email-sender]', error);
        process.exit(1);
      });
  });
}
