/**
 * For the resumable handler's tests: the real handler on a real HTTP server on a free port, and a
 * small stand-in for the Storage core over a temp folder (the core is tested on its own side).
 * Clients are tus-js-client with the options Supabase's guide gives (guides/storage/uploads/
 * resumable-uploads): 6 MB chunks, data sent with the creation, fingerprint removed on success.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { DetailedError, type Upload, type UrlStorage } from 'tus-js-client';

import type {
  FinishedResumableUpload,
  ResumableCaller,
  ResumablePort,
  ResumableRefusal,
  ResumableUploadTarget,
} from '../resumable-port';
import { createResumableHandler } from './resumable-handler';

export const MB = 1024 * 1024;
export const PUBLIC_PATH = '/storage/v1/upload/resumable';
const STAFF = 'Bearer staff-token';
export const ANON = 'Bearer anon-token';
export const MAX_SIZE = 256 * MB;
/** What the stand-in core takes as a signed upload token for an object. */
export const signatureFor = (bucket: string, object: string) => `signed ${bucket}/${object}`;

/** The stand-in's buckets and their size limits. */
const BUCKETS = new Map([
  ['evidence', 250 * MB],
  ['small', 1 * MB],
]);

/** A refusal as the core throws one: an Error with the status hosted answers. */
export class Refusal extends Error implements ResumableRefusal {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface CommittedObject extends FinishedResumableUpload {
  sha256: string;
}

/** A stand-in for the Storage core: a few fixed rules, and a record of what it was asked. */
class StandInCore implements ResumablePort {
  readonly asked: { caller: ResumableCaller; target: ResumableUploadTarget }[] = [];
  readonly committed: CommittedObject[] = [];
  /** When set, every later permission is refused so. */
  refuseFromNow: Refusal | undefined;
  /** When set, commits are refused so. */
  refuseCommit: Refusal | undefined;

  constructor(private readonly objectsDir: string) {}

  authorize(caller: ResumableCaller, target: ResumableUploadTarget) {
    this.asked.push({ caller, target });
    const limit = BUCKETS.get(target.bucketId);
    if (this.refuseFromNow) throw this.refuseFromNow;
    if (limit === undefined) throw new Refusal(404, 'Bucket not found');
    if (target.size > limit) throw new Refusal(413, 'The object exceeded the maximum allowed size');
    if (caller.kind === 'signed') {
      if (caller.token !== signatureFor(target.bucketId, target.objectName)) {
        throw new Refusal(400, 'Invalid Compact JWS');
      }
      return Promise.resolve({ owner: 'signer-id', upsert: false });
    }
    if (caller.authorization !== STAFF) {
      throw new Refusal(403, 'new row violates row-level security policy');
    }
    return Promise.resolve({ owner: 'staff-id', upsert: target.upsert });
  }

  async commit(upload: FinishedResumableUpload) {
    if (this.refuseCommit) throw this.refuseCommit;
    const sha256 = await fileSha256(upload.filePath);
    const destination = path.join(this.objectsDir, upload.bucketId, upload.objectName);
    await mkdir(path.dirname(destination), { recursive: true });
    await rename(upload.filePath, destination);
    this.committed.push({ ...upload, sha256 });
  }

  maxSize() {
    return MAX_SIZE;
  }
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

async function fileSha256(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Bytes no two tests share, from a 1 MB random block repeated (cheap for large sizes). */
export function testBytes(size: number): Buffer {
  const block = Buffer.from(createHash('sha512').update(String(Math.random())).digest());
  const data = Buffer.alloc(size);
  for (let at = 0; at < size; at += block.length) block.copy(data, at);
  return data;
}

export async function startUploadServer(options: { expiryMs?: number } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resumable-'));
  const uploadDir = path.join(dir, 'uploads');
  const core = new StandInCore(path.join(dir, 'objects'));
  const handler = createResumableHandler({
    port: core,
    uploadDir,
    publicPath: PUBLIC_PATH,
    expiryMs: options.expiryMs,
  });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    core,
    origin,
    endpoint: `${origin}${PUBLIC_PATH}`,
    /** The handler's unfinished uploads, by file name. */
    uploadsOnDisk: () => readdir(uploadDir),
    uploadDir,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type UploadOptions = NonNullable<ConstructorParameters<typeof Upload>[1]>;

/** The options of Supabase's guide for a staff upload into `evidence` (overridable). */
export function hostedOptions(endpoint: string, objectName: string): UploadOptions {
  return {
    endpoint,
    // No retries: a test's failure shows at once (the guide retries after 0, 3, 5, 10, 20 s).
    retryDelays: null,
    headers: { authorization: STAFF, 'x-upsert': 'true' },
    uploadDataDuringCreation: true,
    removeFingerprintOnSuccess: true,
    metadata: {
      bucketName: 'evidence',
      objectName,
      contentType: 'image/jpeg',
      cacheControl: '3600',
      metadata: JSON.stringify({ shipment: 'TR-1042' }),
    },
    chunkSize: 6 * MB,
  };
}

/** The upload name an upload URL stands for, read as hosted writes it (base64url). */
export function nameInUrl(url: string): string {
  return Buffer.from(url.split('/').pop() ?? '', 'base64url').toString('utf8');
}

/** What every TUS request but OPTIONS carries, here as staff. */
export const STAFF_TUS = { authorization: STAFF, 'tus-resumable': '1.0.0' };

/** Upload-Metadata naming an object in `evidence`, encoded as tus-js-client encodes it. */
export const metadataFor = (objectName: string) =>
  `bucketName ${btoa('evidence')},objectName ${btoa(objectName)}`;

/** A creation sent by hand: for what tus-js-client never sends, and to read the raw answer. */
export function createByHand(url: string, length: number, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { ...STAFF_TUS, 'upload-length': String(length), ...headers },
  });
}

export function patchByHand(url: string, offset: number, body?: string) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...STAFF_TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
  });
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
