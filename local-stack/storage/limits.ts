/**
 * Names, types and sizes Storage accepts (supabase/storage v1.60.2 src/storage/limits.ts,
 * storage.ts `validateMimeType`, uploader.ts `validateMimeType`, backend/secure-path.ts).
 */
import { ERRORS } from './errors';

/**
 * The upload caps of `supabase start` (its Storage container gets UPLOAD_FILE_SIZE_LIMIT and
 * UPLOAD_FILE_SIZE_LIMIT_STANDARD): no bucket may allow more than the first, and a plain upload
 * (not resumable) takes at most the second whatever its bucket allows.
 */
export const GLOBAL_FILE_SIZE_LIMIT = 52_428_800_000;
const STANDARD_UPLOAD_LIMIT = 5_242_880_000;

/** S3's limit on a whole key, which on hosted is `<project ref (20)>/<bucket>/<name>/<version uuid>`. */
const S3_KEY_BYTES = 1024;
const HOSTED_KEY_OVERHEAD = '12345678901234567890//'.length + '/'.length + 36;

const KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
/** The characters of a bucket name: the server's, which the CLI checks config.toml's against. */
export const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
/** Iceberg tables' buckets end so; hosted keeps the suffix for them (ICEBERG_BUCKET_DETECTION_SUFFIX). */
const RESERVED_BUCKET_SUFFIX = '--table-s3';

/**
 * An object name hosted accepts: S3-safe characters only (no control characters, no
 * non-ASCII), and short enough for S3. Names with a `.` or `..` segment are refused too, as
 * the CLI's file backend refuses them (secure-path.ts): here as everywhere a name must never
 * lead out of its folder.
 */
export function mustBeValidKey(bucketId: string, key: string): void {
  const hostedKeyBytes = Buffer.byteLength(`${bucketId}${key}`) + HOSTED_KEY_OVERHEAD;
  const dotSegment = key.split(/[\\/]+/).some((segment) => segment === '.' || segment === '..');
  if (!key || !KEY.test(key) || dotSegment || hostedKeyBytes > S3_KEY_BYTES) {
    throw ERRORS.invalidKey(key);
  }
}

export function mustBeValidBucketName(name: string | undefined): asserts name is string {
  if (!name || name.length > 100 || !BUCKET_NAME.test(name)) throw ERRORS.invalidBucketName();
}

/** Create only: no surrounding whitespace, no reserved suffix. */
export function mustBeNewBucketName(name: string): void {
  if (name.trim() !== name) throw ERRORS.invalidBucketName();
  mustBeValidBucketName(name);
  if (name.endsWith(RESERVED_BUCKET_SUFFIX)) throw ERRORS.invalidBucketName();
}

/** Studio's folder markers: always 0 bytes, any type. */
export function isEmptyFolder(name: string): boolean {
  return name.endsWith('.emptyFolderPlaceholder');
}

/** `20MB`, `1.5gb`, `30KB`, `3B`: decimal units, as the bucket API reads them. */
export function parseFileSizeToBytes(value: string): number {
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match) throw ERRORS.invalidFileSizeLimit();
  const amount = Number(Number.parseFloat(match[1]!).toPrecision(3));
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2]!.toLowerCase() as 'gb'];
  return amount * unit;
}

/** A bucket's size limit in bytes; more than the global limit is refused (413). */
export function bucketSizeLimit(value: number | string): number {
  const bytes = typeof value === 'string' ? parseFileSizeToBytes(value) : value;
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw ERRORS.entityTooLarge();
  return bytes;
}

const MIME_ENTRY = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

/** A bucket's allowed_mime_types: each a type/subtype (with a charset) or ending in `*`. */
export function mustBeValidMimeTypes(types: string[]): void {
  for (const type of types) {
    if (type.length > 1000 || !MIME_ENTRY.test(type)) throw ERRORS.invalidMimeType(type);
  }
}

/**
 * Whether an upload's type is allowed: same type and same remainder, or same type and `*`.
 * Case and parameters count, as on hosted (`text/plain;charset=UTF-8` is not `text/plain`).
 */
export function mustBeAllowedMimeType(mimeType: string, allowed: readonly string[]): void {
  const at = mimeType.indexOf('/');
  if (at === -1) throw ERRORS.invalidMimeType(mimeType);
  const [type, rest] = mimeType.split('/');
  for (const entry of allowed) {
    const [allowedType, allowedRest] = entry.split('/');
    if (allowedType === type && (allowedRest === '*' || allowedRest === rest)) return;
  }
  throw ERRORS.invalidMimeType(mimeType);
}

/** The most a plain upload into a bucket may carry. */
export function uploadLimit(bucketLimit: number | null): number {
  return Math.min(
    bucketLimit ?? GLOBAL_FILE_SIZE_LIMIT,
    GLOBAL_FILE_SIZE_LIMIT,
    STANDARD_UPLOAD_LIMIT,
  );
}
