/**
 * Supabase's database linter (supabase/splinter, run as published) and our own catalog rules
 * written as queries: each lists offenders, and every list must stay empty or as listed.
 */
import { readdir } from 'node:fs/promises';

import type pg from 'pg';
import { describe, expect, it } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import {
  apiColumnGrants,
  apiFunctionGrants,
  apiSequenceGrants,
  apiTableGrants,
  type Grant,
  type Lint,
  OUR_SCHEMAS as OUR_SCHEMA_NAMES,
  splinter,
} from './lints';
import { sql, stack } from './support';

/**
 * ERROR and WARN findings we accept, by cache_key, each with its reason. A function's key ends
 * in the md5 of its body, so a changed body has to be accepted again, after a new look. Empty: any ERROR or
 * WARN fails. Lints that need what embedded Postgres lacks find nothing here and are not
 * skipped: 0019 (pgmq), 0025 (storage schema), 0026/0027 (pg_graphql) all check first that
 * their extension or schema exists; none of those is part of this project.
 */
const ACCEPTED_FINDINGS: Record<string, string> = {
  function_search_path_mutable_public_search_shipments_936f075798ff0ced7709057e3a17d357:
    'search_shipments has no SET search_path on purpose: Postgres inlines a SQL set-returning ' +
    'function only without SET clauses, and inlining is what lets the list page read 25 rows ' +
    'by index instead of all of them (migration 20261123140000). Every name in its body is ' +
    'schema-qualified, operators included; shipment-search.test.ts checks it under a hostile ' +
    'search_path.',
  function_search_path_mutable_public_shipments_matching_821bc622fd5af469f44b163e3c36febf:
    'shipments_matching, the list with text in the search box, is inlined for the same reason ' +
    'as search_shipments (migration 20261127230000), with every name schema-qualified; ' +
    'shipment-search.test.ts checks it under a hostile search_path.',
  function_search_path_mutable_public_transport_requests_matching_832aa91899764ba2f7674f7fd9b9bcde:
    'transport_requests_matching, the staff request list with text in the search box (issue ' +
    '#37), is inlined for the same reason as shipments_matching, with every name ' +
    'schema-qualified.',
};

/**
 * Functions of ours left without a pinned search_path, each for the reason in
 * ACCEPTED_FINDINGS: inlinable set-returning SQL functions only.
 */
const INLINED_FUNCTIONS = [
  'public.search_shipments',
  'public.shipments_matching',
  'public.transport_requests_matching',
];

/** INFO findings about security we know of, each with its reason. */
const KNOWN_SECURITY_INFO: Record<string, string> = {
  rls_enabled_no_policy_private_staff:
    'private.staff is read only by security-definer functions and service_role: no API role gets a policy',
  rls_enabled_no_policy_private_shipment_deliveries:
    'written by a trigger and read by the tracking lookup, both security definer: no API role gets a policy',
  rls_enabled_no_policy_private_tracking_links:
    'party links (DECISIONS 18) are read and written only by security-definer functions: no API role gets a policy',
  rls_enabled_no_policy_private_tracking_settings:
    "the owner's tracking setting, changed with SQL and read by the lookup: no API role gets a policy",
  rls_enabled_no_policy_private_tracking_miss_log:
    "the tracking throttle's misses, written and counted only by the security-definer lookup: no API role gets a policy",
  rls_enabled_no_policy_private_info_content_before_languages:
    'the info text from before DECISIONS 15, kept for the owner: service_role only, no API role gets a policy',
  rls_enabled_no_policy_audit_config_changes:
    'audit of the info text and the tracking settings: written by a security-definer trigger, read by service_role and SQL only, no API role gets a policy',
  rls_enabled_no_policy_private_email_outbox:
    'customer e-mails (issue #26): written by triggers and security-definer functions, read by the worker and staff only through them: no API role gets a policy',
  rls_enabled_no_policy_private_email_settings:
    "the owner's e-mail settings, changed with SQL and read by security-definer functions: no API role gets a policy",
  rls_enabled_no_policy_private_email_unsubscribe_tokens:
    'hashes of unsubscribe tokens, written and read only by security-definer functions: no API role gets a policy',
  rls_enabled_no_policy_private_shipment_status_totals:
    'shipments per status, kept by security-definer triggers and read by a security-definer function for staff: no API role gets a policy',
  rls_enabled_no_policy_audit_staff_changes:
    'audit of staff membership and roles: written by a security-definer trigger, read by service_role and SQL only, no API role gets a policy',
  rls_enabled_no_policy_private_transport_request_settings:
    "the owner's retention periods of transport requests, read and set only through security-definer functions: no API role gets a policy",
  rls_enabled_no_policy_private_transport_request_secret:
    'the key that signs the request form tokens, read only by security-definer functions: no API role gets a policy',
  rls_enabled_no_policy_private_transport_request_nonces:
    'the nonces of used request form tokens, written and read only by the security-definer submit: no API role gets a policy',
  rls_enabled_no_policy_private_transport_offer_keys:
    "hashes of the offers' accept keys, written and read only by security-definer functions: no API role gets a policy",
  rls_enabled_no_policy_private_transport_request_keys:
    "hashes of the requests' own link keys (issue #48), written and read only by security-definer functions: no API role gets a policy",
  rls_enabled_no_policy_private_escrow_settings:
    "the owner's escrow inspection period (issue #53), read and set only through security-definer functions: no API role gets a policy",
  rls_enabled_no_policy_private_transport_request_counters:
    'the reference numbers per year, kept only by the security-definer submit: no API role gets a policy',
};

/** What anon and authenticated may reach; a new object must be added here on purpose. */
const API_GRANTS: Grant[] = [
  { grantee: 'anon', object: 'public.info_content', privilege: 'SELECT' },
  // Read through public.shipment_changes() and deleted_shipments() (security invoker); the
  // audit schema is not exposed, and RLS lets staff only.
  { grantee: 'authenticated', object: 'audit.shipment_changes', privilege: 'SELECT' },
  // The same for the transport requests' trail (issue #36, read by part 2's functions).
  { grantee: 'authenticated', object: 'audit.transport_request_changes', privilege: 'SELECT' },
  { grantee: 'authenticated', object: 'public.info_content', privilege: 'SELECT' },
  // Escrow (issue #53): RLS lets staff read; written only through the escrow functions.
  { grantee: 'authenticated', object: 'public.shipment_escrows', privilege: 'SELECT' },
  // Reports from the road (issue #52): RLS lets staff read all, a driver their own of the
  // shipments still assigned to them; written only through submit_shipment_report.
  { grantee: 'authenticated', object: 'public.shipment_reports', privilege: 'SELECT' },
  // Reads only: staff write through functions that check the version (migration
  // 20261125110000), never the tables themselves.
  { grantee: 'authenticated', object: 'public.shipments', privilege: 'SELECT' },
  // Staff read transport requests (RLS); they arrive only through submit_transport_request.
  { grantee: 'authenticated', object: 'public.transport_requests', privilege: 'SELECT' },
];
/** No column is writable either (the info text's column grants went in 20261125110000). */
const API_COLUMN_GRANTS: Grant[] = [];
const API_FUNCTIONS: Grant[] = [
  // The customer's answer to an offer (issue #37): the key in the link is the authority, a
  // wrong one is counted like a tracking miss.
  { grantee: 'anon', object: 'accept_transport_offer', privilege: 'EXECUTE' },
  // The buyer's escrow answer (issue #53): the recipient's party key is the authority, a wrong
  // one is counted like a tracking miss.
  { grantee: 'anon', object: 'answer_escrow', privilege: 'EXECUTE' },
  { grantee: 'anon', object: 'decline_transport_offer', privilege: 'EXECUTE' },
  // The request page (issue #36): a form token, then the request with it.
  { grantee: 'anon', object: 'submit_transport_request', privilege: 'EXECUTE' },
  { grantee: 'anon', object: 'track_shipment', privilege: 'EXECUTE' },
  { grantee: 'anon', object: 'transport_request_form', privilege: 'EXECUTE' },
  // The request page's e-mailed links (issues #37, #48): the request's key or the offer's is
  // the authority, a wrong one is counted like a tracking miss.
  { grantee: 'anon', object: 'transport_request_link', privilege: 'EXECUTE' },
  // The privacy notice's two periods (issue #49): what the notice publishes, nothing else.
  { grantee: 'anon', object: 'transport_request_retention', privilege: 'EXECUTE' },
  // The unsubscribe link of a status e-mail (issue #26): the token is the authority.
  { grantee: 'anon', object: 'unsubscribe_status_emails', privilege: 'EXECUTE' },
  // Staff functions (the shipments screen, issue #11): each refuses or answers nothing to
  // signed-in users who are not staff.
  { grantee: 'authenticated', object: 'accept_transport_offer', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'add_shipment_event', privilege: 'EXECUTE' },
  // Escrow (issue #53): the buyer's answer, as for anon.
  { grantee: 'authenticated', object: 'answer_escrow', privilege: 'EXECUTE' },
  // Drivers (issue #52): staff only (42501; a driver is not staff).
  { grantee: 'authenticated', object: 'assign_driver', privilege: 'EXECUTE' },
  // The staff-admin Edge Function asks it as the caller (issue #25): owners only.
  { grantee: 'authenticated', object: 'authorize_staff_action', privilege: 'EXECUTE' },
  // The info editor (issue #12): refuses signed-in users who are not staff.
  // Transport requests (issue #37): refuses signed-in users who are not staff.
  { grantee: 'authenticated', object: 'convert_transport_request', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'create_default_info_content', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'create_shipment', privilege: 'EXECUTE' },
  // Party links (issue #14): each refuses signed-in users who are not staff.
  { grantee: 'authenticated', object: 'create_tracking_link', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'decline_transport_offer', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'delete_shipment', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'deleted_shipments', privilege: 'EXECUTE' },
  // A driver's own list (issue #52): drivers only (42501).
  { grantee: 'authenticated', object: 'driver_shipments', privilege: 'EXECUTE' },
  // Escrow (issue #53): staff only (42501).
  { grantee: 'authenticated', object: 'escrow_settings', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'escrow_todo', privilege: 'EXECUTE' },
  // The owner's staff screen (issue #25): each refuses every caller who is not an owner
  // (is_owner answers only the caller's own yes/no).
  { grantee: 'authenticated', object: 'is_owner', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'is_staff', privilege: 'EXECUTE' },
  // The active drivers to pick from (issue #52): staff only (42501).
  { grantee: 'authenticated', object: 'list_drivers', privilege: 'EXECUTE' },
  // The caller's own role, for the sign-in screen to send a driver to /driver/ (issue #52).
  { grantee: 'authenticated', object: 'my_role', privilege: 'EXECUTE' },
  // The staff-admin Edge Function audits, as the owner, what Auth did send (issue #34).
  { grantee: 'authenticated', object: 'open_transport_request', privilege: 'EXECUTE' },
  // Escrow steps (issue #53): staff only (42501).
  { grantee: 'authenticated', object: 'record_escrow_payment', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'record_escrow_payout', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'record_escrow_refund', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'record_escrow_refusal', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'record_staff_action', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'reject_transport_request', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'remove_staff', privilege: 'EXECUTE' },
  // Customer e-mails (issue #26): each refuses signed-in users who are not staff (42501).
  { grantee: 'authenticated', object: 'resend_shipment_email', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'restore_shipment', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'revoke_tracking_links', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'save_info_content', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'save_shipment', privilege: 'EXECUTE' },
  // "Șterse recent" (issue #27): refuses signed-in users who are not staff (42501).
  { grantee: 'authenticated', object: 'search_deleted_shipments', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'search_shipments', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'send_tracking_link_email', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'send_transport_offer', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'set_escrow', privilege: 'EXECUTE' },
  // The owner's inspection period (issue #53): owners only (42501).
  { grantee: 'authenticated', object: 'set_escrow_settings', privilege: 'EXECUTE' },
  // Request notices (issue #36): an owner for anyone, staff for themselves (42501 otherwise).
  { grantee: 'authenticated', object: 'set_request_notices', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'set_staff_role', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'set_tracking_link_expiry', privilege: 'EXECUTE' },
  // The retention periods and e-mail caps of transport requests (issues #36, #48): owners only
  // (42501).
  { grantee: 'authenticated', object: 'set_transport_request_settings', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'shipment_changes', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'shipment_emails', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'shipment_status_counts', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'shipment_statuses', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'shipments_matching', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'staff_accounts', privilege: 'EXECUTE' },
  // Reports from the road (issue #52): the assigned driver or staff (42501 otherwise).
  { grantee: 'authenticated', object: 'submit_shipment_report', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'submit_transport_request', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'track_shipment', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'tracking_links', privilege: 'EXECUTE' },
  // The owner's periods for the staff texts (issue #27): staff only (42501).
  { grantee: 'authenticated', object: 'tracking_periods', privilege: 'EXECUTE' },
  // A request's trail for its staff detail page (issue #37): security invoker, so the audit
  // table's policy lets staff only; anyone else gets no rows.
  { grantee: 'authenticated', object: 'transport_request_changes', privilege: 'EXECUTE' },
  // A request's e-mails for its staff detail page (issue #37): staff only (42501).
  { grantee: 'authenticated', object: 'transport_request_emails', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'transport_request_form', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'transport_request_link', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'transport_request_retention', privilege: 'EXECUTE' },
  // Staff only (42501).
  { grantee: 'authenticated', object: 'transport_request_settings', privilege: 'EXECUTE' },
  // The staff request list's search (issue #37): invoker's rights, the table's policy decides.
  { grantee: 'authenticated', object: 'transport_requests_matching', privilege: 'EXECUTE' },
  { grantee: 'authenticated', object: 'unsubscribe_status_emails', privilege: 'EXECUTE' },
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

/** Plays a migration as `postgres` (as the CLI applies them), checks, and rolls it back. */
async function asMigration<T>(migration: string, check: (client: pg.Client) => Promise<T>) {
  return withClient(stack.dbUrl, async (client) => {
    await client.query('begin');
    try {
      await client.query(migration);
      return await check(client);
    } finally {
      await client.query('rollback');
    }
  });
}

describe("Supabase's database linter (splinter)", () => {
  it('finds no ERROR or WARN, and only the security notes we know of', async () => {
    const lints = await withClient(stack.dbUrl, (client) => splinter(client));
    const { unexpected, securityInfo } = findings(lints);
    expect(unexpected).toEqual([]);
    expect(securityInfo.sort()).toEqual(Object.keys(KNOWN_SECURITY_INFO).sort());
  });
});

describe('what a new object in public gets by default', () => {
  it('is granted to every API role, as `supabase start` grants it', async () => {
    const granted = await asMigration(
      `create table public.probe_table (id int primary key);
       create function public.probe_function() returns int language sql as 'select 1';
       create sequence public.probe_sequence;`,
      async (client) =>
        (
          await client.query<{ object: string; grantee: string; privileges: string }>(`
            select c.relname as object, a.grantee::regrole::text as grantee,
                   string_agg(a.privilege_type, ',' order by a.privilege_type) as privileges
              from pg_class c, aclexplode(c.relacl) a
             where c.relname in ('probe_table', 'probe_sequence')
             group by 1, 2
            union all
            select p.proname, case a.grantee when 0 then 'PUBLIC' else a.grantee::regrole::text end,
                   string_agg(a.privilege_type, ',' order by a.privilege_type)
              from pg_proc p, aclexplode(p.proacl) a
             where p.proname = 'probe_function'
             group by 1, 2
             order by 1, 2`)
        ).rows,
    );
    const table = 'DELETE,INSERT,MAINTAIN,REFERENCES,SELECT,TRIGGER,TRUNCATE,UPDATE';
    const sequence = 'SELECT,UPDATE,USAGE';
    expect(granted).toEqual([
      { object: 'probe_function', grantee: 'PUBLIC', privileges: 'EXECUTE' },
      { object: 'probe_function', grantee: 'anon', privileges: 'EXECUTE' },
      { object: 'probe_function', grantee: 'authenticated', privileges: 'EXECUTE' },
      { object: 'probe_function', grantee: 'postgres', privileges: 'EXECUTE' },
      { object: 'probe_function', grantee: 'service_role', privileges: 'EXECUTE' },
      { object: 'probe_sequence', grantee: 'anon', privileges: sequence },
      { object: 'probe_sequence', grantee: 'authenticated', privileges: sequence },
      { object: 'probe_sequence', grantee: 'postgres', privileges: sequence },
      { object: 'probe_sequence', grantee: 'service_role', privileges: sequence },
      { object: 'probe_table', grantee: 'anon', privileges: table },
      { object: 'probe_table', grantee: 'authenticated', privileges: table },
      { object: 'probe_table', grantee: 'postgres', privileges: table },
      { object: 'probe_table', grantee: 'service_role', privileges: table },
    ]);
  });

  it('fails the lints when a migration forgets to revoke', async () => {
    const caught = await asMigration(
      `create table public.forgot_rls (id int primary key, secret text);
       create table public.forgot_revoke (id int primary key);
       alter table public.forgot_revoke enable row level security;
       create function public.forgot_function() returns int language sql
         set search_path = '' as 'select 1';`,
      async (client) => ({
        tables: (await apiTableGrants(client)).filter((g) => g.object.includes('forgot_')),
        functions: (await apiFunctionGrants(client)).filter((g) => g.object.includes('forgot_')),
        lints: findings(await splinter(client, true)).unexpected.map((lint) => lint.cache_key),
      }),
    );
    expect(caught.tables).toContainEqual({
      grantee: 'anon',
      object: 'public.forgot_revoke',
      privilege: 'SELECT',
    });
    expect(caught.tables).toContainEqual({
      grantee: 'anon',
      object: 'public.forgot_rls',
      privilege: 'DELETE',
    });
    expect(caught.functions).toEqual([
      { grantee: 'anon', object: 'forgot_function', privilege: 'EXECUTE' },
      { grantee: 'authenticated', object: 'forgot_function', privilege: 'EXECUTE' },
    ]);
    expect(caught.lints).toContain('rls_disabled_in_public_public_forgot_rls');
  });
});

const OUR_SCHEMAS = `(${OUR_SCHEMA_NAMES.map((name) => `'${name}'`).join(', ')})`;

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
    const offenders = await sql<{ name: string; inlinable: boolean }>(`
      select n.nspname || '.' || p.proname as name,
             l.lanname = 'sql' and p.proretset and not p.prosecdef and not p.proisstrict
               and p.provolatile <> 'v' and p.proconfig is null as inlinable
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        join pg_language l on l.oid = p.prolang
      where n.nspname in ${OUR_SCHEMAS}
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
      order by 1`);
    expect(offenders).toEqual(INLINED_FUNCTIONS.map((name) => ({ name, inlinable: true })));
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
      columns: await apiColumnGrants(client),
      functions: await apiFunctionGrants(client),
      sequences: await apiSequenceGrants(client),
    }));
    expect(reach).toEqual({
      tables: API_GRANTS,
      columns: API_COLUMN_GRANTS,
      functions: API_FUNCTIONS,
      sequences: [],
    });
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
