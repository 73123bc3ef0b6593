/**
 * What separates the database supabase/migrations/ builds from the one supabase/schemas/
 * declares: migra's statements, then the catalog facts migra does not compare, then the
 * pg_cron jobs (read from the SQL, as no local database has pg_cron).
 */
import { readFileSync } from 'node:fs';

import { createClient } from '@pgkit/client';
import { Migration } from '@pgkit/migra';

import { listMigrations } from '../../local-stack/database';
import {
  type CatalogFact,
  compareFacts,
  describeFact,
  factStatements,
  objectName,
  readCatalogFacts,
} from './catalog-facts';
import type { ComparedDatabases } from './compared-databases';
import { changedCronJobs, cronJobsIn } from './cron-jobs';
import { declaredSchemaFiles } from './declared-schema';
import { inHouseStyle } from './house-style';

export interface SchemaDiff {
  /** The migration that brings the migrations' database to the declared one. */
  statements: string[];
  /** One line per difference, naming the object, for a person to read. */
  differences: string[];
}

/**
 * With only pg_catalog on the search path the catalog names every object with its schema
 * (`returns setof public.tracked_shipment`), so the migration does not depend on the path it runs with.
 */
const qualifyingNames = (url: string) =>
  `${url}?options=${encodeURIComponent('-c search_path=pg_catalog')}`;

async function migraStatements(from: string, to: string): Promise<string[]> {
  const [source, target] = [createClient(qualifyingNames(from)), createClient(qualifyingNames(to))];
  try {
    // The migration history is data the two databases keep differently by design.
    const migration = await Migration.create(source, target, {
      exclude_schema: ['supabase_migrations'],
    });
    migration.set_safety(false); // a drop is a difference too; the reviewer decides
    migration.add_all_changes(true);
    return migration.statements.array
      .map((statement) => statement.trim())
      .filter(Boolean)
      .map(inHouseStyle);
  } finally {
    await Promise.all([source.end(), target.end()]);
  }
}

/** `"private"."lookup_shipment"` → `private.lookup_shipment`, for matching against catalog names. */
const unquote = (text: string) => text.replace(/"/g, '');

function cronStatements(): { statements: string[]; differences: string[] } {
  const read = (files: string[]) => files.map((file) => readFileSync(file, 'utf8'));
  const applied = cronJobsIn(read(listMigrations().map((migration) => migration.file)));
  const declared = cronJobsIn(read(declaredSchemaFiles()));
  const statements: string[] = [];
  const differences: string[] = [];
  for (const name of changedCronJobs(applied, declared)) {
    const job = declared.get(name);
    differences.push(
      `cron job ${name}: ${job ? `${job.schedule} ${job.command}` : 'not declared'}`,
    );
    const statement =
      job?.block ??
      `do $$\nbegin\n  if exists (select 1 from pg_extension where extname = 'pg_cron') then\n    perform cron.unschedule('${name}');\n  end if;\nend;\n$$;`;
    // Jobs scheduled in one block (jobs/cron.sql) are all rescheduled by it, once.
    if (!statements.includes(statement)) statements.push(statement);
  }
  return { statements, differences };
}

export async function diffSchemas(databases: ComparedDatabases): Promise<SchemaDiff> {
  const migra = await migraStatements(databases.fromMigrations, databases.fromSchemas);
  const [first, second] = [
    await readCatalogFacts(databases.fromMigrations),
    await readCatalogFacts(databases.fromSchemas),
  ];
  const facts = compareFacts(first, second);
  // Objects migra creates (new, or dropped and created again) start with the defaults.
  const existing = new Set(first.map((fact) => objectName(fact.name)));
  // Objects only one side has: migra's create or drop statement names them already.
  const owned = (facts: CatalogFact[]) =>
    new Set(facts.filter((fact) => fact.fact === 'owner').map((fact) => objectName(fact.name)));
  const [ownedFirst, ownedSecond] = [owned(first), owned(second)];
  const oneSided = (fact: CatalogFact) =>
    ownedFirst.has(objectName(fact.name)) !== ownedSecond.has(objectName(fact.name));
  const named = (pattern: RegExp) =>
    new Set(migra.flatMap((statement) => pattern.exec(unquote(statement))?.[1] ?? []));
  const dropped = named(
    /^drop (?:function|procedure|table|view|materialized view|sequence|type) (?:if exists )?([^\s(;]+)/i,
  );
  const created = new Set(
    [
      ...named(
        /^create (?:or replace )?(?:function|procedure|table|view|materialized view|sequence|type) ([^\s(]+)/i,
      ),
    ].filter((name) => !existing.has(name) || dropped.has(name)),
  );
  // A dropped object's grants and comment go with it: no statement may name it afterwards.
  const grants = factStatements(first, second, new Set([...created, ...dropped]));
  const cron = cronStatements();
  return {
    // Default privileges first: they decide what the objects created after them start with.
    statements: [
      ...grants.filter((statement) => statement.startsWith('alter default privileges')),
      ...migra,
      ...grants.filter((statement) => !statement.startsWith('alter default privileges')),
      ...cron.statements,
    ],
    differences: [
      ...migra
        .filter((statement) => !/^set /i.test(statement)) // a setting, no difference
        .map((statement) => statement.split('\n')[0]!.slice(0, 160)),
      ...facts.onlyInFirst
        .filter((fact) => !oneSided(fact))
        .map((fact) => `migrations only: ${describeFact(fact)}`),
      ...facts.onlyInSecond
        .filter((fact) => !oneSided(fact))
        .map((fact) => `schemas only: ${describeFact(fact)}`),
      ...cron.differences,
    ],
  };
}
