/**
 * An upload's name as hosted Storage gives it (supabase/storage
 * src/storage/protocols/tus/upload-id.ts and http/routes/tus/lifecycle.ts `generateUrl`,
 * `getFileIdFromRequest`): `<bucket>/<objectName>/<version uuid>`, and base64url of that as the
 * last segment of the upload's URL. Hosted puts its tenant first inside; there is one project here.
 */
import { randomUUID } from 'node:crypto';

export interface UploadName {
  bucketId: string;
  objectName: string;
  /** A v4 UUID: also the name of the upload's file on disk. */
  version: string;
}

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function newUploadName(bucketId: string, objectName: string): string {
  return `${bucketId}/${objectName}/${randomUUID()}`;
}

/** The parts of a name, split as hosted splits them: bucket first, version last. */
export function parseUploadName(name: string): UploadName | undefined {
  const first = name.indexOf('/');
  const last = name.lastIndexOf('/');
  if (first === -1 || last === first) return undefined;
  const version = name.slice(last + 1);
  if (!VERSION.test(version)) return undefined;
  return { bucketId: name.slice(0, first), objectName: name.slice(first + 1, last), version };
}

export function urlSegmentOf(name: string): string {
  return Buffer.from(name, 'utf8').toString('base64url');
}

/**
 * The name a URL's last segment stands for, or undefined. Only the one spelling we hand out is
 * read back (Node's base64url decoder skips stray characters, so two segments could otherwise
 * name one upload).
 */
export function nameFromUrlSegment(segment: string): string | undefined {
  const name = Buffer.from(segment, 'base64url').toString('utf8');
  if (urlSegmentOf(name) !== segment || !parseUploadName(name)) return undefined;
  return name;
}
