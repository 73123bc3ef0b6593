/**
 * Storage in tests: a supabase-js storage answer as plain data (to compare whole), buckets of
 * a test's own, and bytes made and checked as streams.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';

import type { ProjectClient } from '../dev-support/node-supabase-client';
import type { StorageService } from '../local-stack/storage/index';
import { createStoragePool, localStorageService } from '../local-stack/storage/stack-setup';

interface StorageAnswer {
  data: unknown;
  error: unknown;
}

/** `{ data, error }` with the error's own fields (`StorageApiError` is a class). */
export function plain(answer: StorageAnswer): { data: unknown; error: unknown } {
  const { error } = answer;
  if (!(error instanceof Error)) return { data: answer.data, error };
  const { status, statusCode } = error as Error & { status?: number; statusCode?: string };
  return {
    data: answer.data,
    error: { name: error.name, message: error.message, status, statusCode },
  };
}

/** The answer storage-js gives for an error body `statusCode` (HTTP 400 unless told). */
export function refusal(statusCode: string, message: string, status = 400) {
  return { data: null, error: { name: 'StorageApiError', message, status, statusCode } };
}

/** Where the stack keeps the file of a stored version (local-stack/storage/files.ts). */
export function storedFilePath(storageDir: string, version: string): string {
  return path.join(storageDir, 'objects', version.slice(0, 2), version);
}

let counter = 0;
/** A bucket name no other test uses. */
export function uniqueBucketName(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}`;
}

/** Empties and deletes buckets (afterAll), as service. */
export async function removeBuckets(admin: ProjectClient, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await admin.storage.emptyBucket(id);
    const { error } = await admin.storage.deleteBucket(id);
    if (error) throw error;
  }
}

/** `size` deterministic bytes as a stream, never all in memory; `sha256()` once read. */
export function generatedBytes(size: number, chunkSize = 1024 * 1024) {
  const hash = createHash('sha256');
  let sent = 0;
  let seed = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(chunkSize, size - sent));
      for (let at = 0; at + 4 <= chunk.length; at += 4) {
        seed = (seed + 0x9e3779b9) >>> 0;
        chunk.writeUInt32LE(seed, at);
      }
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

/** Reads a web stream to its end, keeping only its length and SHA-256. */
export async function digestStream(
  body: ReadableStream,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * The Storage core of a running stack, built on its database and files as the stack builds
 * it, for tests that call the core directly; `close` ends its connections.
 */
export function storageOf(stack: { dbUrl: string; storageDir: string }): {
  storage: StorageService;
  close: () => Promise<void>;
} {
  const url = new URL(stack.dbUrl);
  url.username = 'supabase_storage_admin';
  const pool = createStoragePool(url.toString(), () => undefined);
  const storage = localStorageService(pool, stack.storageDir);
  return { storage, close: () => pool.end() };
}
