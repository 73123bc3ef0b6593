/**
 * Where object bytes live: one file per stored version under `<root>/objects/`, named by the
 * version's uuid (the row's `version`), never by the object's name, so no name can lead out of
 * the folder or hit a file-name limit. An upload is written to `<root>/tmp/` first and renamed
 * into place only when every byte is in, so a half-finished upload leaves no object.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface ReceivedFile {
  tempPath: string;
  size: number;
  /** The quoted MD5 of the bytes, the ETag S3 gives a single-part upload. */
  eTag: string;
}

/** The source went on past the limit; what it sent was not kept. */
export class LimitExceeded extends Error {
  constructor() {
    super('limit exceeded');
  }
}

/** The source ended before its end (the client went away). */
class SourceAborted extends Error {
  constructor() {
    super('upload aborted');
  }
}

/**
 * What an upload's file stream may hold before the socket waits for the disk: a few of the
 * socket's 64 KiB chunks, written together, so that reading goes on while a write is under way.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * Does `work` on `file`, making its folder first only when it is missing (ENOENT): the folders
 * exist after the first upload, so the common case costs no mkdir.
 */
async function inFolder<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.mkdir(path.dirname(file), { recursive: true });
    return work();
  }
}

export interface OpenedFile {
  size: number;
  mtime: Date;
  /** The bytes, or the inclusive range `start`–`end`. */
  stream(range?: { start: number; end: number }): Readable;
  close(): Promise<void>;
}

export class FileStore {
  readonly objectsDir: string;
  readonly tempDir: string;

  constructor(readonly root: string) {
    this.objectsDir = path.join(root, 'objects');
    this.tempDir = path.join(root, 'tmp');
  }

  /** The file of a version; null for a version no upload here wrote (a row made by SQL). */
  private pathOf(version: string): string | null {
    if (!/^[0-9a-f-]{36}$/.test(version)) return null;
    return path.join(this.objectsDir, version.slice(0, 2), version);
  }

  private mustPathOf(version: string): string {
    const file = this.pathOf(version);
    if (!file) throw new Error(`not a version of a stored file: ${version}`);
    return file;
  }

  /**
   * Copies `source` into a temporary file. Past `limit` bytes it stops reading (the source is
   * left to be drained or closed by its owner) and fails with LimitExceeded; if the source
   * breaks off, it fails too; either way the temporary file is gone.
   */
  async receive(source: Readable, limit: number): Promise<ReceivedFile> {
    const tempPath = path.join(this.tempDir, randomUUID());
    const file = await inFolder(tempPath, () => fs.open(tempPath, 'wx'));
    const hash = createHash('md5');
    let size = 0;
    const meter = new Transform({
      highWaterMark: WRITE_BUFFER_BYTES,
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) {
          done(new LimitExceeded());
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const onError = (error: Error) => meter.destroy(error);
    const onClose = () => {
      if (!source.readableEnded) meter.destroy(new SourceAborted());
    };
    source.on('error', onError);
    source.on('close', onClose);
    source.pipe(meter);
    try {
      await pipeline(meter, file.createWriteStream({ highWaterMark: WRITE_BUFFER_BYTES }));
      return { tempPath, size, eTag: `"${hash.digest('hex')}"` };
    } catch (error) {
      source.unpipe(meter);
      await file.close().catch(() => undefined);
      await fs.rm(tempPath, { force: true });
      throw error;
    } finally {
      source.off('error', onError);
      source.off('close', onClose);
    }
  }

  /** Puts a finished file in place as `version`; a file from another file system is copied. */
  async commit(filePath: string, version: string): Promise<Date> {
    const target = this.mustPathOf(version);
    try {
      await inFolder(target, () => fs.rename(filePath, target));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.copyFile(filePath, target);
      await fs.rm(filePath, { force: true });
    }
    return (await fs.stat(target)).mtime;
  }

  /**
   * The bytes of a version as a new version too (copy, move): a second link to the same file,
   * as stored files are never changed; a copy where links are not possible.
   */
  async duplicate(version: string, newVersion: string): Promise<void> {
    const source = this.mustPathOf(version);
    const target = this.mustPathOf(newVersion);
    await inFolder(target, () => fs.link(source, target).catch(() => fs.copyFile(source, target)));
  }

  /**
   * A stored version opened for reading, so that it stays readable while a newer upload
   * replaces it; null when it has no file. Either `stream` it (which closes it at the end) or
   * `close` it.
   */
  async open(version: string): Promise<OpenedFile | null> {
    const file = this.pathOf(version);
    if (!file) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const { size, mtime } = await handle.stat();
    return {
      size,
      mtime,
      stream: (range) => handle.createReadStream(range),
      close: () => handle.close(),
    };
  }

  async remove(version: string | null | undefined): Promise<void> {
    const file = version ? this.pathOf(version) : null;
    if (file) await fs.rm(file, { force: true });
  }

  async removeTemp(filePath: string): Promise<void> {
    await fs.rm(filePath, { force: true });
  }

  /** Unfinished uploads of an earlier run. */
  async sweepTemp(): Promise<void> {
    await fs.rm(this.tempDir, { recursive: true, force: true });
  }
}

/** The quoted MD5 of a file's bytes (a resumable upload's ETag), read as a stream. */
export async function eTagOf(filePath: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return `"${hash.digest('hex')}"`;
}

/** Every stored byte gone (db:reset, as a fresh Storage volume). */
export async function emptyFileStore(root: string): Promise<void> {
  await fs.rm(root, { recursive: true, force: true });
}
