/**
 * supabase/schemas/ (the wanted state) and supabase/migrations/ (how hosted gets there) must
 * describe the same database: a change made in one only fails here, naming what differs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, expect, it } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import { withComparedDatabases } from '../../scripts/db-diff/compared-databases';
import { declaredSchemaFiles } from '../../scripts/db-diff/declared-schema';
import { diffSchemas, type SchemaDiff } from '../../scripts/db-diff/schema-diff';
import { readSchemaFile } from '../../scripts/schema-layers/schema-graph';

let diff: SchemaDiff;
let functionNames: string[];
let relationNames: string[];
let triggerNames: string[];

beforeAll(async () => {
  [diff, functionNames, relationNames, triggerNames] = await withComparedDatabases(
    async (databases) => {
      const names = (sql: string) =>
        withClient(databases.fromMigrations, async (client) =>
          (await client.query<{ name: string }>(sql)).rows.map((row) => row.name),
        );
      return [
        await diffSchemas(databases),
        await names(
          `select n.nspname || '.' || p.proname as name
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private', 'audit')`,
        ),
        // Tables, views, sequences and composite types; not those identity columns make.
        await names(
          `select n.nspname || '.' || c.relname as name
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'private', 'audit') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'c')
            and not (c.relkind = 'S'
                     and exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'i'))`,
        ),
        // Triggers as `table trigger`; not those a foreign key makes.
        await names(
          `select n.nspname || '.' || c.relname || ' ' || t.tgname as name
           from pg_trigger t join pg_class c on c.oid = t.tgrelid
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'private', 'audit') and not t.tgisinternal`,
        ),
      ];
    },
  );
}, 120_000);

it('builds the same database from supabase/schemas/ as from supabase/migrations/', () => {
  expect(
    diff.differences,
    'supabase/schemas/ and supabase/migrations/ disagree: change supabase/schemas/, then `npm run db:diff -- <name>`',
  ).toEqual([]);
});

/** Where each `create <kind> <schema.name>` is written, by name. */
function definitions(kind: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of declaredSchemaFiles()) {
    const sql = readFileSync(file, 'utf8');
    const statement = new RegExp(
      `^create (?:or replace )?${kind.source} ([a-z_]+\\.[a-z_0-9]+)\\b`,
      'gm',
    );
    for (const match of sql.matchAll(statement)) {
      const name = match[1]!;
      found.set(name, [...(found.get(name) ?? []), path.relative('supabase/schemas', file)]);
    }
  }
  return found;
}

/** Names whose count in the database differs from their definitions, or that several files define. */
function misplaced(inDatabase: string[], defined: Map<string, string[]>): string[] {
  const counts = new Map<string, number>();
  for (const name of inDatabase) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...new Set([...counts.keys(), ...defined.keys()])]
    .filter((name) => {
      const files = defined.get(name) ?? [];
      return new Set(files).size !== 1 || files.length !== counts.get(name);
    })
    .map(
      (name) =>
        `${name}: ${counts.get(name) ?? 0} in the database, defined in ${JSON.stringify(defined.get(name) ?? [])}`,
    );
}

it('defines each function of the database in exactly one schema file, once per overload', () => {
  expect(misplaced(functionNames, definitions(/function/))).toEqual([]);
});

it('defines each table, view, sequence and type in exactly one schema file', () => {
  expect(
    misplaced(relationNames, definitions(/(?:table|view|materialized view|sequence|type)/)),
  ).toEqual([]);
});

it('creates each trigger with a create trigger statement in exactly one schema file', () => {
  const created = new Map<string, string[]>();
  for (const file of declaredSchemaFiles()) {
    for (const trigger of readSchemaFile(file).triggers) {
      const name = `${trigger.table} ${trigger.name}`;
      created.set(name, [...(created.get(name) ?? []), path.relative('supabase/schemas', file)]);
    }
  }
  expect(misplaced(triggerNames, created)).toEqual([]);
});
