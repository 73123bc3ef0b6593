/**
 * Storage's place in the local stack: its files beside the database's data folder, its
 * connections, and what a fresh or reset database gets (no files, the configured buckets).
 */
import pg from 'pg';

import { DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config';
import type { StorageConfig } from './config';
import { seedConfiguredBuckets } from './config-buckets';
import type { StorageContext } from './context';
import { emptyFileStore } from './files';
import {
  createStorageContext,
  createStorageService,
  type StorageService,
  type StorageServiceOptions,
} from './index';

/**
 * The folder of a stack's stored files: `<data folder>-storage` (local-stack/.data/db-storage
 * for `npm start`), not inside the database cluster, which as root lives elsewhere.
 */
export function storageDirFor(dataDir: string): string {
  return `${dataDir}-storage`;
}

/** bigint columns (file_size_limit) as numbers, as the server's pg type parser reads them. */
const TYPES = new pg.TypeOverrides();
TYPES.setTypeParser(pg.types.builtins.INT8, Number);

/** Connections as supabase_storage_admin; a reset dropping the database must not crash us. */
export function createStoragePool(url: string, log: (line: string) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: TYPES });
  pool.on('error', (error) => log(`[storage pool] ${error.message}`));
  return pool;
}

/** The local stack's keys and a files folder (storageDirFor). */
function localOptions(pool: pg.Pool, rootDir: string): StorageServiceOptions {
  return { pool, jwtSecret: DEMO_JWT_SECRET, serviceRoleKey: DEMO_SERVICE_ROLE_KEY, rootDir };
}

export function localStorageService(pool: pg.Pool, rootDir: string): StorageService {
  return createStorageService(localOptions(pool, rootDir));
}

/**
 * What a new (or rebuilt) database gets: no stored files, as a fresh Storage volume, and the
 * buckets config.toml declares, when Storage is enabled.
 */
export async function freshStorage(context: StorageContext, config: StorageConfig): Promise<void> {
  await emptyFileStore(context.files.root);
  if (!config.enabled || config.buckets.length === 0) return;
  await seedConfiguredBuckets(context, config.buckets);
}

/** freshStorage for a database no running Storage serves (db:reset), on connections of its own. */
export async function resetStorage(
  url: string,
  dataDir: string,
  config: StorageConfig,
): Promise<void> {
  const pool = createStoragePool(url, () => undefined);
  try {
    await freshStorage(createStorageContext(localOptions(pool, storageDirFor(dataDir))), config);
  } finally {
    await pool.end();
  }
}
