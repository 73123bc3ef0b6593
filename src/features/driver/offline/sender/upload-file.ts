import { DetailedError, Upload } from 'tus-js-client';

import { EVIDENCE_BUCKET } from '#common/evidence-bucket';

import type { FileState } from '../outbox/outbox-db';
import { done, networkTrouble, type SendOutcome } from './send-outcome';
import type { SenderConnection } from './sender-connection';

/** Supabase's resumable-upload guide: 6 MB chunks (Storage requires exactly this size). */
const CHUNK_SIZE = 6 * 1024 * 1024;

interface FileUpload {
  connection: SenderConnection;
  token: string;
  /** The object's path in the bucket. */
  path: string;
  file: FileState;
  bytes: ArrayBuffer;
  /** Keeps the upload's URL with the file, so that a later attempt resumes it. */
  rememberUrl: (url: string) => Promise<void>;
}

function outcomeOf(error: unknown): SendOutcome {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  const body = response?.getBody() ?? (error instanceof Error ? error.message : String(error));
  // Stored by an earlier attempt whose answer was lost: x-upsert false keeps it as it was.
  if (status === 409) return done;
  // Storage answers a token it no longer takes with 401, or another 4xx naming the JWT.
  if (status === 401 || (status >= 400 && status < 500 && /\bjwt\b|expired/i.test(body))) {
    return { kind: 'session_expired' };
  }
  if (status >= 400 && status < 500) {
    return { kind: 'refused', error: { code: 'file_refused', message: `${status} ${body}` } };
  }
  return networkTrouble(status ? `${status} ${body}` : body);
}

/** One file through Storage's TUS endpoint, resumed from its remembered URL when it has one. */
export function uploadFile({
  connection,
  token,
  path,
  file,
  bytes,
  rememberUrl,
}: FileUpload): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const upload = new Upload(new Blob([bytes], { type: file.type }), {
      endpoint: `${connection.supabaseUrl}/storage/v1/upload/resumable`,
      uploadUrl: file.uploadUrl,
      // The outbox keeps the URL (IndexedDB) and retries itself, with its own backoff.
      storeFingerprintForResuming: false,
      retryDelays: null,
      uploadDataDuringCreation: true,
      chunkSize: CHUNK_SIZE,
      headers: {
        authorization: `Bearer ${token}`,
        apikey: connection.anonKey,
        'x-upsert': 'false',
      },
      metadata: {
        bucketName: EVIDENCE_BUCKET,
        objectName: path,
        contentType: file.type,
        cacheControl: '3600',
      },
      onUploadUrlAvailable: () => {
        // A file within one chunk went whole with the creation request: nothing is left to
        // resume, and the IndexedDB write would only delay the next file.
        if (upload.url && bytes.byteLength > CHUNK_SIZE) void rememberUrl(upload.url);
      },
      onSuccess: () => resolve(done),
      onError: (error) => resolve(outcomeOf(error)),
    });
    upload.start();
  });
}
