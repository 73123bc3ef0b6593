/** Writing the inbox's answers: every one no-store and nosniff, pages and mail bodies locked down. */
import type http from 'node:http';

import { INBOX_CSP } from './page';

/**
 * For a mail's own HTML or a part (`/view/{ID}.html`, `/part/{PartID}`): the CSP sandbox gives
 * the document an opaque origin with no scripts, so a hostile mail served from the inbox's
 * origin can neither run nor reach the API (Mailpit relies on a nonce for its own scripts).
 */
const MAIL_CONTENT_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

function send(
  res: http.ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export const json = (res: http.ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body));

export const text = (res: http.ServerResponse, status: number, body: string | Buffer) =>
  send(res, status, 'text/plain; charset=utf-8', body);

export function page(res: http.ServerResponse, body: string): void {
  send(res, 200, 'text/html; charset=utf-8', body, {
    'Content-Security-Policy': INBOX_CSP,
    'X-Frame-Options': 'DENY',
  });
}

/** A mail's own content (HTML body, attachment): sandboxed, never framed by another site. */
export function mailContent(
  res: http.ServerResponse,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  send(res, 200, type, body, {
    'Content-Security-Policy': MAIL_CONTENT_CSP,
    'X-Frame-Options': 'SAMEORIGIN',
    ...headers,
  });
}

const MAX_BODY_BYTES = 64 * 1024;

/** The request's body as text, or undefined after answering 413 (the API's bodies are small). */
export async function readBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end, keeping nothing past the limit, so the answer reaches the client whole.
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) {
    text(res, 413, `the body may be at most ${MAX_BODY_BYTES} bytes`);
    return undefined;
  }
  return Buffer.concat(chunks).toString('utf8');
}
