/**
 * The catcher's messages, in memory only (as `supabase start`'s Mailpit keeps them until the
 * container goes). A cap keeps a long-running `npm start` from growing without bound.
 */
import { randomBytes } from 'node:crypto';

import type { AddressObject, ParsedMail } from 'mailparser';

export interface MailAddress {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  /** RFC 3339, when the catcher received it. */
  Created: string;
  /** The Date header, RFC 3339. */
  Date: string;
  Size: number;
  Text: string;
  HTML: string;
  Attachments: number;
  /** Header name → values, in the order they came. */
  headers: Record<string, string[]>;
  /** The envelope recipients (RCPT TO), which include Bcc addresses. */
  envelopeTo: string[];
}

export const DEFAULT_MESSAGE_CAP = 1000;

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((object) =>
    object.value.map((entry) => ({ Name: entry.name, Address: entry.address ?? '' })),
  );
}

/** Mailpit's IDs are opaque strings; ours are random and URL-safe. */
function newId(): string {
  return randomBytes(12).toString('base64url');
}

function headerMap(parsed: ParsedMail): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const { key, line } of parsed.headerLines) {
    // headerLines keeps the raw line ("Subject: …"); the value is what follows the first colon.
    const name = line.slice(0, line.indexOf(':')).trim() || key;
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    (map[name] ??= []).push(value);
  }
  return map;
}

export function toStoredMessage(
  parsed: ParsedMail,
  size: number,
  envelopeTo: string[],
): StoredMessage {
  const now = new Date().toISOString();
  const returnPath = parsed.headers.get('return-path');
  return {
    ID: newId(),
    MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    Read: false,
    From: addresses(parsed.from)[0] ?? null,
    To: addresses(parsed.to),
    Cc: addresses(parsed.cc),
    Bcc: addresses(parsed.bcc),
    ReplyTo: addresses(parsed.replyTo),
    ReturnPath: typeof returnPath === 'string' ? returnPath : '',
    Subject: parsed.subject ?? '',
    Created: now,
    Date: parsed.date?.toISOString() ?? now,
    Size: size,
    Text: parsed.text ?? '',
    HTML: typeof parsed.html === 'string' ? parsed.html : '',
    Attachments: parsed.attachments.length,
    headers: headerMap(parsed),
    envelopeTo,
  };
}

export class MessageStore {
  /** Newest first, as Mailpit lists them. */
  private messages: StoredMessage[] = [];

  constructor(private readonly cap = DEFAULT_MESSAGE_CAP) {}

  add(message: StoredMessage): void {
    this.messages.unshift(message);
    if (this.messages.length > this.cap) this.messages.length = this.cap;
  }

  list(): readonly StoredMessage[] {
    return this.messages;
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((message) => message.ID === id);
  }

  delete(ids?: readonly string[]): void {
    if (ids === undefined) this.messages = [];
    else this.messages = this.messages.filter((message) => !ids.includes(message.ID));
  }
}
