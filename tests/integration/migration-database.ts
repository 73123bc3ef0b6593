/**
 * A migration's data statements on rows that existed before it: a database of its own, next to
 * the stack's, built with the migrations before that one; the test fills it, then applies the
 * migration (and, when asked, every later one).
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type pg from 'pg';

import { withClient } from '../../dev-support/pg-client';
import { bootstrap, migrate } from '../../local-stack/database';
import { sql, stack } from './support';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

export interface MigrationDatabase {
  /** The superuser's URL of that database, for a transaction of the test's own. */
  superuserUrl: string;
  /** SQL as the superuser in that database. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Applies the migration under test; the names applied. */
  migrateThis(): Promise<string[]>;
  /** Applies every migration after it: the names there are, and the names applied. */
  migrateLater(): Promise<{ later: string[]; applied: string[] }>;
  drop(): Promise<void>;
}

/** The database `name`, built with every migration before `migration`. */
export async function databaseBefore(name: string, migration: string): Promise<MigrationDatabase> {
  const inDatabase = (url: string) => {
    const other = new URL(url);
    other.pathname = `/${name}`;
    return other.toString();
  };
  await sql(`drop database if exists ${name} with (force)`);
  await sql(`create database ${name} owner postgres`);
  await bootstrap(inDatabase(stack.superuserDbUrl));
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  const copy = async (keep: (file: string) => boolean) => {
    const files = (await readdir(MIGRATIONS_DIR)).filter(keep);
    for (const file of files) {
      await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
    }
    return files;
  };
  await copy((file) => file < migration);
  await migrate(inDatabase(stack.dbUrl), folder);
  const superuserUrl = inDatabase(stack.superuserDbUrl);
  return {
    superuserUrl,
    query: <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      withClient(superuserUrl, async (client) => (await client.query<Row>(text, values)).rows),
    async migrateThis() {
      await copy((file) => file === migration);
      return migrate(inDatabase(stack.dbUrl), folder);
    },
    async migrateLater() {
      const later = await copy((file) => file > migration);
      return { later, applied: await migrate(inDatabase(stack.dbUrl), folder) };
    },
    async drop() {
      await sql(`drop database if exists ${name} with (force)`);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
