/**
 * tus-js-client as the resumable uploads' tests drive it, against the handler alone or a whole
 * stack: the options of Supabase's guide (guides/storage/uploads/resumable-uploads), uploads run
 * to their end or stopped part-way, refusals read as status and plain-text body, a browser's
 * URL storage in memory, and bytes to send.
 */
import { createHash, randomBytes } from 'node:crypto';

import { DetailedError, Upload, type UrlStorage } from 'tus-js-client';

export const MB = 1024 * 1024;

export type UploadOptions = NonNullable<ConstructorParameters<typeof Upload>[1]>;

/** The guide's options: 6 MB chunks, data sent with the creation, fingerprint removed on success. */
export const GUIDE_OPTIONS = {
  // No retries: a test's failure shows at once (the guide retries after 0, 3, 5, 10, 20 s).
  retryDelays: null,
  uploadDataDuringCreation: true,
  removeFingerprintOnSuccess: true,
  chunkSize: 6 * MB,
} satisfies UploadOptions;

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Bytes no two tests share: a 1 MB random block repeated (cheap for large sizes), each copy
 * stamped with its number, so that bytes stored at the wrong offset change the SHA-256.
 */
export function testBytes(size: number): Buffer {
  const block = randomBytes(MB);
  const data = Buffer.alloc(size);
  for (let at = 0, copy = 0; at < size; at += MB, copy += 1) {
    block.writeUInt32LE(copy, 0);
    block.copy(data, at);
  }
  return data;
}

/** Runs an upload to its end: resolves on success, rejects with tus-js-client's error. */
export function runUpload(upload: Upload): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.options.onSuccess = () => resolve();
    upload.options.onError = reject;
    upload.start();
  });
}

/** Starts an upload and stops its client after the chunk `stopWhen` picks (by default the first). */
export function runUntil(
  upload: Upload,
  stopWhen: (accepted: number, total: number) => boolean = () => true,
): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.options.onChunkComplete = (_chunk, accepted, total) => {
      if (stopWhen(accepted, total)) void upload.abort().then(resolve, reject);
    };
    upload.options.onError = reject;
    upload.start();
  });
}

/**
 * What a browser does after a reload: a new client finds the upload its URL storage kept for the
 * same file, resumes it and runs it to its end. Which uploads it found, and the requests it sent.
 */
export async function resumeInNewClient(data: Buffer, options: UploadOptions) {
  const requests: { method: string; offset?: string }[] = [];
  const upload = new Upload(data, {
    ...options,
    onBeforeRequest: (req) => {
      requests.push({ method: req.getMethod(), offset: req.getHeader('Upload-Offset') });
    },
  });
  const previous = await upload.findPreviousUploads();
  if (!previous[0]) throw new Error('the new client found no upload to resume');
  upload.resumeFromPreviousUpload(previous[0]);
  await runUpload(upload);
  return { found: previous.map((found) => found.uploadUrl), requests };
}

/** The status and plain-text body a refused upload was answered with. */
export async function refusalOf(upload: Upload): Promise<{ status?: number; body?: string }> {
  const error = await runUpload(upload).then(
    () => new Error('the upload was not refused'),
    (error: unknown) => error,
  );
  if (!(error instanceof DetailedError) || !error.originalResponse) throw error;
  return { status: error.originalResponse.getStatus(), body: error.originalResponse.getBody() };
}

/** tus-js-client's URL storage, in memory: what a browser keeps in localStorage. */
export class MemoryUrlStorage implements UrlStorage {
  readonly #uploads = new Map<string, Awaited<ReturnType<UrlStorage['findAllUploads']>>[number]>();
  #added = 0;

  findAllUploads() {
    return Promise.resolve([...this.#uploads.values()]);
  }

  findUploadsByFingerprint(fingerprint: string) {
    return Promise.resolve(
      [...this.#uploads].filter(([key]) => key.startsWith(`${fingerprint}::`)).map(([, u]) => u),
    );
  }

  removeUpload(key: string) {
    this.#uploads.delete(key);
    return Promise.resolve();
  }

  addUpload(fingerprint: string, upload: Parameters<UrlStorage['addUpload']>[1]) {
    const key = `${fingerprint}::${(this.#added += 1)}`;
    this.#uploads.set(key, { ...upload, urlStorageKey: key });
    return Promise.resolve(key);
  }
}
