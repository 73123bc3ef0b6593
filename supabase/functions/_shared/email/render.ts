/**
 * renderEmail(message) → { subject, html, text }: the customer e-mails (issue #26) in the
 * reader's language. The HTML comes from react-email (React escapes every value); the plain
 * text is written from the same content, not scraped from the HTML, so it reads as a letter.
 */
import { render } from '@react-email/components';
import { createElement } from 'react';

import { type EmailContent, emailContent } from './content.ts';
import type { EmailMessage, RenderedEmail } from './message.ts';
import { EmailDocument } from './template.ts';

export type { EmailMessage, LinkEmail, RenderedEmail, StatusEmail } from './message.ts';

function plainText(content: EmailContent): string {
  const lines = [content.greeting, '', content.intro, ''];
  for (const fact of content.facts) lines.push(`${fact.label}${content.colon}${fact.value}`);
  if (content.facts.length > 0) lines.push('');
  if (content.explanation) lines.push(content.explanation, '');
  if (content.notice) lines.push(content.notice, '');
  lines.push(`${content.button.label}${content.colon.trimEnd()}`, content.button.url, '');
  if (content.note) lines.push(content.note, '');
  lines.push(content.closing, content.company.name, '', '-- ', content.company.contact);
  lines.push(content.company.address);
  if (content.unsubscribe) {
    lines.push(
      '',
      content.unsubscribe.text,
      `${content.unsubscribe.label}${content.colon}${content.unsubscribe.url}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const content = emailContent(message);
  const html = await render(createElement(EmailDocument, { content }));
  return { subject: content.subject, html, text: plainText(content) };
}
