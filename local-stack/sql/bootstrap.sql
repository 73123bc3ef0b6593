-- What a hosted Supabase project already has before the first migration runs, so that
-- supabase/migrations/*.sql run unchanged here and on hosted Supabase.
-- Mirrors supabase/postgres init-scripts/00000000000000-initial-schema.sql, 00000000000003-post-setup.sql
-- and migrations/10000000000000_demote-postgres.sql. Runs once, as the superuser supabase_admin.

-- Hosted `postgres` is not a superuser: migrations that need superuser rights fail here too.
-- Roles are cluster-wide and survive a database reset, so they are created only when missing.
do $$
declare
  pw constant text := current_setting('bootstrap.password');
begin
  if not exists (select from pg_roles where rolname = 'postgres') then
    execute format('create role postgres login createrole createdb replication bypassrls password %L', pw);
  end if;
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    execute format('create role authenticator login noinherit password %L', pw);
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    execute format('create role supabase_auth_admin login noinherit createrole password %L', pw);
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- The project's database belongs to postgres, as on hosted Supabase: it may create schemas,
-- trusted extensions (pg_trgm, pgcrypto, …) and objects in public.
alter database postgres owner to postgres;

create schema extensions authorization postgres;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema public, extensions to postgres, anon, authenticated, service_role;
alter role postgres set search_path = "$user", public, extensions;

-- Default privileges: the permissive ones, on purpose. A migration must be safe wherever it
-- runs, and the least forgiving place it can meet decides what we reproduce:
-- * supabase/postgres init-scripts/00000000000000-initial-schema.sql grants ALL on new tables,
--   functions and sequences in public to anon, authenticated and service_role.
-- * `supabase start` keeps those grants unless config.toml sets [api] auto_expose_new_tables =
--   false (supabase/cli apps/cli-go/internal/db/start/start.go ApplyApiPrivileges, and the
--   config template, at 1d1e7191268e, 2026-06-01: "unset (default today): keep the bundled
--   initial-schema GRANTs"). Ours does not set it, so `supabase start` still grants them.
-- * Hosted revokes them (RevokeDefaultDataApiPrivilegesSql: select/insert/update/delete on tables,
--   usage/select on sequences, execute on functions) for projects created from 2026-05-30 and
--   for all projects from 2026-10-30 (https://supabase.com/changelog/45329); objects created
--   before keep their grants. (Check a project's pg_default_acl; we cannot from here.)
-- So a migration that forgets its REVOKE exposes the object under `supabase start`; with these
-- grants it does so here too and the grant checks in tests/integration/database-lints.test.ts
-- fail, instead of every local test passing. Migrations write every GRANT they rely on.
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
-- Postgres itself lets PUBLIC execute every new function, everywhere (hosted included, since the
-- 2026 revocation does not touch PUBLIC): every function needs `revoke execute … from public`.

create schema auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;
alter role supabase_auth_admin set search_path = auth;

-- Migration history, as the Supabase CLI records it (supabase/cli pkg/migration/history.go).
create schema supabase_migrations authorization postgres;
create table supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
create table supabase_migrations.seed_files (path text not null primary key, hash text not null);
alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;
