/**
 * The worker's mailer (supabase/functions/email-outbox/email/mailer.ts) against servers this file
 * owns: what counts as permanent (SMTP 5xx; an HTTP API's 4xx but 408/429) and what is retried
 * (SMTP 4xx, HTTP 5xx, nobody answering), and what the HTTP API receives: the Message-ID as
 * Idempotency-Key, the one-click headers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  createMailer,
  mailerConfig,
  type OutgoingEmail,
} from '../../supabase/functions/email-outbox/email/mailer.ts';

const EMAIL: OutgoingEmail = {
  from: 'Musterfirma <info@example.com>',
  to: 'client@example.com',
  subject: 'Envoi 1 : En transit',
  html: '<p>x</p>',
  text: 'x',
  messageId: '<id-1@transport-site.invalid>',
  headers: {
    'List-Unsubscribe': '<http://127.0.0.1/functions/v1/email-unsubscribe?token=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** An SMTP server that refuses every recipient with `code`. */
async function refusingSmtp(code: number): Promise<number> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error(`refused ${code}`), { responseCode: code }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.server.address() as AddressInfo).port;
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

async function api(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"x"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`, received };
}

describe('SMTP', () => {
  it('a 5xx refusal is permanent, a 4xx one is retried', async () => {
    for (const [code, permanent] of [
      [550, true],
      [451, false],
    ] as const) {
      const mailer = createMailer({
        kind: 'smtp',
        host: '127.0.0.1',
        port: await refusingSmtp(code),
      });
      const result = await mailer.send(EMAIL);
      mailer.close();
      expect(result).toMatchObject({ ok: false, permanent });
      expect(result.ok ? '' : result.error).toMatch(/^smtp: /);
    }
  });
});

/**
 * An SMTP server that takes the whole message and never answers it (a timeout after DATA):
 * its port, and how many messages it received.
 */
async function silentAfterData(): Promise<{ port: number; received: () => number }> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream) {
      stream.resume();
      stream.on('end', () => (received += 1));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, received: () => received };
}

describe('SMTP, the answer to the message lost', () => {
  it('is interrupted: failed, never retried by itself, as an expired lease', async () => {
    const server = await silentAfterData();
    const mailer = createMailer({
      kind: 'smtp',
      host: '127.0.0.1',
      port: server.port,
      answerTimeoutMs: 500,
    });
    const result = await mailer.send(EMAIL);
    mailer.close();
    expect(server.received()).toBe(1);
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(result.ok ? '' : result.error).toMatch(
      /^interrupted: the mail server stopped answering while it was being given the message; it may have arrived \(smtp: /,
    );
  });

  it('is not what a server that is not there gets: that is retried', async () => {
    const result = await createMailer({ kind: 'smtp', host: '127.0.0.1', port: 1 }).send(EMAIL);
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok ? '' : result.error).toMatch(/^smtp: /);
  });
});

describe('HTTP API', () => {
  it('sends the Message-ID as Idempotency-Key, with the one-click headers', async () => {
    const { url, received } = await api(200);
    const result = await createMailer({ kind: 'api', url, key: 'api-key' }).send(EMAIL);
    expect(result).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['idempotency-key']).toBe(EMAIL.messageId);
    expect(received[0]?.headers.authorization).toBe('Bearer api-key');
    expect(received[0]?.body).toMatchObject({
      from: EMAIL.from,
      to: [EMAIL.to],
      subject: EMAIL.subject,
      headers: { 'Message-ID': EMAIL.messageId, ...EMAIL.headers },
    });
  });

  it.each([
    [422, true],
    [400, true],
    [429, false],
    [408, false],
    [500, false],
    [503, false],
  ])('answer %i: permanent %s', async (status, permanent) => {
    const { url } = await api(status);
    const result = await createMailer({ kind: 'api', url, key: 'k' }).send(EMAIL);
    expect(result).toMatchObject({ ok: false, permanent });
  });

  it('nobody answering is retried', async () => {
    const result = await createMailer({ kind: 'api', url: 'http://127.0.0.1:1/', key: 'k' }).send(
      EMAIL,
    );
    expect(result).toMatchObject({ ok: false, permanent: false });
  });
});

describe('mailerConfig', () => {
  it('takes the API when its URL is set, else SMTP (465 by default), else names what is missing', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(
      mailerConfig(
        env({
          EMAIL_API_URL: 'https://api.example/emails',
          EMAIL_API_KEY: 'k',
          EMAIL_SMTP_HOST: 'h',
        }),
      ),
    ).toEqual({
      kind: 'api',
      url: 'https://api.example/emails',
      key: 'k',
    });
    expect(
      mailerConfig(
        env({ EMAIL_SMTP_HOST: 'smtp.example', EMAIL_SMTP_USER: 'u', EMAIL_SMTP_PASS: 'p' }),
      ),
    ).toEqual({
      kind: 'smtp',
      host: 'smtp.example',
      port: 465,
      user: 'u',
      pass: 'p',
    });
    expect(() => mailerConfig(env({}))).toThrow(/EMAIL_SMTP_HOST/);
    expect(() => mailerConfig(env({ EMAIL_SMTP_HOST: 'h', EMAIL_SMTP_PORT: 'x' }))).toThrow(
      /EMAIL_SMTP_PORT/,
    );
  });
});
