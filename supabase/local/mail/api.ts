/**
 * The part of Mailpit's HTTP API (axllent/mailpit server/apiv1) that test tools use, with its
 * JSON shapes: message list and search, one message, its headers, deleting messages.
 */
import type { StoredMessage } from './store';

/** apiv1 MessageSummary. */
export function summary(message: StoredMessage) {
  const snippet = message.Text.replace(/\s+/g, ' ').trim().slice(0, 250);
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: message.Created,
    Tags: [] as string[],
    Size: message.Size,
    Attachments: message.Attachments,
    Snippet: snippet,
  };
}

/** apiv1 MessagesSummary, for GET /api/v1/messages and /api/v1/search. */
export function messagesSummary(
  all: readonly StoredMessage[],
  matched: readonly StoredMessage[],
  start: number,
  limit: number,
) {
  const page = matched.slice(start, start + limit);
  return {
    total: all.length,
    unread: all.filter((message) => !message.Read).length,
    count: page.length,
    messages_count: matched.length,
    start,
    tags: [] as string[],
    messages: page.map(summary),
  };
}

/** apiv1 Message: the summary's addresses plus bodies. */
export function fullMessage(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    ReturnPath: message.ReturnPath,
    Subject: message.Subject,
    Date: message.Date,
    Tags: [] as string[],
    Text: message.Text,
    HTML: message.HTML,
    Size: message.Size,
    Inline: [] as unknown[],
    Attachments: [] as unknown[],
  };
}

function addressMatches(list: readonly { Address: string; Name: string }[], term: string) {
  return list.some(
    (entry) =>
      entry.Address.toLowerCase().includes(term) || entry.Name.toLowerCase().includes(term),
  );
}

/**
 * Mailpit's search syntax, the part tools use: `to:`, `from:`, `subject:` terms and plain words
 * (all must match; quotes group words). Unknown prefixes are searched as plain words.
 */
export function search(messages: readonly StoredMessage[], query: string): StoredMessage[] {
  const terms = [...query.matchAll(/(\w+:)?("[^"]*"|\S+)/g)].map(([, prefix, value]) => ({
    prefix: prefix?.toLowerCase() ?? '',
    value: (value ?? '').replace(/^"|"$/g, '').toLowerCase(),
  }));
  return messages.filter((message) =>
    terms.every(({ prefix, value }) => {
      if (prefix === 'to:') {
        return (
          addressMatches([...message.To, ...message.Cc, ...message.Bcc], value) ||
          message.envelopeTo.some((address) => address.toLowerCase().includes(value))
        );
      }
      if (prefix === 'from:') return message.From ? addressMatches([message.From], value) : false;
      if (prefix === 'subject:') return message.Subject.toLowerCase().includes(value);
      const text = `${prefix}${value}`;
      return [message.Subject, message.Text, message.HTML, message.From?.Address ?? '']
        .concat(message.To.map((entry) => entry.Address))
        .some((field) => field.toLowerCase().includes(text));
    }),
  );
}
