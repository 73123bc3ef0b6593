/**
 * renderEmail(message) → { subject, html, text }: the customer e-mails (issue #26) in the
 * reader's language, a transport request's acknowledgement and staff notice (issue #36), and
 * an offer with the staff notice of its answer (issue #37), staff's hourly digest (issue #48),
 * the rejection of a request (issue #49), the escrow steps and staff's escrow digest (issue #53).
 * The HTML comes from react-email (React escapes every value); the plain text is written from
 * the same content, not scraped from the HTML, so it reads as a letter.
 */
import { render } from '@react-email/components';
import { createElement } from 'react';

import { type EmailContent, emailContent } from './content.ts';
import { escrowContent, escrowDigestContent } from './escrow-content.ts';
import type { EmailMessage, RenderedEmail } from './message.ts';
import { offerAnswerContent, offerContent } from './offer-content.ts';
import { requestRejectedContent } from './rejection-content.ts';
import {
  requestDigestContent,
  requestNoticeContent,
  requestReceivedContent,
} from './request-content.ts';
import { EmailDocument } from './template.ts';

export type {
  EmailMessage,
  EscrowDigestEmail,
  EscrowEmail,
  LinkEmail,
  OfferAnswerEmail,
  OfferEmail,
  RenderedEmail,
  RequestDigestEmail,
  RequestNoticeEmail,
  RequestReceivedEmail,
  RequestRejectedEmail,
  RequestSummary,
  StatusEmail,
  NoticeRequest,
} from './message.ts';

function plainText(content: EmailContent): string {
  const lines = [content.greeting, '', content.intro, ''];
  if (content.factsTitle) lines.push(content.factsTitle, '');
  for (const fact of content.facts) lines.push(`${fact.label}${content.colon}${fact.value}`);
  if (content.facts.length > 0) lines.push('');
  if (content.quote) {
    // Quoted: a line of someone's message never reads as a line of ours.
    lines.push(`${content.quote.label}${content.colon.trimEnd()}`);
    for (const line of content.quote.lines) lines.push(line === '' ? '>' : `> ${line}`);
    lines.push('');
  }
  if (content.explanation) lines.push(content.explanation, '');
  if (content.notice) lines.push(content.notice, '');
  if (content.button) {
    lines.push(`${content.button.label}${content.colon.trimEnd()}`, content.button.url, '');
  }
  if (content.note) lines.push(content.note, '');
  if (content.closing) lines.push(content.closing, content.company.name, '');
  const signature = [content.company.contact, content.company.address].filter(
    (line): line is string => line !== null,
  );
  if (signature.length > 0) lines.push('-- ', ...signature);
  if (content.unsubscribe) {
    lines.push(
      '',
      content.unsubscribe.text,
      `${content.unsubscribe.label}${content.colon}${content.unsubscribe.url}`,
    );
  }
  while (lines[lines.length - 1] === '') lines.pop();
  return `${lines.join('\n')}\n`;
}

function contentOf(message: EmailMessage): EmailContent {
  switch (message.kind) {
    case 'request_received':
      return requestReceivedContent(message);
    case 'request_rejected':
      return requestRejectedContent(message);
    case 'request_notice':
      return requestNoticeContent(message);
    case 'request_digest':
      return requestDigestContent(message);
    case 'offer':
      return offerContent(message);
    case 'offer_accepted':
    case 'offer_declined':
      return offerAnswerContent(message);
    case 'escrow':
      return escrowContent(message);
    case 'escrow_digest':
      return escrowDigestContent(message);
    default:
      return emailContent(message);
  }
}

export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const content = contentOf(message);
  const html = await render(createElement(EmailDocument, { content }));
  return { subject: content.subject, html, text: plainText(content) };
}
