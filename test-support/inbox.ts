/**
 * Reading the local mail catcher through its Mailpit-compatible API, for integration, component
 * and browser tests. Works against a real Mailpit (`supabase start`) as well.
 */

interface InboxAddress {
  Name: string;
  Address: string;
}

export interface InboxMessage {
  ID: string;
  MessageID: string;
  From: InboxAddress | null;
  To: InboxAddress[];
  Subject: string;
  Date: string;
  Text: string;
  HTML: string;
}

interface MessagesSummary {
  messages: Array<{ ID: string; To: InboxAddress[]; Subject: string; Created: string }>;
}

export interface WaitOptions {
  /** Give up after this long. Default 10 s. */
  timeoutMs?: number;
  /** Only messages received after this moment (e.g. the request's start). */
  since?: Date;
  /** Only messages whose subject starts with this. */
  subject?: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The newest message to `address` (received after `since`, with a subject starting so), or null. */
export async function latestMessageTo(
  inboxUrl: string,
  address: string,
  since?: Date,
  subject?: string,
): Promise<InboxMessage | null> {
  const query = encodeURIComponent(`to:"${address}"`);
  const { messages } = await getJson<MessagesSummary>(`${inboxUrl}/api/v1/search?query=${query}`);
  const wanted = address.toLowerCase();
  const found = messages.find(
    (message) =>
      message.To.some((to) => to.Address.toLowerCase() === wanted) &&
      (!since || new Date(message.Created) >= since) &&
      (!subject || message.Subject.startsWith(subject)),
  );
  return found ? getJson<InboxMessage>(`${inboxUrl}/api/v1/message/${found.ID}`) : null;
}

/** Polls until a message to `address` arrives; fails with a clear message after the timeout. */
export async function waitForMessageTo(
  inboxUrl: string,
  address: string,
  { timeoutMs = 10_000, since, subject }: WaitOptions = {},
): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    const message = await latestMessageTo(inboxUrl, address, since, subject);
    if (message) return message;
    if (Date.now() > deadline) {
      throw new Error(`no e-mail to ${address} arrived within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Headers of a message, name → values (Mailpit's /headers). */
export async function messageHeaders(
  inboxUrl: string,
  id: string,
): Promise<Record<string, string[]>> {
  return getJson(`${inboxUrl}/api/v1/message/${id}/headers`);
}

/** Deletes every message. */
export async function clearInbox(inboxUrl: string): Promise<void> {
  const response = await fetch(`${inboxUrl}/api/v1/messages`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE messages: ${response.status}`);
}

/** The first link in an e-mail's HTML that points at the Auth service's /verify. */
export function verifyLink(message: InboxMessage): string {
  const match = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(message.HTML);
  if (!match?.[1]) throw new Error(`no /verify link in "${message.Subject}"`);
  return match[1].replace(/&amp;/g, '&');
}

/** Every message to `address` (newest first), up to 200. */
export async function messagesTo(inboxUrl: string, address: string): Promise<InboxMessage[]> {
  const query = encodeURIComponent(`to:"${address}"`);
  const { messages } = await getJson<MessagesSummary>(
    `${inboxUrl}/api/v1/search?query=${query}&limit=200`,
  );
  const wanted = address.toLowerCase();
  const mine = messages.filter((message) =>
    message.To.some((to) => to.Address.toLowerCase() === wanted),
  );
  return Promise.all(
    mine.map((message) => getJson<InboxMessage>(`${inboxUrl}/api/v1/message/${message.ID}`)),
  );
}
