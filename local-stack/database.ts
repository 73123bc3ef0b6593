import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type pg from 'pg';

import { withClient } from '../dev-support/pg-client';
import { DB_PASSWORD } from './config';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUPABASE_DIR = path.resolve(here, '..', 'supabase');
const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
const SEED_FILE = path.join(SUPABASE_DIR, 'seed.sql');

/** The schemas hosted's own services (Auth, Storage) keep up to date, in their order. */
const SERVICE_SCHEMA_FILES = ['auth-schema.sql', 'storage-schema.sql'].map((name) =>
  path.join(here, 'sql', name),
);
const BOOTSTRAP_FILES = [path.join(here, 'sql', 'bootstrap.sql'), ...SERVICE_SCHEMA_FILES];

/** File names as the Supabase CLI accepts them (supabase/cli pkg/migration/file.go). */
const MIGRATION_NAME = /^([0-9]+)_(.*)\.sql$/;

interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((entry) => {
      const match = MIGRATION_NAME.exec(entry);
      return match?.[1] && match[2] !== undefined
        ? [{ version: match[1], name: match[2], file: path.join(dir, entry) }]
        : [];
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

async function runFile(client: pg.Client, file: string): Promise<void> {
  try {
    await client.query(readFileSync(file, 'utf8'));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${path.relative(process.cwd(), file)}: ${message}`, { cause: error });
  }
}

/** Runs the files as the superuser; the login roles they create get the local password. */
async function runAsSuperuser(superuserUrl: string, files: string[]): Promise<void> {
  await withClient(superuserUrl, async (client) => {
    await client.query(`select set_config('bootstrap.password', $1, false)`, [DB_PASSWORD]);
    for (const file of files) await runFile(client, file);
  });
}

/** What hosted Supabase has before any migration: roles, schemas, auth, storage, migration history. */
export async function bootstrap(superuserUrl: string): Promise<void> {
  await runAsSuperuser(superuserUrl, BOOTSTRAP_FILES);
}

/**
 * The auth and storage schemas again on a database built earlier, as GoTrue and the Storage
 * server run their migrations at every start: the files only add what is missing (e.g.
 * auth.one_time_tokens, issue #48; the whole storage schema, issue #51).
 */
export async function updateServiceSchemas(superuserUrl: string): Promise<void> {
  await runAsSuperuser(superuserUrl, SERVICE_SCHEMA_FILES);
}

/**
 * Applies the migrations not yet recorded, each in one transaction as the non-superuser
 * `postgres` (as the Supabase CLI does), then asks PostgREST to reload its schema cache.
 */
export async function migrate(postgresUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  return withClient(postgresUrl, async (client) => {
    const done = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    const applied = new Set(done.rows.map((row) => row.version));
    const ran: string[] = [];
    for (const migration of listMigrations(dir)) {
      if (applied.has(migration.version)) continue;
      const sql = readFileSync(migration.file, 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`migration ${path.basename(migration.file)} failed: ${message}`, {
          cause: error,
        });
      }
      ran.push(path.basename(migration.file));
    }
    await client.query(`notify pgrst, 'reload schema'`);
    return ran;
  });
}

/** Runs supabase/seed.sql as `postgres` and records it like the CLI (seed_files). */
async function seed(postgresUrl: string, file = SEED_FILE): Promise<boolean> {
  if (!existsSync(file)) return false;
  await withClient(postgresUrl, async (client) => {
    const sql = readFileSync(file, 'utf8');
    await client.query('begin');
    try {
      await client.query(sql);
      await client.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do update set hash = excluded.hash`,
        [path.relative(SUPABASE_DIR, file), createHash('sha256').update(sql).digest('hex')],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`seed.sql failed: ${message}`, { cause: error });
    }
  });
  return true;
}

/** Drops the project database and builds it again: bootstrap, migrations, seed. */
export async function resetDatabase(
  url: (role?: string, database?: string) => string,
  options: { seed: boolean },
): Promise<void> {
  await withClient(url(undefined, 'template1'), async (client) => {
    await client.query('drop database if exists postgres with (force)');
    await client.query('create database postgres');
  });
  await buildDatabase(url, options);
}

export async function buildDatabase(
  url: (role?: string, database?: string) => string,
  options: { seed: boolean },
): Promise<void> {
  await bootstrap(url());
  await migrate(url('postgres'));
  if (options.seed) await seed(url('postgres'));
}
