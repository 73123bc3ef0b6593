/**
 * The unfinished uploads on disk, kept by @tus/file-store: a data file and a `.json` record per
 * upload, named by the upload's version alone, so that every upload is a plain file in one folder
 * (the store's expiry sweep reads that one folder) and no bucket or object name reaches the file
 * system. The protocol names an upload by bucket, object and version (upload-name.ts); an upload
 * is found only under the name it was created with.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { FileStore } from '@tus/file-store';
import { DataStore, ERRORS, Upload } from '@tus/server';

import { TusAnswer } from './tus-answer';
import { parseUploadName } from './upload-name';

/** The shortest time between two sweeps of expired uploads. */
const SWEEP_INTERVAL_MS = 60_000;

function versionOf(name: string): string {
  const parts = parseUploadName(name);
  if (!parts) throw new TusAnswer(ERRORS.FILE_NOT_FOUND);
  return parts.version;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export class UploadFiles extends DataStore {
  readonly #files: FileStore;
  readonly #expiryMs: number;
  #nextSweep = 0;

  constructor(
    private readonly directory: string,
    expiryMs: number,
  ) {
    super();
    this.#files = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
    this.#expiryMs = expiryMs;
    // No deferred length: the size is what the core permits when the upload is created.
    this.extensions = this.#files.extensions.filter((name) => name !== 'creation-defer-length');
  }

  /** Where the upload's bytes are. */
  filePath(name: string): string {
    return path.join(this.directory, versionOf(name));
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.#files.create(new Upload({ ...upload, id: versionOf(upload.id) }));
    return upload;
  }

  override async getUpload(name: string): Promise<Upload> {
    const parts = parseUploadName(name);
    if (!parts) throw new TusAnswer(ERRORS.FILE_NOT_FOUND);
    const found = await this.#files.getUpload(parts.version);
    const { bucketName, objectName } = found.metadata ?? {};
    if ((bucketName ?? '') !== parts.bucketId || (objectName ?? '') !== parts.objectName) {
      throw new TusAnswer(ERRORS.FILE_NOT_FOUND);
    }
    // A record without a creation date counts as expired.
    const expires = Date.parse(found.creation_date ?? '') + this.#expiryMs;
    if (!(Date.now() <= expires)) throw new TusAnswer(ERRORS.FILE_NO_LONGER_EXISTS);
    return new Upload({ ...found, id: name });
  }

  override write(stream: Readable, name: string, offset: number): Promise<number> {
    return this.#files.write(stream, versionOf(name), offset);
  }

  override async remove(name: string): Promise<void> {
    await this.getUpload(name);
    await this.#files.remove(versionOf(name));
  }

  /**
   * 0 to the TUS server, which then sends no `Upload-Expires` (as the CLI's file store, which has
   * no expiry) and leaves the expiry to getUpload above: knowing one, the server reads an upload
   * again after a creation-with-upload has finished it, when it is committed and gone.
   */
  override getExpiration(): number {
    return 0;
  }

  override async deleteExpired(): Promise<number> {
    try {
      return await this.#files.deleteExpired();
    } catch (error) {
      // No folder, no uploads: db:reset took it away, the next creation makes it again.
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  /** Removes expired unfinished uploads, at most once a minute (hosted: its S3 lifecycle). */
  async sweepWhenDue(): Promise<void> {
    const now = Date.now();
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + SWEEP_INTERVAL_MS;
    await this.deleteExpired();
  }

  /** Forgets an upload, whether or not its data file is still there (the core may move it). */
  async discard(name: string): Promise<void> {
    const version = versionOf(name);
    await rm(path.join(this.directory, version), { force: true });
    await this.#files.configstore.delete(version).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
}
