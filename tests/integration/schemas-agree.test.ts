/**
 * supabase/schemas/ (the wanted state) and supabase/migrations/ (how hosted gets there) must
 * describe the same database: a change made in one only fails here, naming what differs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, expect, it } from 'vitest';

import { withComparedDatabases } from '../../scripts/db-diff/compared-databases';
import { declaredSchemaFiles } from '../../scripts/db-diff/declared-schema';
import { diffSchemas, type SchemaDiff } from '../../scripts/db-diff/schema-diff';
import { withClient } from '../../supabase/local/database';

let diff: SchemaDiff;
let functionNames: string[];

beforeAll(async () => {
  [diff, functionNames] = await withComparedDatabases(async (databases) => [
    await diffSchemas(databases),
    await withClient(databases.fromMigrations, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `select n.nspname || '.' || p.proname as name
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private', 'audit')`,
      );
      return rows.map((row) => row.name);
    }),
  ]);
}, 120_000);

it('builds the same database from supabase/schemas/ as from supabase/migrations/', () => {
  expect(
    diff.differences,
    'supabase/schemas/ and supabase/migrations/ disagree: change supabase/schemas/, then `npm run db:diff -- <name>`',
  ).toEqual([]);
});

it('defines each function of the database in exactly one schema file, once per overload', () => {
  const definitions = new Map<string, string[]>();
  for (const file of declaredSchemaFiles()) {
    const sql = readFileSync(file, 'utf8');
    for (const match of sql.matchAll(
      /^create (?:or replace )?function ([a-z_]+\.[a-z_0-9]+)\(/gm,
    )) {
      const name = match[1]!;
      definitions.set(name, [
        ...(definitions.get(name) ?? []),
        path.relative('supabase/schemas', file),
      ]);
    }
  }
  const overloads = new Map<string, number>();
  for (const name of functionNames) overloads.set(name, (overloads.get(name) ?? 0) + 1);
  const wrong = [...new Set([...overloads.keys(), ...definitions.keys()])]
    .filter((name) => {
      const files = definitions.get(name) ?? [];
      return new Set(files).size !== 1 || files.length !== overloads.get(name);
    })
    .map(
      (name) =>
        `${name}: ${overloads.get(name) ?? 0} in the database, defined in ${JSON.stringify(definitions.get(name) ?? [])}`,
    );
  expect(wrong).toEqual([]);
});
