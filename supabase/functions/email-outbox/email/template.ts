/**
 * The one layout of the customer e-mails, with react-email's components (tables and inline
 * styles that mail clients understand). Plain `createElement` rather than JSX: the same file
 * runs under Deno (the worker) and Node (tests, bench) without a JSX setup in either.
 *
 * Phone: one column, at most 600 px wide, long values wrap anywhere. Dark mode: the page
 * declares both schemes and every text colour is set on its own background, so a client that
 * inverts or one that applies the dark rules below never shows light text on a light ground.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type CSSProperties, type ReactElement } from 'react';

import type { EmailContent } from './content.ts';

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';

const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  /* react-email's Body repeats its style on the cell of its outer table. */
  .mail-body, .mail-body > table > tbody > tr > td { background-color: #0f172a !important; }
  .mail-card { background-color: #1e293b !important; border-color: #334155 !important; }
  .mail-ink { color: #e2e8f0 !important; }
  .mail-muted { color: #94a3b8 !important; }
  .mail-link { color: #93c5fd !important; }
  .mail-notice { background-color: #422006 !important; color: #fde68a !important; }
}`;

const wrap: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };
const paragraph: CSSProperties = {
  ...wrap,
  color: INK,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
};
const small: CSSProperties = { ...paragraph, color: MUTED, fontSize: '13px', lineHeight: '20px' };

function text(className: string, style: CSSProperties, children: string): ReactElement {
  return h(Text, { className, style }, children);
}

export function EmailDocument({ content }: { content: EmailContent }): ReactElement {
  const facts = content.facts.map((fact, index) =>
    h(
      Section,
      { key: index, style: { margin: '0 0 12px' } },
      text('mail-muted', { ...small, margin: '0' }, fact.label),
      // dir="auto": a value someone typed in a right-to-left script keeps its own direction.
      h(
        Text,
        {
          className: 'mail-ink',
          dir: 'auto',
          style: { ...paragraph, fontWeight: 600, margin: '0' },
        },
        fact.value,
      ),
    ),
  );
  const quote = content.quote;

  return h(
    Html,
    { lang: content.language, dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_MODE_CSS),
    ),
    h(Preview, null, content.preview),
    h(
      Body,
      {
        className: 'mail-body',
        style: { backgroundColor: '#f3f4f6', fontFamily: FONT, margin: '0', padding: '16px 0' },
      },
      h(
        Container,
        {
          className: 'mail-card',
          style: {
            backgroundColor: '#ffffff',
            border: '1px solid #e5e7eb',
            borderRadius: '8px',
            maxWidth: '600px',
            width: '100%',
            padding: '24px',
            boxSizing: 'border-box',
          },
        },
        text(
          'mail-muted',
          { ...small, fontWeight: 700, letterSpacing: '0.02em', margin: '0 0 8px' },
          content.company.name,
        ),
        h(
          Heading,
          {
            as: 'h1',
            className: 'mail-ink',
            style: {
              ...wrap,
              color: INK,
              fontSize: '22px',
              lineHeight: '30px',
              margin: '0 0 16px',
            },
          },
          content.subject,
        ),
        text('mail-ink', paragraph, content.greeting),
        text('mail-ink', paragraph, content.intro),
        content.factsTitle
          ? h(
              Heading,
              {
                as: 'h2',
                className: 'mail-ink',
                style: { color: INK, fontSize: '18px', lineHeight: '26px', margin: '8px 0 12px' },
              },
              content.factsTitle,
            )
          : null,
        ...facts,
        quote
          ? h(
              Section,
              { style: { margin: '0 0 16px' } },
              text('mail-muted', { ...small, margin: '0' }, quote.label),
              h(
                Text,
                {
                  className: 'mail-ink',
                  dir: 'auto',
                  style: {
                    ...paragraph,
                    borderLeft: '3px solid #d1d5db',
                    margin: '4px 0 0',
                    paddingLeft: '12px',
                  },
                },
                ...quote.lines.flatMap((line, index) => (index === 0 ? [line] : [h('br'), line])),
              ),
            )
          : null,
        content.explanation ? text('mail-ink', paragraph, content.explanation) : null,
        content.notice
          ? h(
              Text,
              {
                className: 'mail-notice',
                style: {
                  ...paragraph,
                  backgroundColor: '#fef3c7',
                  color: '#78350f',
                  borderRadius: '6px',
                  padding: '12px 16px',
                },
              },
              content.notice,
            )
          : null,
        content.button
          ? h(
              Section,
              { style: { margin: '8px 0 24px' } },
              h(
                Button,
                {
                  href: content.button.url,
                  style: {
                    backgroundColor: ACCENT,
                    borderRadius: '6px',
                    color: '#ffffff',
                    display: 'inline-block',
                    fontSize: '16px',
                    fontWeight: 600,
                    padding: '12px 20px',
                    textDecoration: 'none',
                  },
                },
                content.button.label,
              ),
            )
          : null,
        content.fallback
          ? h(
              Text,
              { className: 'mail-muted', style: small },
              content.fallback.text,
              h('br'),
              h(
                Link,
                {
                  className: 'mail-link',
                  href: content.fallback.url,
                  style: { ...wrap, color: ACCENT },
                },
                content.fallback.url,
              ),
            )
          : null,
        content.note ? text('mail-muted', small, content.note) : null,
        content.closing
          ? text('mail-ink', { ...paragraph, margin: '24px 0 0' }, content.closing)
          : null,
        content.closing
          ? text('mail-ink', { ...paragraph, fontWeight: 600 }, content.company.name)
          : null,
        content.company.contact || content.company.address
          ? h(Hr, { style: { borderColor: '#e5e7eb', margin: '16px 0' } })
          : null,
        content.company.contact ? text('mail-muted', small, content.company.contact) : null,
        content.company.address ? text('mail-muted', small, content.company.address) : null,
        content.unsubscribe
          ? h(
              Text,
              { className: 'mail-muted', style: small },
              `${content.unsubscribe.text} `,
              h(
                Link,
                {
                  className: 'mail-link',
                  href: content.unsubscribe.url,
                  style: { color: ACCENT, textDecoration: 'underline' },
                },
                content.unsubscribe.label,
              ),
            )
          : null,
      ),
    ),
  );
}
