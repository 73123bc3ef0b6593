/**
 * For the resumable handler's tests: the real handler on a real HTTP server on a free port, and a
 * small stand-in for the Storage core over a temp folder (the core is tested on its own side).
 * Clients are tus-js-client with the options Supabase's guide gives (tus-test-client.ts).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type {
  FinishedResumableUpload,
  ResumableCaller,
  ResumablePort,
  ResumableRefusal,
  ResumableUploadTarget,
} from '../resumable-port';
import { createResumableHandler } from './resumable-handler';
import { GUIDE_OPTIONS, MB, type UploadOptions } from './tus-test-client';

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

async function fileSha256(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
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

/** The options of Supabase's guide for a staff upload into `evidence` (overridable). */
export function hostedOptions(endpoint: string, objectName: string): UploadOptions {
  return {
    ...GUIDE_OPTIONS,
    endpoint,
    headers: { authorization: STAFF, 'x-upsert': 'true' },
    metadata: {
      bucketName: 'evidence',
      objectName,
      contentType: 'image/jpeg',
      cacheControl: '3600',
      metadata: JSON.stringify({ shipment: 'TR-1042' }),
    },
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
