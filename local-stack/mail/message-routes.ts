/**
 * Mailpit's routes for one message (`{ID}` may be `latest`): the message, its headers, its
 * source, one part, and the bare text or HTML body under `/view/{ID}.txt|.html`.
 */
import type http from 'node:http';

import { simpleParser } from 'mailparser';

import { fullMessage } from './api';
import { json, mailContent, text } from './respond';
import { type MessageStore, partIdOf, type StoredMessage } from './store';

/** A part's bytes, read back out of the source (parts are not kept twice in memory). */
async function partOf(message: StoredMessage, partId: string) {
  const parsed = await simpleParser(message.raw);
  return parsed.attachments.find((attachment) => partIdOf(attachment) === partId);
}

/** The part's file name as Mailpit puts it in Content-Disposition, percent-encoded. */
function dispositionOf(fileName: string): string {
  return `inline; filename="${encodeURIComponent(fileName)}"`;
}

/** The HTML with its `cid:` links pointing at the parts' URLs, as Mailpit's linkInlineImages. */
function linkInlineImages(message: StoredMessage): string {
  const urls = new Map(
    [...message.Inline, ...message.Attachments]
      .filter((part) => part.ContentID !== '')
      .map((part) => [
        part.ContentID.toLowerCase(),
        `/api/v1/message/${encodeURIComponent(message.ID)}/part/${part.PartID}`,
      ]),
  );
  return message.HTML.replace(
    /(=["']?)cid:([^"'\s/>;]+)(?=["'\s/>;])/gi,
    (link, prefix: string, id: string) => {
      const url = urls.get(id.toLowerCase());
      return url ? `${prefix}${url}` : link;
    },
  );
}

const API = /^\/api\/v1\/message\/([^/]+)(?:\/(headers|raw)|\/part\/([^/]+))?$/;
const VIEW = /^\/view\/([^/.]+)\.(txt|html)$/;

export async function messageRoute(
  store: MessageStore,
  path: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<boolean> {
  if ((req.method ?? 'GET') !== 'GET') return false;
  const api = API.exec(path);
  const view = api ? null : VIEW.exec(path);
  if (!api && !view) return false;
  const message = store.get(decodeURIComponent((api ?? view)?.[1] ?? ''));
  if (!message) {
    text(res, 404, 'message not found');
    return true;
  }
  if (view) {
    if (view[2] === 'txt') text(res, 200, message.Text);
    else if (message.HTML === '') text(res, 404, 'This message does not contain a HTML part');
    else mailContent(res, 'text/html; charset=utf-8', linkInlineImages(message));
    return true;
  }
  const [, , sub, partId] = api ?? [];
  if (sub === 'headers') json(res, 200, message.headers);
  else if (sub === 'raw')
    text(res, 200, message.raw); // the bytes as they came
  else if (partId !== undefined) {
    const part = await partOf(message, decodeURIComponent(partId));
    if (!part) text(res, 404, 'part not found');
    else {
      mailContent(res, part.contentType, part.content, {
        'Content-Disposition': dispositionOf(part.filename ?? part.cid ?? ''),
      });
    }
  } else {
    message.Read = true;
    json(res, 200, fullMessage(message));
  }
  return true;
}
