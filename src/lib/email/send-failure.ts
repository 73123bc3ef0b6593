/**
 * Why an e-mail did not go out, read from what the outbox stored (private.email_outbox
 * last_error: the mail server's answer as supabase/functions/email-outbox/email/mailer.ts and the
 * worker write it, or the database's "interrupted: …"), so staff get a reason and a next step
 * in Romanian instead of "550 5.1.1 mailbox unavailable".
 */
export type EmailSendFailure =
  | 'unsubscribed'
  | 'hourlyLimit'
  | 'interrupted'
  | 'render'
  | 'addressUnknown'
  | 'mailboxFull'
  | 'refused'
  | 'unreachable'
  | 'temporary'
  | 'unknown';

// Network failures before any answer (Node/Deno error codes and nodemailer's own messages).
const NO_ANSWER =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ESOCKET|ECONNECTION|EDNS)\b|connection (refused|timeout|closed|reset)|greeting never received|getaddrinfo|timed out|error sending request|tcp connect error|dns error/i;

/** The SMTP reply (RFC 5321 code and RFC 3463 enhanced status code) somewhere in the text. */
function smtpReply(text: string): { code: number | null; enhanced: string | null } {
  const enhanced = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(text)?.[0] ?? null;
  // Reply codes run from 421 to 554 (a port such as ":587" is not one).
  const code = /(?:^|[\s:])([45][0-5]\d)(?=[\s-]|$)/.exec(text)?.[1];
  return { code: code ? Number(code) : null, enhanced };
}

/** The HTTP e-mail API's answer: "api: 422 {…}"; null when no status came back. */
function apiStatus(text: string): number | null {
  const status = /^api: (\d{3})\b/.exec(text)?.[1];
  return status ? Number(status) : null;
}

export function emailSendFailure(status: string, lastError: string | null): EmailSendFailure {
  // An unsubscribe cancels an e-mail (unsubscribe_email in …_email_outbox.sql), and the hourly
  // cap a request's acknowledgement (`hourly_limit`, requests/new-request-emails.sql).
  if (status === 'cancelled') return lastError === 'hourly_limit' ? 'hourlyLimit' : 'unsubscribed';
  const text = (lastError ?? '').trim();
  if (text === '') return 'unknown';
  if (text.startsWith('interrupted:')) return 'interrupted';
  if (text.startsWith('render:')) return 'render';
  if (text.startsWith('api:')) {
    const http = apiStatus(text);
    if (http === null) return 'unreachable';
    return http >= 500 || http === 408 || http === 429 ? 'temporary' : 'refused';
  }
  if (NO_ANSWER.test(text)) return 'unreachable';
  const { code, enhanced } = smtpReply(text);
  // X.1.x is the address (5.1.1 no such user, 5.1.10 no mail server), X.2.2 a full mailbox.
  if (enhanced && /^\d\.2\.2$/.test(enhanced)) return 'mailboxFull';
  if (code === 552 || code === 452) return 'mailboxFull';
  if (enhanced?.startsWith('5.1.')) return 'addressUnknown';
  if (enhanced?.startsWith('5.') || (code !== null && code >= 500)) return 'refused';
  if (enhanced?.startsWith('4.') || (code !== null && code >= 400)) return 'temporary';
  return 'unknown';
}
