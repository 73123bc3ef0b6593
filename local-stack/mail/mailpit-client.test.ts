/**
 * A Mailpit client from npm (`mailpit-api`) against the catcher: every call a test suite makes
 * answers with Mailpit's shapes (axllent/mailpit server/ui/api/v1/swagger.json).
 */
import { createHash } from 'node:crypto';

import { MailpitClient } from 'mailpit-api';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type MailCatcher, startMailCatcher } from './index';

let catcher: MailCatcher;
let mailpit: MailpitClient;

beforeAll(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  mailpit = new MailpitClient(catcher.inboxUrl);
});
afterAll(async () => {
  await catcher.close();
});
beforeEach(async () => {
  await mailpit.deleteMessages();
});

function send(message: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: catcher.smtpPort,
    ignoreTLS: true,
  });
  return transport.sendMail({ from: 'Firma <office@firma.example>', ...message });
}

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
// A 1×1 PNG, the smallest real image to embed.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function sendWithParts() {
  await send({
    to: 'Ana Pop <ana@example.com>',
    bcc: 'hidden@example.com',
    subject: 'Factura 17',
    text: 'Factura este atașată.',
    html: '<p>Factura <img src="cid:logo@firma"></p>',
    headers: {
      'List-Unsubscribe': '<https://firma.example/u?t=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: [
      { filename: 'factura.txt', content: 'total 100 lei', contentType: 'text/plain' },
      { filename: 'logo.png', content: PIXEL, cid: 'logo@firma' },
    ],
  });
  return mailpit.waitForMessage({ query: 'to:ana@example.com' }, { interval: 25 });
}

describe('a Mailpit client from npm against the catcher', () => {
  it('reads a message with its Bcc from the envelope, its attachments and inline parts', async () => {
    const message = await sendWithParts();
    expect(message.Bcc).toEqual([{ Name: '', Address: 'hidden@example.com' }]);
    expect(message.To).toEqual([{ Name: 'Ana Pop', Address: 'ana@example.com' }]);
    expect(message.Attachments).toEqual([
      {
        PartID: '2',
        FileName: 'factura.txt',
        ContentType: 'text/plain',
        ContentID: '',
        Size: 13,
        Checksums: {
          MD5: createHash('md5').update('total 100 lei').digest('hex'),
          SHA1: createHash('sha1').update('total 100 lei').digest('hex'),
          SHA256: sha256('total 100 lei'),
        },
      },
    ]);
    expect(message.Inline).toEqual([
      expect.objectContaining({
        FileName: 'logo.png',
        ContentType: 'image/png',
        ContentID: 'logo@firma',
        Size: PIXEL.length,
      }),
    ]);
    expect(message.ListUnsubscribe).toEqual({
      Header: '<https://firma.example/u?t=1>',
      HeaderPost: 'List-Unsubscribe=One-Click',
      Links: ['https://firma.example/u?t=1'],
      Errors: '',
    });

    const [attachment] = message.Attachments;
    const blob = await mailpit.getMessageAttachment(message.ID, attachment?.PartID ?? '');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('total 100 lei');
    const inline = await mailpit.getMessageAttachment(message.ID, message.Inline[0]?.PartID ?? '');
    expect(sha256(Buffer.from(await inline.arrayBuffer()))).toBe(sha256(PIXEL));
    await expect(mailpit.getMessageAttachment(message.ID, '9.9')).rejects.toThrow(
      'Mailpit API Error: 404',
    );

    const { messages } = await mailpit.listMessages();
    expect(messages).toEqual([
      expect.objectContaining({ ID: message.ID, Attachments: 1, Bcc: message.Bcc }),
    ]);
  });

  it('answers the source and the bare text and HTML bodies', async () => {
    const message = await sendWithParts();
    const source = await mailpit.getMessageSource(message.ID);
    expect(source).toMatch(/^Subject: Factura 17\r$/m);
    expect(source).toContain('Content-Disposition: attachment; filename=factura.txt');
    expect(source).not.toMatch(/^Bcc:/im);
    expect(await mailpit.getMessageSource()).toBe(source);

    expect(await mailpit.renderMessageText(message.ID)).toBe('Factura este atașată.');
    expect(message.HTML).toBe('<p>Factura <img src="cid:logo@firma"></p>');
    // As Mailpit does, the bare HTML points its cid: links at the parts.
    const inline = `/api/v1/message/${message.ID}/part/${message.Inline[0]?.PartID ?? ''}`;
    expect(await mailpit.renderMessageHTML('latest')).toBe(`<p>Factura <img src="${inline}"></p>`);
    await expect(mailpit.renderMessageText('nope')).rejects.toThrow('Mailpit API Error: 404');
  });

  it('tells its information and counts what it took and deleted', async () => {
    const before = await mailpit.getInfo();
    await send({ to: 'one@example.com', subject: 'one', text: '1' });
    await mailpit.waitForMessage({ query: 'to:one@example.com' }, { interval: 25 });
    const info = await mailpit.getInfo();
    expect(info).toMatchObject({ Messages: 1, Unread: 0, Tags: {}, Version: 'local-catcher' });
    expect(info.RuntimeStats.SMTPAccepted).toBe(before.RuntimeStats.SMTPAccepted + 1);
    expect(info.RuntimeStats.Memory).toBeGreaterThan(0);
    await mailpit.deleteMessages();
    expect((await mailpit.getInfo()).RuntimeStats.MessagesDeleted).toBe(
      before.RuntimeStats.MessagesDeleted + 1,
    );
  });

  it('sets the read status of some, matching or all messages', async () => {
    await send({ to: 'a@example.com', subject: 'alpha', text: 'a' });
    await send({ to: 'b@example.com', subject: 'beta', text: 'b' });
    await mailpit.waitForMessages({ count: 2 }, { interval: 25 });
    const unread = async () =>
      (await mailpit.searchMessages({ query: 'is:unread' })).messages.map((m) => m.Subject).sort();

    expect(await unread()).toEqual(['alpha', 'beta']);
    expect(await mailpit.setReadStatus({ Read: true })).toBe('ok');
    expect(await unread()).toEqual([]);
    await mailpit.setReadStatus({ Search: 'subject:alpha', Read: false });
    expect(await unread()).toEqual(['alpha']);
    const beta = (await mailpit.searchMessages({ query: 'subject:beta' })).messages[0];
    await mailpit.setReadStatus({ IDs: [beta?.ID ?? ''], Read: false });
    expect(await unread()).toEqual(['alpha', 'beta']);
    expect((await mailpit.listMessages()).unread).toBe(2);
    await expect(
      mailpit.setReadStatus({ IDs: [beta?.ID ?? ''], Search: 'beta', Read: true }),
    ).rejects.toThrow('You may specify either IDs or a search query, not both');
  });

  it('deletes the messages a search matches, and only those', async () => {
    await send({ to: 'keep@example.com', subject: 'keep', text: 'k' });
    await send({ to: 'drop@example.com', subject: 'drop', text: 'd' });
    await mailpit.waitForMessages({ count: 2 }, { interval: 25 });
    expect(await mailpit.deleteMessagesBySearch({ query: 'to:drop@example.com' })).toBe('ok');
    const { messages, total } = await mailpit.listMessages();
    expect(total).toBe(1);
    expect(messages.map((message) => message.Subject)).toEqual(['keep']);
    await expect(mailpit.deleteMessagesBySearch({ query: ' ' })).rejects.toThrow(
      'Error: no search query',
    );
  });
});
