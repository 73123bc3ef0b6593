/** The catcher's SMTP side: smtp-server receives, mailparser parses, the store keeps. */
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

import { type MessageStore, toStoredMessage } from './store';

/** Mailpit's default message size limit is far larger; auth e-mails are a few KB. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** SMTP's "exceeded storage allocation" (RFC 5321), what smtp-server answers a declared SIZE with. */
function tooLarge(): Error {
  const error = new Error(
    `Message exceeds fixed maximum message size (${MAX_MESSAGE_BYTES} bytes)`,
  );
  return Object.assign(error, { responseCode: 552 });
}

/**
 * The message's bytes, or null once it is over the limit. `size` only checks the SIZE a client
 * declares in MAIL FROM; one that declares none is counted here as it streams (smtp-server's
 * `sizeExceeded`), and its chunks are dropped from then on, so memory stays at the limit.
 */
function collect(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] | null = [];
    stream.on('data', (chunk: Buffer) => {
      if (stream.sizeExceeded) chunks = null;
      else chunks?.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded || !chunks ? null : Buffer.concat(chunks)));
  });
}

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
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? '' }),
    size: MAX_MESSAGE_BYTES,
    banner: 'local mail catcher',
    logger: false,
    onData(stream, session, callback) {
      collect(stream)
        .then(async (raw) => {
          if (!raw) {
            store.stats.rejected += 1;
            throw tooLarge();
          }
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const user = typeof session.user === 'string' ? session.user : '';
          // Mailpit keeps `cid:` links in the HTML; /view/{ID}.html points them at the parts.
          const parsed = await simpleParser(raw, { keepCidLinks: true });
          store.add(toStoredMessage(parsed, raw, envelopeTo, user));
          callback();
        })
        .catch((error: unknown) => {
          log(`[mail] refused a message: ${String(error)}`);
          callback(error instanceof Error ? error : new Error(String(error)));
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
