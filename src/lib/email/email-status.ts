/**
 * How far an outbox e-mail got (private.email_outbox status), for every staff screen that lists
 * e-mails: 'claimed' and 'sending' are the worker's steps of "being sent"; 'cancelled' was
 * never sent.
 */
export const EMAIL_STATUSES = [
  'queued',
  'claimed',
  'sending',
  'sent',
  'failed',
  'cancelled',
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
