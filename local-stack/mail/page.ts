/**
 * The inbox web page: a list of messages and one message (HTML in a sandboxed frame, plain text,
 * headers). Every value from a mail is escaped; the HTML body only ever goes into `srcdoc` of an
 * iframe with an empty `sandbox` (no scripts, no same origin, no forms, no navigation of the top).
 */
import type { StoredMessage } from './store';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The page forbids scripts of its own too, so a mail that escaped escaping still could not run. */
export const INBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'self'";

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#111}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}
a{color:#0645ad}iframe{width:100%;height:32rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}
form{display:inline}button{font:inherit}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function recipients(message: StoredMessage): string {
  return message.To.map((entry) => entry.Address).join(', ');
}

export function listPage(messages: readonly StoredMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td><a href="/view/${encodeURIComponent(message.ID)}">${escapeHtml(message.Subject || '(no subject)')}</a></td><td>${escapeHtml(recipients(message))}</td><td>${escapeHtml(message.From?.Address ?? '')}</td><td><time datetime="${escapeHtml(message.Created)}">${escapeHtml(message.Created)}</time></td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return layout(
    'Local inbox',
    `<main><h1>Local inbox</h1><p>${messages.length} message(s). <form method="post" action="/clear"><button type="submit">Delete all</button></form></p>${table}</main>`,
  );
}

export function messagePage(message: StoredMessage): string {
  const headerRows = Object.entries(message.headers)
    .flatMap(([name, values]) =>
      values.map(
        (value) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
    )
    .join('');
  const html = message.HTML
    ? `<h2>HTML</h2><iframe sandbox="" title="HTML body" srcdoc="${escapeHtml(message.HTML)}"></iframe>`
    : '';
  return layout(
    message.Subject || 'Message',
    `<main><p><a href="/">← All messages</a></p><h1>${escapeHtml(message.Subject || '(no subject)')}</h1>
<p>From ${escapeHtml(message.From?.Address ?? '')} to ${escapeHtml(recipients(message))}</p>
${html}<h2>Plain text</h2><pre>${escapeHtml(message.Text)}</pre>
<h2>Headers</h2><table><tbody>${headerRows}</tbody></table></main>`,
  );
}
