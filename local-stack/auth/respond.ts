/** Writing successful responses. GoTrue answers JSON with `Content-Type: application/json`. */
import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export function sendNoContent(res: ServerResponse): void {
  res.statusCode = 204;
  res.end();
}
