/**
 * Supabase's database linter (supabase/splinter, run as published) and our own catalog rules
 * written as queries: each lists offenders, and every list must stay empty or as listed.
 */
import { describe, expect, it } from 'vitest';

import { withClient } from '../../supabase/local/database';
import {
  apiFunctionGrants,
  apiSequenceGrants,
  apiTableGrants,
  type Grant,
  type Lint,
  splinter,
} from './lints';
import { sql, stack } from './support';

/**
 * ERROR and WARN findings we accept, by cache_key, each with its reason. Empty: any ERROR or
 * WARN fails. Lints that need what embedded Postgres lacks find nothing here and are not
 * skipped: 0019 (pgmq), 0025 (storage schema), 0026/0027 (pg_graphql) all check first that
 * their extension or schema exists; none of those is part of this project.
 */
const ACCEPTED_FINDINGS: Record<string, string> = {};

/** INFO findings about security we know of, each with its reason. */
const KNOWN_SECURITY_INFO: Record<string, string> = {
  rls_enabled_no_policy_private_staff:
    'private.staff is read only by security-definer functions and service_role: no API role gets a policy',
};

/** What anon and authenticated may reach; a new object must be added here on purpose. */
const API_GRANTS: Grant[] = [
  { grantee: 'anon', object: 'public.info_content', privilege: 'SELECT' },
  { grantee: 'authenticated', object: 'public.info_content', privilege: 'SELECT' },
  { grantee: 'authenticated', object: 'public.shipments', privilege: 'DELETE' },
  { grantee: 'authenticated', object: 'public.shipments', privilege: 'INSERT' },
  { grantee: 'authenticated', object: 'public.shipments', privilege: 'SELECT' },
  { grantee: 'authenticated', object: 'public.shipments', privilege: 'UPDATE' },
];
const API_FUNCTIONS: Grant[] = [
  { grantee: 'anon', object: 'track_shipment', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'add_shipment_event', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'track_shipment', privilege: 'EXECUTE' },
];

function findings(lints: Lint[]) {
  const unexpected = lints.filter(
    (lint) => lint.level !== 'INFO' && !(lint.cache_key in ACCEPTED_FINDINGS),
  );
  const securityInfo = lints
    .filter((lint) => lint.level === 'INFO' && lint.categories.includes('SECURITY'))
    .map((lint) => lint.cache_key);
  return { unexpected, securityInfo };
}

describe("Supabase's database linter (splinter)", () => {
  it('finds no ERROR or WARN, and only the security notes we know of', async () => {
    const lints = await withClient(stack.dbUrl, (client) => splinter(client));
    const { unexpected, securityInfo } = findings(lints);
    expect(unexpected).toEqual([]);
    expect(securityInfo.sort()).toEqual(Object.keys(KNOWN_SECURITY_INFO).sort());
  });
});

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

  it('the API roles reach exactly the tables, functions and sequences they need', async () => {
    const reach = await withClient(stack.dbUrl, async (client) => ({
      tables: await apiTableGrants(client),
      functions: await apiFunctionGrants(client),
      sequences: await apiSequenceGrants(client),
    }));
    expect(reach).toEqual({ tables: API_GRANTS, functions: API_FUNCTIONS, sequences: [] });
  });

  it('records the migrations as the Supabase CLI does', async () => {
    const rows = await sql<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
