import pg from 'pg';

import { DB_PASSWORD, DB_SUPERUSER } from './config';
import { buildDatabase, resetDatabase } from './database';
import { startPostgres } from './postgres';
import { readStorageConfig } from './storage/config';
import { resetStorage } from './storage/stack-setup';

function urlFor(port: number) {
  return (role: string = DB_SUPERUSER, database = 'postgres') =>
    `postgresql://${role}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function isListening(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return false;
    throw new Error(
      `Something answers on the database port but is not this project's local stack: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * Rebuilds the project database from bootstrap, migrations and seed, and empties Storage's
 * files and puts config.toml's buckets back, as `supabase db reset` does. Works on the running
 * stack (its PostgREST, Auth and Storage reconnect by themselves) or, when none runs, on the
 * data folder.
 */
export async function resetLocalDatabase(options: {
  dataDir: string;
  dbPort: number;
}): Promise<void> {
  const url = urlFor(options.dbPort);
  const storage = () =>
    resetStorage(url('supabase_storage_admin'), options.dataDir, readStorageConfig());
  if (await isListening(url(undefined, 'template1'))) {
    await resetDatabase(url, { seed: true });
    await storage();
    return;
  }
  const postgres = await startPostgres({
    dataDir: options.dataDir,
    port: options.dbPort,
    throwAway: false,
    log: () => undefined,
  });
  try {
    if (postgres.created) await buildDatabase(postgres.url, { seed: true });
    else await resetDatabase(postgres.url, { seed: true });
    await storage();
  } finally {
    await postgres.stop();
  }
}
