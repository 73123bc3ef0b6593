-- The `auth` schema objects that Supabase Auth (GoTrue) creates through its own migrations,
-- reduced to what our local auth service (local-stack/auth) and the app's policies use.
--
-- Run as the superuser after the bootstrap has created the roles (anon, authenticated,
-- service_role, authenticator, supabase_auth_admin, postgres), the `extensions` schema with
-- pgcrypto and uuid-ossp, and the schema `auth` owned by supabase_auth_admin: on a fresh
-- database, and again at every start of an existing one (database.ts `updateAuthSchema`), so
-- every statement must leave what exists as it is. Everything below is owned by
-- supabase_auth_admin, as on hosted projects.
--
-- Column lists, defaults, constraint and index names follow supabase/auth migrations/*.up.sql
-- (00_init_auth_schema, 20210710035447_alter_users, 20210722035447_adds_confirmed_at,
-- 20210909172000_create_identities_table, 20220811173540_add_sessions_table,
-- 20221003041349_add_mfa_schema, 20221215195500_modify_users_email_unique_index,
-- 20231117164230_add_id_pkey_identities, 20240427152123_add_one_time_tokens_table,
-- 20240612123726_enable_rls_update_grants, ...),
-- so seed files written for a real Supabase project insert into the same columns.

set role supabase_auth_admin;

do $$ begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception
  when duplicate_object then null;
end $$;

-- auth.users -------------------------------------------------------------------------------

create table if not exists auth.users (
  instance_id uuid null,
  id uuid not null unique,
  aud varchar(255) null,
  "role" varchar(255) null,
  email varchar(255) null,
  encrypted_password varchar(255) null,
  email_confirmed_at timestamptz null,
  invited_at timestamptz null,
  confirmation_token varchar(255) null,
  confirmation_sent_at timestamptz null,
  recovery_token varchar(255) null,
  recovery_sent_at timestamptz null,
  email_change_token_new varchar(255) null,
  email_change varchar(255) null,
  email_change_sent_at timestamptz null,
  last_sign_in_at timestamptz null,
  raw_app_meta_data jsonb null,
  raw_user_meta_data jsonb null,
  is_super_admin bool null,
  created_at timestamptz null,
  updated_at timestamptz null,
  phone text null unique default null,
  phone_confirmed_at timestamptz null default null,
  phone_change text null default '',
  phone_change_token varchar(255) null default '',
  phone_change_sent_at timestamptz null default null,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) null default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz null,
  reauthentication_token varchar(255) null default '',
  reauthentication_sent_at timestamptz null default null,
  is_sso_user boolean not null default false,
  deleted_at timestamptz null,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id)
);

comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
comment on column auth.users.is_sso_user is
  'Auth: Set this column to true when the account comes from SSO. These accounts can have duplicate emails.';

create index if not exists users_instance_id_idx on auth.users using btree (instance_id);
create index if not exists users_instance_id_email_idx on auth.users using btree (instance_id, lower(email));
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
comment on index auth.users_email_partial_key is
  'Auth: A partial unique index that applies only when is_sso_user is false';
create unique index if not exists confirmation_token_idx on auth.users using btree (confirmation_token)
  where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users using btree (recovery_token)
  where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users using btree (email_change_token_current)
  where email_change_token_current !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users using btree (email_change_token_new)
  where email_change_token_new !~ '^[0-9 ]*$';
create unique index if not exists reauthentication_token_idx on auth.users using btree (reauthentication_token)
  where reauthentication_token !~ '^[0-9 ]*$';
create index if not exists users_is_anonymous_idx on auth.users using btree (is_anonymous);

-- auth.identities --------------------------------------------------------------------------

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz null,
  created_at timestamptz null,
  updated_at timestamptz null,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider),
  constraint identities_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);

comment on table auth.identities is 'Auth: Stores identities associated to a user.';
comment on column auth.identities.email is
  'Auth: Email is a generated column that references the optional email property in the identity_data';

create index if not exists identities_user_id_idx on auth.identities using btree (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

-- auth.sessions ----------------------------------------------------------------------------

create table if not exists auth.sessions (
  id uuid not null,
  user_id uuid not null,
  created_at timestamptz null,
  updated_at timestamptz null,
  factor_id uuid null,
  aal auth.aal_level null,
  not_after timestamptz null,
  refreshed_at timestamp without time zone null,
  user_agent text null,
  ip inet null,
  tag text null,
  constraint sessions_pkey primary key (id),
  constraint sessions_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);

comment on table auth.sessions is 'Auth: Stores session data associated to a user.';
comment on column auth.sessions.not_after is
  'Auth: Not after is a nullable column that contains a timestamp after which the session should be regarded as expired.';

create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);

-- auth.refresh_tokens ----------------------------------------------------------------------
-- user_id is varchar(255) in GoTrue's schema, not uuid; kept so seed and dump files load as-is.

create table if not exists auth.refresh_tokens (
  instance_id uuid null,
  id bigserial not null,
  "token" varchar(255) null,
  user_id varchar(255) null,
  revoked bool null,
  created_at timestamptz null,
  updated_at timestamptz null,
  parent varchar(255) null,
  session_id uuid null,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique ("token"),
  constraint refresh_tokens_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);

comment on table auth.refresh_tokens is 'Auth: Store of tokens used to refresh JWT tokens once they expire.';

create index if not exists refresh_tokens_instance_id_idx on auth.refresh_tokens using btree (instance_id);
create index if not exists refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens using btree (instance_id, user_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens using btree (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- auth.mfa_amr_claims ----------------------------------------------------------------------
-- GoTrue keeps each session's sign-in methods here and builds the access token's `amr` from them.

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint amr_id_pk primary key (id),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);

comment on table auth.mfa_amr_claims is
  'auth: stores authenticator method reference claims for multi factor authentication';

-- auth.one_time_tokens ---------------------------------------------------------------------
-- GoTrue mirrors each pending e-mail token here. Our service keeps the code's hash
-- sha224(email + code) here, apart from the link's random token in auth.users
-- (local-stack/auth/one-time-tokens.ts). GoTrue's updated_at trigger is left out: the service
-- writes updated_at itself.

do $$ begin
  create type auth.one_time_token_type as enum (
    'confirmation_token',
    'reauthentication_token',
    'recovery_token',
    'email_change_token_new',
    'email_change_token_current',
    'phone_change_token'
  );
exception
  when duplicate_object then null;
end $$;

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  check (char_length(token_hash) > 0)
);

create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index if not exists one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
create unique index if not exists one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

-- Row level security: on for every auth table, with no policies and no grants to the API
-- roles, so PostgREST can never read them (20240612123726_enable_rls_update_grants).

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_amr_claims enable row level security;
alter table auth.one_time_tokens enable row level security;

-- Helper functions used in RLS policies, as in 20220224000811_update_auth_functions and
-- 20220531120530_add_auth_jwt_function: plain `stable` SQL functions that read the claims
-- PostgREST sets per transaction (request.jwt.claims) or the legacy per-claim settings.

create or replace function auth.uid()
returns uuid
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email()
returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql stable
as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

reset role;

-- GoTrue hashes passwords in Go; our service hashes and compares them with pgcrypto in SQL,
-- so its role needs the `extensions` schema (hosted projects do not grant this).
grant usage on schema extensions to supabase_auth_admin;

-- As on hosted projects (supabase/postgres init-scripts/00000000000001-auth-schema.sql);
-- our service qualifies every name anyway.
alter role supabase_auth_admin set search_path = auth;

-- What a fresh hosted project grants `postgres` on auth (supabase/postgres
-- migrations/20211115181400_update-auth-permissions.sql for the tables that existed then,
-- GoTrue's 20240612123726_enable_rls_update_grants for the rest): enough to reference
-- auth.users in foreign keys and to read it in policies, views and seed checks.

grant usage on schema auth to postgres;
grant all on auth.users, auth.refresh_tokens to postgres;
grant all on sequence auth.refresh_tokens_id_seq to postgres;
grant select on auth.users, auth.refresh_tokens, auth.identities, auth.sessions, auth.mfa_amr_claims,
  auth.one_time_tokens to postgres with grant option;
grant all on function auth.uid(), auth.role(), auth.email(), auth.jwt() to postgres;
