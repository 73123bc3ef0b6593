/**
 * The "sent straight" side of the customer e-mail scenario (bench/customer-email.ts), run as a
 * child process so that rendering does not share an event loop and a core with the gateway,
 * Auth and the mail catcher, which live in the benchmark's main process (the worker it is
 * compared with runs in the functions runtime's own process too).
 *
 * Protocol: the parent sends a SenderConfig; the child sends `warmupEmails` untimed and
 * answers { type: 'warm' }; the parent empties the inbox and sends 'go'; the child sends
 * `emails` and answers { type: 'result', ms }, then exits. It exits when the parent goes away.
 */
import { createMailer, SEND_PARALLEL } from '../supabase/functions/_shared/email/mailer.ts';
import { type OutboxEmail, outgoingEmail } from '../supabase/functions/_shared/email/outbox.ts';

export interface SenderConfig {
  smtpPort: number;
  apiUrl: string;
  warmupEmails: number;
  emails: number;
  languages: string[];
}

export type SenderMessage = { type: 'warm' } | { type: 'result'; ms: number };

const FROM = 'Musterfirma Transporte <info@example.com>';
const TOKEN = 'x'.repeat(43);

/** The rows the outbox would hand out for the same e-mails (bench/customer-email.ts queues). */
function rows(count: number, label: string, languages: string[]): OutboxEmail[] {
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      kind: 'status',
      party: 'recipient',
      language: languages[i % languages.length] ?? 'en',
      to_address: `${label}-${i}@example.com`,
      message_id: `<${label}-${i}@transport-site.invalid>`,
      payload: {
        tracking_number: '482913',
        status: 'În tranzit',
        location: 'Lyon',
        at: new Date().toISOString(),
        expected_from: '2026-12-01',
        expected_to: '2026-12-03',
      },
      unsubscribe_token: TOKEN,
      unsubscribe_url: `http://127.0.0.1:5173/en/unsubscribe?token=${TOKEN}`,
      site_url: 'http://127.0.0.1:5173',
      attempts: 0,
      claim_token: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
    };
  });
}

/** Render and send, SEND_PARALLEL at a time, as the worker handles its rows. */
async function sendStraight(config: SenderConfig, count: number, label: string): Promise<void> {
  const mailer = createMailer({ kind: 'smtp', host: '127.0.0.1', port: config.smtpPort });
  const queue = rows(count, label, config.languages);
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
      await sendStraight(config, config.warmupEmails, 'warm-straight');
      await new Promise<void>((resolve) => {
        process.once('message', () => resolve());
        send({ type: 'warm' } satisfies SenderMessage);
      });
      const start = performance.now();
      await sendStraight(config, config.emails, 'straight');
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
