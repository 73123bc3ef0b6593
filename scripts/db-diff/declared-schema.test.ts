/**
 * The order the Supabase CLI applies supabase/schemas/ in (pkg/config Glob.Files: each
 * schema_paths pattern through Go's fs.Glob, its matches sorted, a file matched twice applied
 * where first matched), and that this order builds the database from empty as the CLI builds it:
 * on Supabase's bootstrap, one batch per file, as `postgres`, function bodies checked.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import { freePort } from '../../dev-support/ports';
import { bootstrap } from '../../local-stack/database';
import { type RunningPostgres, startPostgres } from '../../local-stack/postgres';
import {
  applyDeclaredSchema,
  applySchemaFiles,
  declaredSchemaFiles,
  matchesGoPattern,
  schemaFilesOf,
} from './declared-schema';

describe('matchesGoPattern (Go path.Match)', () => {
  it('matches *, ? and classes within one name, never across /', () => {
    expect(matchesGoPattern('*.sql', 'table.sql')).toBe(true);
    expect(matchesGoPattern('*.sql', '.sql')).toBe(true);
    expect(matchesGoPattern('*.sql', 'table.sql.bak')).toBe(false);
    expect(matchesGoPattern('*', 'a/b')).toBe(false);
    expect(matchesGoPattern('t?ble.sql', 'täble.sql')).toBe(true);
    expect(matchesGoPattern('[st]*.sql', 'table.sql')).toBe(true);
    expect(matchesGoPattern('[^st]*.sql', 'table.sql')).toBe(false);
    expect(matchesGoPattern('[a-c]*', 'base')).toBe(true);
    expect(matchesGoPattern('\\*.sql', '*.sql')).toBe(true);
    expect(matchesGoPattern('\\*.sql', 'a.sql')).toBe(false);
    expect(matchesGoPattern('a.sql', 'a_sql')).toBe(false);
  });

  it('refuses a malformed pattern, as Go answers ErrBadPattern', () => {
    expect(() => matchesGoPattern('[a', 'a')).toThrow('malformed pattern [a');
    expect(() => matchesGoPattern('[]a]', 'a')).toThrow('malformed pattern');
    expect(() => matchesGoPattern('a\\', 'a')).toThrow('malformed pattern');
  });
});

describe('schemaFilesOf (Glob.Files)', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'schema-paths-'));
    for (const file of [
      'schemas.sql',
      'base/b.sql',
      'base/a.sql',
      'base/a-z.sql',
      'feature/table.sql',
      'feature/settings.sql',
      'feature/zz.sql',
      'feature/deeper/not-matched.sql',
      'other/table.sql',
      'other/notes.txt',
    ]) {
      mkdirSync(path.dirname(path.join(root, 'supabase/schemas', file)), { recursive: true });
      writeFileSync(path.join(root, 'supabase/schemas', file), '');
    }
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('applies each pattern in turn, its matches in byte order, a file matched twice once', () => {
    const files = schemaFilesOf(root, [
      './schemas/schemas.sql',
      './schemas/base/*.sql',
      './schemas/*/table.sql',
      './schemas/*/*.sql',
    ]).map((file) => path.relative(path.join(root, 'supabase/schemas'), file));
    expect(files).toEqual([
      'schemas.sql',
      // '-' sorts before '.', so a-z.sql before a.sql, as Go's sort.Strings has it.
      'base/a-z.sql',
      'base/a.sql',
      'base/b.sql',
      'feature/table.sql',
      'other/table.sql',
      'feature/settings.sql',
      'feature/zz.sql',
    ]);
  });

  it('refuses a pattern that matches nothing (the CLI only warns)', () => {
    expect(() => schemaFilesOf(root, ['./schemas/nothing/*.sql'])).toThrow(
      'schema_paths: no files matched ./schemas/nothing/*.sql',
    );
  });
});

/** Every .sql file under a folder, at any depth. */
function sqlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it('applies every .sql file of supabase/schemas/, none twice', () => {
  const applied = declaredSchemaFiles();
  expect(new Set(applied).size).toBe(applied.length);
  expect([...applied].sort()).toEqual(sqlFilesUnder(path.resolve('supabase/schemas')).sort());
});

describe('from an empty database', () => {
  let postgres: RunningPostgres;
  let folder: string;

  /** A database as the CLI's shadow database starts: Supabase's roles, schemas and auth. */
  async function emptyDatabase(name: string): Promise<string> {
    await withClient(postgres.url(undefined, 'template1'), (client) =>
      client.query(`create database ${name} owner postgres`),
    );
    await bootstrap(postgres.url(undefined, name));
    return postgres.url('postgres', name);
  }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'declared-schema-'));
    postgres = await startPostgres({
      dataDir: path.join(folder, 'db'),
      port: await freePort(),
      throwAway: true,
      log: () => undefined,
    });
    // Supabase's roles are the cluster's: made once, by the first bootstrap.
    await bootstrap(postgres.url());
  }, 60_000);

  afterAll(async () => {
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('builds in the order of schema_paths, with function bodies checked', async () => {
    await withClient(await emptyDatabase('in_order'), async (client) => {
      await applyDeclaredSchema(client);
      const { rows } = await client.query<{ triggers: string; functions: string }>(
        `select (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid
                  join pg_namespace n on n.oid = c.relnamespace
                 where not t.tgisinternal and n.nspname in ('public', 'private', 'audit')) as triggers,
                (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname in ('public', 'private', 'audit')) as functions`,
      );
      expect(Number(rows[0]!.triggers)).toBeGreaterThan(20);
      expect(Number(rows[0]!.functions)).toBeGreaterThan(150);
    });
  }, 60_000);

  it('fails, naming the file, in plain name order (the layers are what makes it work)', async () => {
    const root = path.resolve('.');
    const byName = schemaFilesOf(root, ['./schemas/*.sql', './schemas/*/*.sql']);
    await withClient(await emptyDatabase('by_name'), async (client) => {
      await expect(applySchemaFiles(client, byName)).rejects.toThrow(
        /^supabase\/schemas\/audit\/shipment-changes\.sql: function private\.is_staff\(\) does not exist$/,
      );
    });
  }, 60_000);
});
