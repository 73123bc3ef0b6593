/**
 * Catalog checks shared by the lint tests: what the API roles may reach, and Supabase's own
 * linter (splinter). Each takes a connection, so a test can run them inside a transaction that
 * plays a migration and is rolled back.
 */
import { readFileSync } from 'node:fs';

import type pg from 'pg';

export interface Grant {
  grantee: string;
  object: string;
  privilege: string;
}

/** The schemas our migrations create objects in. */
export const OUR_SCHEMAS = ['public', 'private', 'audit'];

/** Table privileges of anon and authenticated in our schemas (column grants: apiColumnGrants). */
export async function apiTableGrants(client: pg.Client): Promise<Grant[]> {
  const { rows } = await client.query<Grant>(
    `
    select grantee, table_schema || '.' || table_name as object, privilege_type as privilege
      from information_schema.role_table_grants
     where table_schema = any ($1) and grantee in ('anon', 'authenticated')
     order by 1, 2, 3`,
    [OUR_SCHEMAS],
  );
  return rows;
}

/**
 * Functions in public that anon or authenticated may execute, however they got the right
 * (directly, through PUBLIC, through a default privilege): each is an endpoint /rest/v1/rpc/….
 */
export async function apiFunctionGrants(client: pg.Client): Promise<Grant[]> {
  const { rows } = await client.query<Grant>(`
    select r.rolname as grantee, p.proname as object, 'EXECUTE' as privilege
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
     cross join (values ('anon'), ('authenticated')) as r(rolname)
     where n.nspname = 'public'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       and has_function_privilege(r.rolname, p.oid, 'execute')
     order by 1, 2`);
  return rows;
}

/** Column privileges of anon and authenticated in our schemas (`schema.table.column`). */
export async function apiColumnGrants(client: pg.Client): Promise<Grant[]> {
  const { rows } = await client.query<Grant>(
    `
    select r.rolname as grantee, n.nspname || '.' || c.relname || '.' || att.attname as object,
           acl.privilege_type as privilege
      from pg_attribute att
      join pg_class c on c.oid = att.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     cross join aclexplode(att.attacl) as acl
      join pg_roles r on r.oid = acl.grantee
     where n.nspname = any ($1) and r.rolname in ('anon', 'authenticated')
     order by 1, 2, 3`,
    [OUR_SCHEMAS],
  );
  return rows;
}

/** Sequences in our schemas that anon or authenticated may use or read. */
export async function apiSequenceGrants(client: pg.Client): Promise<Grant[]> {
  const { rows } = await client.query<Grant>(
    `
    select r.rolname as grantee, c.relname as object, 'USAGE or SELECT' as privilege
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     cross join (values ('anon'), ('authenticated')) as r(rolname)
     where n.nspname = any ($1) and c.relkind = 'S'
       -- CASE: AND has no evaluation order, and the check fails on anything but a sequence.
       and case when c.relkind = 'S' then has_sequence_privilege(r.rolname, c.oid, 'usage, select') end
     order by 1, 2`,
    [OUR_SCHEMAS],
  );
  return rows;
}

export interface Lint {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  categories: string[];
  detail: string;
  cache_key: string;
}

const SPLINTER = readFileSync(new URL('./splinter.sql', import.meta.url), 'utf8');

/**
 * splinter.sql as Supabase's advisors run it: with `pgrst.db_schemas` set to the exposed
 * schemas (without it the exposure lints find nothing). Runs in a transaction of its own, or
 * inside the caller's when one is open (the caller rolls back).
 */
export async function splinter(client: pg.Client, inTransaction = false): Promise<Lint[]> {
  if (!inTransaction) await client.query('begin');
  try {
    await client.query(`set local pgrst.db_schemas = 'public'`);
    // Two statements (set local search_path, the query): pg answers with one result each.
    const results = (await client.query(SPLINTER)) as unknown as pg.QueryResult<Lint>[];
    return results.at(-1)?.rows ?? [];
  } finally {
    if (!inTransaction) await client.query('rollback');
  }
}
