/**
 * What the resumable (TUS) uploads need from the Storage work-alike, and nothing more: the TUS
 * server (resumable/) speaks the protocol, the Storage core decides who may write what and
 * writes the object as a finished upload does (reference/supabase-storage.md §5).
 */

/** A refusal with the status hosted answers on TUS routes; the body is the plain-text message. */
export interface ResumableRefusal {
  status: number;
  message: string;
}

/** Who is uploading: a caller's bearer token, or a signed upload token (`/sign`, `x-signature`). */
export type ResumableCaller =
  { kind: 'bearer'; authorization: string | undefined } | { kind: 'signed'; token: string };

export interface ResumableUploadTarget {
  bucketId: string;
  objectName: string;
  /** Upload-Metadata `contentType`, when given. */
  contentType: string | undefined;
  /** Upload-Length in bytes. */
  size: number;
  /** `x-upsert: true` on a bearer upload; a signed token decides for itself. */
  upsert: boolean;
}

/** What a permitted upload is written as, decided when it was permitted. */
export interface ResumableGrant {
  /** The JWT `sub` the object is owned by, if any. */
  owner: string | undefined;
  upsert: boolean;
}

export interface FinishedResumableUpload extends ResumableUploadTarget, ResumableGrant {
  /** The whole file, written by the TUS store; the core moves or copies it into place. */
  filePath: string;
  /** Upload-Metadata `cacheControl` as stored: `max-age=<n>` or `no-cache`. */
  cacheControl: string;
  /** Upload-Metadata `metadata` (JSON), the object's user metadata. */
  userMetadata: Record<string, unknown> | undefined;
}

export interface ResumablePort {
  /**
   * Asked on create and again on every PATCH: bucket exists, type allowed, size within the
   * bucket's and the global limit, and RLS lets the caller insert (or upsert). Throws a
   * ResumableRefusal when not.
   */
  authorize(caller: ResumableCaller, target: ResumableUploadTarget): Promise<ResumableGrant>;
  /** Called once the last byte is in: stores the object and writes its row as service. */
  commit(upload: FinishedResumableUpload): Promise<void>;
  /** The largest upload any bucket may take (Tus-Max-Size). */
  maxSize(): number;
}

export function isResumableRefusal(error: unknown): error is ResumableRefusal {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ResumableRefusal).status === 'number' &&
    typeof (error as ResumableRefusal).message === 'string'
  );
}
