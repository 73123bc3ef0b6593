/**
 * Two throw-away databases side by side in one throw-away cluster: one built from
 * supabase/migrations/, one from supabase/schemas/, both on the bootstrap the local stack
 * applies first, so what differs between them is what the two folders say differently.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

import { withClient } from '../../dev-support/pg-client';
import { freePort } from '../../dev-support/ports';
import { bootstrap, buildDatabase } from '../../local-stack/database';
import { startPostgres } from '../../local-stack/postgres';
import { applyDeclaredSchema } from './declared-schema';

export interface ComparedDatabases {
  /** Superuser URLs: the differ reads catalogs the `postgres` role may not see whole. */
  fromMigrations: string;
  fromSchemas: string;
}

const SCHEMAS_DATABASE = 'from_schemas';

export async function withComparedDatabases<T>(
  work: (databases: ComparedDatabases) => Promise<T>,
): Promise<T> {
  const postgres = await startPostgres({
    dataDir: path.join(os.tmpdir(), `db-diff-${randomBytes(6).toString('hex')}`),
    port: await freePort(),
    throwAway: true,
    log: () => undefined,
  });
  try {
    await buildDatabase(postgres.url, { seed: false });
    // Owned by postgres from the start, as bootstrap.sql makes the project database.
    await withClient(postgres.url(undefined, 'template1'), (client) =>
      client.query(`create database ${SCHEMAS_DATABASE} owner postgres`),
    );
    await bootstrap(postgres.url(undefined, SCHEMAS_DATABASE));
    await withClient(postgres.url('postgres', SCHEMAS_DATABASE), applyDeclaredSchema);
    return await work({
      fromMigrations: postgres.url(),
      fromSchemas: postgres.url(undefined, SCHEMAS_DATABASE),
    });
  } finally {
    await postgres.stop();
  }
}
