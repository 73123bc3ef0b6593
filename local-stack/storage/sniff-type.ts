/**
 * The type the CLI gives a file it seeds into a bucket (supabase/cli pkg/storage/objects.go):
 * Go's `http.DetectContentType` on the first 512 bytes, and for plain text the type Go's
 * `mime.TypeByExtension` knows for the extension. Here the common part of both: the binary
 * signatures and text rules Go checks, and Go's built-in extension table.
 */
import path from 'node:path';

const SIGNATURES: ReadonlyArray<readonly [string, (bytes: Buffer) => boolean]> = [
  ['application/pdf', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))],
  ['image/jpeg', (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex'))],
  ['image/gif', (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1'))],
  [
    'image/webp',
    (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 14).toString('latin1') === 'WEBPVP',
  ],
  ['image/bmp', (b) => b.subarray(0, 2).toString('latin1') === 'BM'],
  ['application/zip', (b) => b.subarray(0, 4).equals(Buffer.from('504b0304', 'hex'))],
  ['application/x-gzip', (b) => b.subarray(0, 3).equals(Buffer.from('1f8b08', 'hex'))],
  ['application/wasm', (b) => b.subarray(0, 4).equals(Buffer.from('0061736d', 'hex'))],
];

/** Go's mime package's built-in table. */
const BY_EXTENSION: Record<string, string> = {
  '.avif': 'image/avif',
  '.css': 'text/css; charset=utf-8',
  '.gif': 'image/gif',
  '.htm': 'text/html; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.mjs': 'text/javascript; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.webp': 'image/webp',
  '.xml': 'text/xml; charset=utf-8',
};

/** Go treats these bytes as binary (mimesniff "binary data byte"). */
function isBinary(bytes: Buffer): boolean {
  return bytes.some(
    (byte) =>
      byte <= 0x08 ||
      byte === 0x0b ||
      (byte >= 0x0e && byte <= 0x1a) ||
      (byte >= 0x1c && byte <= 0x1f),
  );
}

export function sniffType(head: Buffer, fileName: string): string {
  const bytes = head.subarray(0, 512);
  for (const [type, matches] of SIGNATURES) if (matches(bytes)) return type;
  const text = bytes.toString('latin1').trimStart().toLowerCase();
  if (
    /^<(!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[ >]/.test(
      text,
    )
  ) {
    return 'text/html; charset=utf-8';
  }
  if (text.startsWith('<?xml')) return 'text/xml; charset=utf-8';
  if (isBinary(bytes)) return 'application/octet-stream';
  return BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? 'text/plain; charset=utf-8';
}
