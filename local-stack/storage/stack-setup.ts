/**
 * Storage's place in the local stack: its files beside the database's data folder, its
 * connections, and what a fresh or reset database gets (no files, the configured buckets).
 */
import pg from 'pg';

import { DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config';
import type { StorageConfig } from './config';
import { seedConfiguredBuckets } from './config-buckets';
import { emptyFileStore } from './files';
import { createStorageService, type StorageService } from './index';

/**
 * The folder of a stack's stored files: `<data folder>-storage` (local-stack/.data/db-storage
 * for `npm start`), not inside the database cluster, which as root lives elsewhere.
 */
export function storageDirFor(dataDir: string): string {
  return `${dataDir}-storage`;
}

/** bigint columns (file_size_limit) as numbers, as the server's pg type parser reads them. */
const INT8 = 20;
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    oid === INT8
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as (
          value: string,
        ) => unknown)) as typeof pg.types.getTypeParser,
};

/** Connections as supabase_storage_admin; a reset dropping the database must not crash us. */
export function createStoragePool(url: string, log: (line: string) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: TYPES });
  pool.on('error', (error) => log(`[storage pool] ${error.message}`));
  return pool;
}

export function localStorageService(pool: pg.Pool, dataDir: string): StorageService {
  return createStorageService({
    pool,
    jwtSecret: DEMO_JWT_SECRET,
    serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    rootDir: storageDirFor(dataDir),
  });
}

/**
 * What a new (or rebuilt) database gets: no stored files, as a fresh Storage volume, and the
 * buckets config.toml declares, when Storage is enabled.
 */
export async function freshStorage(
  url: string,
  dataDir: string,
  config: StorageConfig,
): Promise<void> {
  await emptyFileStore(storageDirFor(dataDir));
  if (!config.enabled || config.buckets.length === 0) return;
  const pool = createStoragePool(url, () => undefined);
  try {
    await seedConfiguredBuckets(localStorageService(pool, dataDir).context, config.buckets);
  } finally {
    await pool.end();
  }
}
