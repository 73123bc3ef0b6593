/**
 * The part of Mailpit's HTTP API (axllent/mailpit server/apiv1, its swagger.json) that test tools
 * and Mailpit's npm clients use, with its JSON shapes: message list and search, one message, its
 * headers, source and parts, read status, deleting, and the application information.
 */
import type { MessageStore, StoredMessage } from './store';

/** apiv1 MessageSummary. */
function summary(message: StoredMessage) {
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
    Username: message.Username,
    Tags: [] as string[],
    Size: message.Size,
    // The summary counts attachments; the full message lists them.
    Attachments: message.Attachments.length,
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

/** Mailpit's ListUnsubscribe: the header, its POST companion and the links in it. */
function listUnsubscribe(message: StoredMessage) {
  const header = message.headers['List-Unsubscribe']?.[0] ?? '';
  return {
    Header: header,
    HeaderPost: message.headers['List-Unsubscribe-Post']?.[0] ?? '',
    Links: [...header.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? ''),
    Errors: '',
  };
}

/** apiv1 Message: the summary's addresses plus bodies and parts. */
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
    ListUnsubscribe: listUnsubscribe(message),
    Date: message.Date,
    Tags: [] as string[],
    Username: message.Username,
    Text: message.Text,
    HTML: message.HTML,
    Size: message.Size,
    Inline: message.Inline,
    Attachments: message.Attachments,
  };
}

/** apiv1 AppInformation, for GET /api/v1/info. There is no database: its fields are empty. */
export function appInformation(store: MessageStore) {
  const messages = store.list();
  return {
    Version: 'local-catcher',
    LatestVersion: '',
    Database: '',
    DatabaseSize: 0,
    Messages: messages.length,
    Unread: messages.filter((message) => !message.Read).length,
    Tags: {} as Record<string, number>,
    RuntimeStats: {
      Uptime: Math.floor((Date.now() - store.stats.startedAt) / 1000),
      Memory: process.memoryUsage().rss,
      MessagesDeleted: store.stats.deleted,
      SMTPAccepted: store.stats.accepted,
      SMTPAcceptedSize: store.stats.acceptedSize,
      SMTPRejected: store.stats.rejected,
      SMTPIgnored: 0,
    },
  };
}

function addressMatches(list: readonly { Address: string; Name: string }[], term: string) {
  return list.some(
    (entry) =>
      entry.Address.toLowerCase().includes(term) || entry.Name.toLowerCase().includes(term),
  );
}

/**
 * Mailpit's search syntax, the part tools use: `to:`, `from:`, `subject:`, `is:read`/`is:unread`
 * terms and plain words (all must match; quotes group words). Unknown prefixes are searched as
 * plain words.
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
      if (prefix === 'is:' && (value === 'read' || value === 'unread')) {
        return message.Read === (value === 'read');
      }
      const text = `${prefix}${value}`;
      return [message.Subject, message.Text, message.HTML, message.From?.Address ?? '']
        .concat(message.To.map((entry) => entry.Address))
        .some((field) => field.toLowerCase().includes(text));
    }),
  );
}
