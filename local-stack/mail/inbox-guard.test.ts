/**
 * What the inbox refuses: a page that rebound its own name to 127.0.0.1 (Host), another site's
 * write (Origin, Sec-Fetch-Site), a message over 10 MB that never declared its size, and a
 * mail's HTML or part run as a script on the inbox's origin.
 */
import http from 'node:http';
import net from 'node:net';

import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { clearInbox, waitForMessageTo } from '../../test-support/inbox';
import { type MailCatcher, startMailCatcher } from './index';

let catcher: MailCatcher;
let port: number;

beforeAll(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  port = Number(new URL(catcher.inboxUrl).port);
});
afterAll(async () => {
  await catcher.close();
});
beforeEach(async () => {
  await clearInbox(catcher.inboxUrl);
});

/** A request with the headers a browser would send; fetch() may not set Host itself. */
function request(
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function sendOne(to = 'ana@example.com') {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: catcher.smtpPort,
    ignoreTLS: true,
  });
  await transport.sendMail({
    from: 'office@firma.example',
    to,
    subject: 'Resetarea parolei',
    text: 'secret-reset-link',
    html: '<p>secret-reset-link</p><script>parent.postMessage(1, "*")</script>',
    attachments: [{ filename: 'x.html', content: '<script>alert(1)</script>' }],
  });
  return waitForMessageTo(catcher.inboxUrl, to);
}

describe('the inbox against DNS rebinding and other sites', () => {
  it('answers only the loopback names it listens on', async () => {
    const message = await sendOne();
    for (const host of ['127.0.0.1', 'localhost', '[::1]', 'LOCALHOST']) {
      const ok = await request('GET', '/api/v1/messages', { host: `${host}:${port}` });
      expect(ok.status, host).toBe(200);
    }
    for (const host of [
      `rebind.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      `localhost.evil.example:${port}`,
      `127.0.0.1:${port + 1}`,
      '127.0.0.1',
      `evil.example@127.0.0.1:${port}`,
    ]) {
      for (const path of [
        '/',
        '/api/v1/messages',
        `/api/v1/message/${message.ID}`,
        '/api/v1/info',
      ]) {
        const refused = await request('GET', path, { host });
        expect(refused, `${host} ${path}`).toEqual({
          status: 403,
          body: `Host "${host.toLowerCase()}" is not this inbox: use http://127.0.0.1:${port}`,
        });
      }
    }
    const cleared = await request('DELETE', '/api/v1/messages', { host: `rebind.example:${port}` });
    expect(cleared.status).toBe(403);
    expect((await waitForMessageTo(catcher.inboxUrl, 'ana@example.com')).ID).toBe(message.ID);
  });

  it("refuses another site's writes, by Origin or Sec-Fetch-Site", async () => {
    const message = await sendOne();
    const host = `127.0.0.1:${port}`;
    const writes: Array<[string, string]> = [
      ['POST', '/clear'],
      ['DELETE', '/api/v1/messages'],
      ['DELETE', '/api/v1/search?query=ana'],
      ['PUT', '/api/v1/messages'],
    ];
    for (const [method, path] of writes) {
      for (const origin of ['http://evil.example', 'null', `http://localhost:${port}`]) {
        const refused = await request(method, path, { host, origin });
        expect(refused, `${method} ${path} from ${origin}`).toEqual({
          status: 403,
          body: `Origin "${origin}" may not change this inbox`,
        });
      }
      const crossSite = await request(method, path, { host, 'sec-fetch-site': 'cross-site' });
      expect(crossSite).toEqual({
        status: 403,
        body: 'a cross-site request may not change this inbox',
      });
    }
    expect((await waitForMessageTo(catcher.inboxUrl, 'ana@example.com')).ID).toBe(message.ID);

    // The inbox page's own "Delete all" form still works.
    const own = await request('POST', '/clear', {
      host,
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(303);
    const list = (await (await fetch(`${catcher.inboxUrl}/api/v1/messages`)).json()) as {
      total: number;
    };
    expect(list.total).toBe(0);
  });

  it("serves a mail's HTML and parts sandboxed: no script runs on the inbox's origin", async () => {
    const message = await sendOne();
    const html = await fetch(`${catcher.inboxUrl}/view/${message.ID}.html`);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none';/);
    expect(await html.text()).toContain('<script>');
    const detail = (await (
      await fetch(`${catcher.inboxUrl}/api/v1/message/${message.ID}`)
    ).json()) as {
      Attachments: Array<{ PartID: string }>;
    };
    const part = await fetch(
      `${catcher.inboxUrl}/api/v1/message/${message.ID}/part/${detail.Attachments[0]?.PartID ?? ''}`,
    );
    expect(part.headers.get('content-type')).toBe('text/html');
    expect(part.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none';/);
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the inbox API', () => {
  it('answers 413 to a body over 64 KB, with its limit', async () => {
    const response = await fetch(`${catcher.inboxUrl}/api/v1/messages`, {
      method: 'PUT',
      body: JSON.stringify({ IDs: Array.from({ length: 10_000 }, (_, i) => `id-${i}`) }),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('the body may be at most 65536 bytes');
  });
});

/** Speaks SMTP by hand: MAIL FROM without SIZE=, then `bytes` of DATA; returns the last reply. */
async function sendUndeclared(bytes: number): Promise<string> {
  const socket = net.connect(catcher.smtpPort, '127.0.0.1');
  let buffered = '';
  const waiters: Array<(line: string) => void> = [];
  socket.on('data', (data: Buffer) => {
    buffered += data.toString('latin1');
    let end: number;
    while ((end = buffered.indexOf('\r\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      // Multi-line replies ("250-…") end at the line with a space after the code.
      if (/^\d{3} /.test(line)) waiters.shift()?.(line);
    }
  });
  const reply = () => new Promise<string>((resolve) => waiters.push(resolve));
  const command = async (line: string) => {
    socket.write(`${line}\r\n`);
    return reply();
  };
  try {
    expect(await reply()).toMatch(/^220 /);
    expect(await command('EHLO test')).toMatch(/^250 /);
    expect(await command('MAIL FROM:<big@example.com>')).toMatch(/^250 /);
    expect(await command('RCPT TO:<big@example.com>')).toMatch(/^250 /);
    expect(await command('DATA')).toMatch(/^354 /);
    socket.write('Subject: big\r\nTo: big@example.com\r\n\r\n');
    const line = `${'x'.repeat(998)}\r\n`;
    const chunk = line.repeat(1024); // about 1 MB
    for (let sent = 0; sent < bytes; sent += chunk.length) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    return await command('.');
  } finally {
    socket.destroy();
  }
}

describe('the SMTP size limit', () => {
  it('refuses a message over 10 MB that declared no SIZE, and keeps nothing of it', async () => {
    const before = (await (await fetch(`${catcher.inboxUrl}/api/v1/info`)).json()) as {
      RuntimeStats: { SMTPRejected: number; SMTPAccepted: number };
    };
    expect(await sendUndeclared(12 * 1024 * 1024)).toMatch(/^552 .*maximum message size/);
    const after = (await (
      await fetch(`${catcher.inboxUrl}/api/v1/info`)
    ).json()) as typeof before & {
      Messages: number;
    };
    expect(after.Messages).toBe(0);
    expect(after.RuntimeStats.SMTPRejected).toBe(before.RuntimeStats.SMTPRejected + 1);
    expect(after.RuntimeStats.SMTPAccepted).toBe(before.RuntimeStats.SMTPAccepted);

    // Just under the limit still goes through.
    expect(await sendUndeclared(9 * 1024 * 1024)).toMatch(/^250 /);
    await waitForMessageTo(catcher.inboxUrl, 'big@example.com');
  }, 30_000); // 21 MB over SMTP: seconds on a busy machine
});
