/** The catcher's SMTP side: smtp-server receives, mailparser parses, the store keeps. */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { type MessageStore, toStoredMessage } from './store';

/** Mailpit's default message size limit is far larger; auth e-mails are a few KB. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export async function startSmtp(
  store: MessageStore,
  port: number,
  log: (line: string) => void,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    // Loopback only, like the CLI's Mailpit: no TLS, any (or no) login accepted.
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    size: MAX_MESSAGE_BYTES,
    banner: 'local mail catcher',
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        simpleParser(raw)
          .then((parsed) => {
            store.add(toStoredMessage(parsed, raw.length, envelopeTo));
            callback();
          })
          .catch((error: unknown) => {
            log(`[mail] could not parse a message: ${String(error)}`);
            callback(error instanceof Error ? error : new Error(String(error)));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log(`[mail] smtp: ${error.message}`));
  const address = server.server.address();
  const bound = address && typeof address === 'object' ? address.port : port;
  return { port: bound, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
