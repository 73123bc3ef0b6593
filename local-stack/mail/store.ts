/**
 * The catcher's messages, in memory only (as `supabase start`'s Mailpit keeps them until the
 * container goes). Two caps keep a long-running `npm start` from growing without bound: a number
 * of messages and a total size, the oldest dropped first (Mailpit's `--max`).
 */
import { createHash, randomBytes } from 'node:crypto';

import type { AddressObject, Attachment, ParsedMail } from 'mailparser';

interface MailAddress {
  Name: string;
  Address: string;
}

/** A MIME part that is not the message body, as Mailpit lists it (its Attachment struct). */
interface StoredPart {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
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
  /** Parts with `Content-Disposition: attachment` (or none at all). */
  Attachments: StoredPart[];
  /** Parts shown inside the HTML (`inline`, or with a Content-ID in `multipart/related`). */
  Inline: StoredPart[];
  /** The SMTP login, if the sender gave one. */
  Username: string;
  /** Header name → values, in the order they came. */
  headers: Record<string, string[]>;
  /** The envelope recipients (RCPT TO), which include Bcc addresses. */
  envelopeTo: string[];
  /** The message as it came over SMTP: `/raw` answers it, parts are read back out of it. */
  raw: Buffer;
}

/**
 * How much the inbox keeps; 0 is no limit. Beyond either, the oldest messages go first, as
 * Mailpit prunes beyond `--max` (MP_MAX_MESSAGES); the newest message always stays.
 */
export interface InboxLimits {
  /** Mailpit's `--max`, with its default. */
  maxMessages: number;
  /**
   * The messages together, each with its source and its decoded text and HTML (what the inbox
   * holds in memory; Mailpit keeps them on disk and has no such limit).
   */
  maxBytes: number;
}

export const DEFAULT_INBOX_LIMITS: InboxLimits = {
  maxMessages: 500,
  maxBytes: 100 * 1024 * 1024,
};

/** What a message takes in memory: its source, its text and its HTML. */
function heldBytes(message: StoredMessage): number {
  return message.raw.length + Buffer.byteLength(message.Text) + Buffer.byteLength(message.HTML);
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((object) =>
    object.value.map((entry) => ({ Name: entry.name, Address: entry.address ?? '' })),
  );
}

/**
 * Envelope recipients that no To, Cc or Bcc header names are Bcc recipients: Mailpit adds them
 * to the message's Bcc (axllent/mailpit internal/smtpd/main.go), so a test can see them.
 */
function bccFromEnvelope(
  headerRecipients: readonly MailAddress[],
  envelopeTo: readonly string[],
): MailAddress[] {
  const named = new Set(headerRecipients.map((entry) => entry.Address.toLowerCase()));
  return [...new Set(envelopeTo.map((address) => address.toLowerCase()))]
    .filter((address) => !named.has(address))
    .map((address) => ({ Name: '', Address: address }));
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

/** A part's ID as Mailpit (enmime) numbers it: IMAP style, `1` for a message that is one part. */
export function partIdOf(attachment: Attachment): string {
  return attachment.partId ?? '1';
}

function storedPart(attachment: Attachment): StoredPart {
  const digest = (algorithm: string) =>
    createHash(algorithm).update(attachment.content).digest('hex');
  return {
    PartID: partIdOf(attachment),
    FileName: attachment.filename ?? '',
    ContentType: attachment.contentType,
    ContentID: attachment.cid ?? '',
    Size: attachment.size,
    Checksums: { MD5: digest('md5'), SHA1: digest('sha1'), SHA256: digest('sha256') },
  };
}

const isInline = (attachment: Attachment) =>
  attachment.related === true || attachment.contentDisposition === 'inline';

export function toStoredMessage(
  parsed: ParsedMail,
  raw: Buffer,
  envelopeTo: string[],
  username = '',
): StoredMessage {
  const now = new Date().toISOString();
  const returnPath = parsed.headers.get('return-path');
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const bcc = addresses(parsed.bcc);
  return {
    ID: newId(),
    MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    Read: false,
    From: addresses(parsed.from)[0] ?? null,
    To: to,
    Cc: cc,
    Bcc: [...bcc, ...bccFromEnvelope([...to, ...cc, ...bcc], envelopeTo)],
    ReplyTo: addresses(parsed.replyTo),
    ReturnPath: typeof returnPath === 'string' ? returnPath : '',
    Subject: parsed.subject ?? '',
    Created: now,
    Date: parsed.date?.toISOString() ?? now,
    Size: raw.length,
    Text: parsed.text ?? '',
    HTML: typeof parsed.html === 'string' ? parsed.html : '',
    Attachments: parsed.attachments.filter((part) => !isInline(part)).map(storedPart),
    Inline: parsed.attachments.filter(isInline).map(storedPart),
    Username: username,
    headers: headerMap(parsed),
    envelopeTo,
    raw,
  };
}

/** Counters for `/api/v1/info` (Mailpit's RuntimeStats), since the catcher started. */
export interface CatcherStats {
  startedAt: number;
  accepted: number;
  acceptedSize: number;
  rejected: number;
  deleted: number;
}

export class MessageStore {
  /** Newest first, as Mailpit lists them. */
  private messages: StoredMessage[] = [];

  readonly stats: CatcherStats = {
    startedAt: Date.now(),
    accepted: 0,
    acceptedSize: 0,
    rejected: 0,
    deleted: 0,
  };

  /** heldBytes of every message kept. */
  private held = 0;

  constructor(private readonly limits: InboxLimits = DEFAULT_INBOX_LIMITS) {}

  add(message: StoredMessage): void {
    this.stats.accepted += 1;
    this.stats.acceptedSize += message.Size;
    this.messages.unshift(message);
    this.held += heldBytes(message);
    this.prune();
  }

  /** The oldest first, while over a limit; counted as deleted, as Mailpit counts its pruning. */
  private prune(): void {
    const { maxMessages, maxBytes } = this.limits;
    const over = () =>
      (maxMessages > 0 && this.messages.length > maxMessages) ||
      (maxBytes > 0 && this.held > maxBytes);
    while (this.messages.length > 1 && over()) {
      const oldest = this.messages.pop();
      if (oldest) this.held -= heldBytes(oldest);
      this.stats.deleted += 1;
    }
  }

  list(): readonly StoredMessage[] {
    return this.messages;
  }

  /** One message by ID, or the newest for Mailpit's `latest`. */
  get(id: string): StoredMessage | undefined {
    if (id === 'latest') return this.messages[0];
    return this.messages.find((message) => message.ID === id);
  }

  /** Deletes the given messages, or all of them. */
  delete(ids?: readonly string[]): void {
    const keep =
      ids === undefined ? [] : this.messages.filter((message) => !ids.includes(message.ID));
    this.stats.deleted += this.messages.length - keep.length;
    this.messages = keep;
    this.held = keep.reduce((total, message) => total + heldBytes(message), 0);
  }
}
