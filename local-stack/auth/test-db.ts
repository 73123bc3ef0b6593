/**
 * A throw-away Postgres for the auth service's own tests: the stack's Postgres and bootstrap
 * (roles, schemas, auth schema) without PostgREST or the gateway, so each test file can mount
 * the service with options of its own (e.g. a reuse interval of 0).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../../dev-support/ports';
import { bootstrap } from '../database';
import { startPostgres } from '../postgres';

export { freePort };

export interface TestDatabase {
  port: number;
  /** Connection string of the superuser (supabase_admin). */
  superuserUrl: string;
  /** Connection string of supabase_auth_admin, the role the auth service uses. */
  authAdminUrl: string;
  stop: () => Promise<void>;
}

export async function startTestDatabase(): Promise<TestDatabase> {
  const parent = await mkdtemp(join(tmpdir(), 'auth-service-test-'));
  const port = await freePort();
  const postgres = await startPostgres({
    dataDir: join(parent, 'data'),
    port,
    throwAway: true,
    log: () => undefined,
  });
  const stop = async (): Promise<void> => {
    await postgres.stop().catch((error: unknown) => console.error('[test-db] stop failed', error));
    await rm(parent, { recursive: true, force: true });
  };
  try {
    await bootstrap(postgres.url());
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    superuserUrl: postgres.url(),
    authAdminUrl: postgres.url('supabase_auth_admin'),
    stop,
  };
}
