/**
 * Supabase's database linter (supabase/splinter) rules that apply to this schema, written as
 * catalog queries. Each query lists offenders; every list must stay empty.
 */
import { readdir } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { sql } from './support';

const OUR_SCHEMAS = `('public', 'private')`;

describe('database linter rules', () => {
  it('0013 rls_disabled_in_public: every table in an API schema has row-level security', async () => {
    const offenders = await sql(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ${OUR_SCHEMAS} and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(offenders).toEqual([]);
  });

  it('0007 policy_exists_rls_disabled: no policy sits on a table without RLS', async () => {
    const offenders = await sql(`
      select c.relname, p.polname from pg_policy p join pg_class c on c.oid = p.polrelid
      where not c.relrowsecurity`);
    expect(offenders).toEqual([]);
  });

  it('0011 function_search_path_mutable: every function of ours pins its search_path', async () => {
    const offenders = await sql(`
      select n.nspname, p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ${OUR_SCHEMAS}
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
    expect(offenders).toEqual([]);
  });

  it('0028/0029: no security-definer function is callable through the API', async () => {
    const offenders = await sql(`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef
        and (has_function_privilege('anon', p.oid, 'execute')
             or has_function_privilege('authenticated', p.oid, 'execute'))`);
    expect(offenders).toEqual([]);
  });

  it('0024 rls_policy_always_true: no write policy lets everything through', async () => {
    const offenders = await sql(`
      select polname from pg_policy
      where polcmd in ('a', 'w', 'd', '*')
        and (pg_get_expr(polqual, polrelid) = 'true' or pg_get_expr(polwithcheck, polrelid) = 'true')`);
    expect(offenders).toEqual([]);
  });

  it('0003 auth_rls_initplan: policies call auth functions once per statement, not per row', async () => {
    const offenders = await sql(`
      select polname from pg_policy
      where coalesce(pg_get_expr(polqual, polrelid), '') || coalesce(pg_get_expr(polwithcheck, polrelid), '')
            ~ '(?<!SELECT )(auth\\.(uid|jwt|role)|private\\.is_staff)\\(\\)'`);
    expect(offenders).toEqual([]);
  });

  it('the API roles have no table privilege they do not need', async () => {
    const grants = await sql<{ grantee: string; table_name: string; privilege_type: string }>(`
      select grantee, table_name, privilege_type from information_schema.role_table_grants
      where table_schema in ${OUR_SCHEMAS} and grantee in ('anon', 'authenticated')
      order by 1, 2, 3`);
    expect(grants.filter((g) => g.grantee === 'anon')).toEqual([
      { grantee: 'anon', table_name: 'info_content', privilege_type: 'SELECT' },
    ]);
    expect(grants.some((g) => g.table_name === 'staff')).toBe(false);
  });

  it('records the migrations as the Supabase CLI does', async () => {
    const rows = await sql<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    );
    const files = (await readdir(new URL('../../supabase/migrations/', import.meta.url)))
      .map((file) => /^(\d+)_.*\.sql$/.exec(file)?.[1])
      .filter((version) => version !== undefined)
      .sort();
    expect(rows.map((row) => row.version)).toEqual(files);
  });
});
