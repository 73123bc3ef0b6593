import { describe, expect, it } from 'vitest';

import { emailSendFailure } from './send-failure';

// What last_error holds: mailer.ts prefixes "smtp: " / "api: " to nodemailer's or fetch's
// message, the worker "render: ", the database "interrupted: …".
describe('emailSendFailure', () => {
  it.each([
    [
      "smtp: Can't send mail - all recipients were rejected: 550 5.1.1 <anna@x.fr>: Recipient address rejected: User unknown",
      'addressUnknown',
    ],
    ['550 5.1.1 mailbox unavailable', 'addressUnknown'],
    ['smtp: 550 5.1.10 RESOLVER.ADR.RecipientNotFound', 'addressUnknown'],
    [
      "smtp: Can't send mail - all recipients were rejected: 552 5.2.2 <x@y.de>: Mailbox full",
      'mailboxFull',
    ],
    ['smtp: 452 4.2.2 Mailbox full, try later', 'mailboxFull'],
    ['smtp: Message failed: 554 5.7.1 Message rejected as spam', 'refused'],
    ['smtp: 550 Requested action not taken', 'refused'],
    ['smtp: 451 4.7.1 Greylisted, please try again later', 'temporary'],
    ['smtp: 421 Service not available', 'temporary'],
    ['smtp: connect ECONNREFUSED 127.0.0.1:2525', 'unreachable'],
    ['smtp: getaddrinfo ENOTFOUND smtp.example.com:587', 'unreachable'],
    ['smtp: Connection timeout', 'unreachable'],
    ['smtp: Greeting never received', 'unreachable'],
    [
      'api: error sending request for url (https://api.example.com/emails): client error (Connect): tcp connect error: Connection refused',
      'unreachable',
    ],
    ['api: 422 {"message":"Invalid `to` field"}', 'refused'],
    ['api: 503 Service Unavailable', 'temporary'],
    ['api: 429 {"message":"Too many requests"}', 'temporary'],
    ['render: TypeError: Cannot read properties of undefined', 'render'],
    [
      'interrupted: the worker stopped while handing it to the mail server; it may have arrived',
      'interrupted',
    ],
    ['something nobody expected', 'unknown'],
  ])('%s → %s', (lastError, failure) => {
    expect(emailSendFailure('failed', lastError)).toBe(failure);
  });

  it('reads a cancelled e-mail as unsubscribed, with or without a stored error', () => {
    expect(emailSendFailure('cancelled', null)).toBe('unsubscribed');
    expect(emailSendFailure('cancelled', 'smtp: 451 4.7.1 Greylisted')).toBe('unsubscribed');
  });

  it('reads an acknowledgement the hourly cap held back as such (issue #48)', () => {
    expect(emailSendFailure('cancelled', 'hourly_limit')).toBe('hourlyLimit');
  });

  it('calls a failure without any text unknown', () => {
    expect(emailSendFailure('failed', null)).toBe('unknown');
    expect(emailSendFailure('failed', '  ')).toBe('unknown');
  });
});
