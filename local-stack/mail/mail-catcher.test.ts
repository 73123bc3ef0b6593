/**
 * The mail catcher over real SMTP (Nodemailer as the sender) and real HTTP: Mailpit's JSON
 * shapes, deleting, the caps (a number of messages, a total size), and an inbox page a hostile
 * mail cannot script.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { clearInbox, messageHeaders, waitForMessageTo } from '../../test-support/inbox';
import { type MailCatcher, startMailCatcher } from './index';

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0, limits: { maxMessages: 5 } });
});
afterAll(async () => {
  await catcher.close();
});
beforeEach(async () => {
  await clearInbox(catcher.inboxUrl);
});

function send(message: SendMailOptions, to = catcher) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: to.smtpPort,
    ignoreTLS: true,
  });
  const options: SendMailOptions = {
    from: { name: 'Admin', address: 'admin@email.com' },
    ...message,
  };
  return transport.sendMail(options);
}

async function json<T>(
  path: string,
  init?: RequestInit,
  from = catcher,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${from.inboxUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

interface Summary {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  tags: string[];
  messages: Array<Record<string, unknown>>;
}

describe('mail catcher', () => {
  it("lists, shows and searches a message in Mailpit's shapes", async () => {
    await send({
      to: 'Ana Pop <ana@example.com>',
      cc: 'boss@example.com',
      subject: 'Resetarea parolei',
      text: 'Salut, Ana',
      html: '<p>Salut, <b>Ana</b></p>',
    });
    const message = await waitForMessageTo(catcher.inboxUrl, 'ana@example.com');
    expect(message).toMatchObject({
      From: { Name: 'Admin', Address: 'admin@email.com' },
      To: [{ Name: 'Ana Pop', Address: 'ana@example.com' }],
      Subject: 'Resetarea parolei',
      Text: 'Salut, Ana',
      HTML: '<p>Salut, <b>Ana</b></p>',
    });

    const list = await json<Summary>('/api/v1/messages');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, count: 1, messages_count: 1, start: 0, tags: [] });
    expect(Object.keys(list.body.messages[0] ?? {}).sort()).toEqual(
      [
        'Attachments',
        'Bcc',
        'Cc',
        'Created',
        'From',
        'ID',
        'MessageID',
        'Read',
        'ReplyTo',
        'Size',
        'Snippet',
        'Subject',
        'Tags',
        'To',
        'Username',
      ].sort(),
    );
    expect(list.body.messages[0]).toMatchObject({
      ID: message.ID,
      Read: true,
      Cc: [{ Name: '', Address: 'boss@example.com' }],
      Snippet: 'Salut, Ana',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const headers = await messageHeaders(catcher.inboxUrl, message.ID);
    expect(headers.Subject).toEqual(['Resetarea parolei']);
    expect(headers.To).toEqual(['Ana Pop <ana@example.com>']);

    const hits = await json<Summary>(
      `/api/v1/search?query=${encodeURIComponent('to:ana@example.com')}`,
    );
    expect(hits.body.messages.map((hit) => hit.ID)).toEqual([message.ID]);
    const misses = await json<Summary>(
      `/api/v1/search?query=${encodeURIComponent('to:other@example.com')}`,
    );
    expect(misses.body).toMatchObject({ total: 1, messages_count: 0, messages: [] });
  });

  it('answers 404 for an unknown message', async () => {
    const response = await fetch(`${catcher.inboxUrl}/api/v1/message/nope`);
    expect(response.status).toBe(404);
  });

  it('deletes the messages named in IDs, or all of them', async () => {
    await send({ to: 'one@example.com', subject: 'one', text: '1' });
    await send({ to: 'two@example.com', subject: 'two', text: '2' });
    const one = await waitForMessageTo(catcher.inboxUrl, 'one@example.com');
    await waitForMessageTo(catcher.inboxUrl, 'two@example.com');

    const response = await fetch(`${catcher.inboxUrl}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [one.ID] }),
    });
    expect(response.status).toBe(200);
    const left = await json<Summary>('/api/v1/messages');
    expect(left.body.messages.map((message) => message.Subject)).toEqual(['two']);

    await clearInbox(catcher.inboxUrl);
    expect((await json<Summary>('/api/v1/messages')).body.total).toBe(0);
  });

  it('keeps only the newest messages beyond its cap', async () => {
    for (let i = 1; i <= 7; i++)
      await send({ to: `n${i}@example.com`, subject: `n${i}`, text: '.' });
    await waitForMessageTo(catcher.inboxUrl, 'n7@example.com');
    const { body } = await json<Summary>('/api/v1/messages');
    expect(body.messages.map((message) => message.Subject)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3']);
  });

  it('shows a hostile mail escaped, its HTML only in a sandboxed frame', async () => {
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await send({
      to: 'victim@example.com',
      subject: `${attack} "quoted"`,
      text: attack,
      html: `<p>hi</p>${attack}<a href="javascript:alert(3)">x</a>"></iframe><script>alert(4)</script>`,
    });
    const message = await waitForMessageTo(catcher.inboxUrl, 'victim@example.com');

    const list = await fetch(`${catcher.inboxUrl}/`);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const listHtml = await list.text();
    expect(listHtml).not.toMatch(/<script|<img/i);
    expect(listHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const page = await (await fetch(`${catcher.inboxUrl}/view/${message.ID}`)).text();
    // The only raw tags are the page's own: no script, no img, exactly one iframe.
    expect(page).not.toMatch(/<script|<img|<a href="javascript/i);
    expect(page.match(/<iframe/g)).toHaveLength(1);
    expect(page).toMatch(/<iframe sandbox="" title="HTML body" srcdoc="[^"]*"><\/iframe>/);
    expect(page).toContain('&lt;/iframe&gt;&lt;script&gt;alert(4)');
  });
});

describe('the total size cap (issue #48)', () => {
  const MB = 2 ** 20;
  let small: MailCatcher;

  beforeAll(async () => {
    // No count limit, so only the size decides.
    small = await startMailCatcher({
      webPort: 0,
      smtpPort: 0,
      limits: { maxMessages: 0, maxBytes: 10 * MB },
    });
  });
  afterAll(async () => {
    await small.close();
  });

  interface Full {
    Subject: string;
    Size: number;
    Text: string;
    HTML: string;
  }

  it('drops the oldest messages once together they hold more than the cap', async () => {
    // About 2 MB of text each: with its source, about 4 MB held.
    const text = `${'x'.repeat(70)}\n`.repeat(30_000);
    for (let i = 1; i <= 10; i++)
      await send({ to: `big${i}@example.com`, subject: `big${i}`, text }, small);
    await waitForMessageTo(small.inboxUrl, 'big10@example.com');

    const { body } = await json<Summary>('/api/v1/messages', undefined, small);
    expect(body.messages.map((message) => message.Subject)).toEqual(['big10', 'big9']);
    let held = 0;
    for (const { ID } of body.messages) {
      const { body: full } = await json<Full>(`/api/v1/message/${String(ID)}`, undefined, small);
      held += full.Size + Buffer.byteLength(full.Text) + Buffer.byteLength(full.HTML);
    }
    expect(held).toBeGreaterThan(6 * MB);
    expect(held).toBeLessThanOrEqual(10 * MB);
    const info = await json<{ RuntimeStats: { MessagesDeleted: number } }>(
      '/api/v1/info',
      undefined,
      small,
    );
    expect(info.body.RuntimeStats.MessagesDeleted).toBe(8);
    // 20 MB through SMTP and the parser: over 5 s on a loaded machine (the soak saw it).
  }, 30_000);

  it('keeps the newest message even when it alone is over the cap', async () => {
    const tiny = await startMailCatcher({
      webPort: 0,
      smtpPort: 0,
      limits: { maxMessages: 0, maxBytes: MB },
    });
    try {
      const text = `${'y'.repeat(70)}\n`.repeat(10_000);
      await send({ to: 'first@example.com', subject: 'first', text: '.' }, tiny);
      await send({ to: 'large@example.com', subject: 'large', text }, tiny);
      await waitForMessageTo(tiny.inboxUrl, 'large@example.com');
      const { body } = await json<Summary>('/api/v1/messages', undefined, tiny);
      expect(body.messages.map((message) => message.Subject)).toEqual(['large']);
    } finally {
      await tiny.close();
    }
  });
});
