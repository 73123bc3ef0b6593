-- The `storage` schema as a hosted Supabase project has it (issue #51): what supabase/postgres
-- init-scripts/00000000000002-storage-schema.sql creates, then what supabase/storage v1.60.2
-- (the version the CLI pins) leaves after its tenant migrations 0002…0060, reduced to the
-- tables the Storage API uses (buckets, objects; no S3 multipart, analytics or vector tables).
-- Column order, defaults, index, trigger and function names follow those migrations, so a
-- policy, seed or dump written for hosted loads unchanged. `storage.search` is our own body
-- with hosted's signature and answers (hosted's is a skip-scan made for millions of rows).
--
-- Run as the superuser on a fresh database (after bootstrap.sql) and again at every start of
-- an existing one (database.ts `updateServiceSchemas`): every statement leaves what exists.

do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    execute format(
      'create role supabase_storage_admin login noinherit createrole noreplication password %L',
      current_setting('bootstrap.password')
    );
  end if;
end
$$;
alter role supabase_storage_admin set search_path = storage;
-- The Storage server runs each request as the caller's role (`set local role`).
grant anon, authenticated, service_role to supabase_storage_admin;
-- As on hosted: `postgres` (migrations, the dashboard) may create policies on storage.objects.
grant supabase_storage_admin to postgres;

create schema if not exists storage authorization supabase_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin with grant option;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, anon, authenticated, service_role;

set role supabase_storage_admin;

do $$ begin
  create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
exception
  when duplicate_object then null;
end $$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
create index if not exists idx_objects_bucket_id_name_lower
  on storage.objects (bucket_id, (lower(name) collate "C"));
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

-- Row level security on, no policies: anon and authenticated see and write nothing until the
-- project adds policies; service_role bypasses it.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Helpers for policies (0002, 0024, 0058, 0060).

create or replace function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text)
returns text
language plpgsql
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text)
returns text
language plpgsql
immutable
as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

create or replace function storage.operation()
returns text
language plpgsql
stable
as $function$
begin
  return current_setting('storage.operation', true);
end;
$function$;

create or replace function storage.allow_only_operation(expected_operation text)
returns boolean
language sql
stable
as $function$
  with normalized as (
    select
      case when storage.operation() like 'storage.%' then substr(storage.operation(), 9)
           else storage.operation() end as current_operation,
      case when expected_operation like 'storage.%' then substr(expected_operation, 9)
           else expected_operation end as requested_operation
  )
  select case
    when requested_operation is null or requested_operation = '' then false
    else coalesce(current_operation = requested_operation, false)
  end
  from normalized;
$function$;

create or replace function storage.allow_any_operation(expected_operations text[])
returns boolean
language sql
stable
as $function$
  with normalized as (
    select case when storage.operation() like 'storage.%' then substr(storage.operation(), 9)
                else storage.operation() end as current_operation
  )
  select exists (
    select 1
      from normalized n
     cross join lateral unnest(expected_operations) as expected_operation
     where expected_operation is not null
       and expected_operation <> ''
       and n.current_operation = case when expected_operation like 'storage.%'
                                      then substr(expected_operation, 9)
                                      else expected_operation end
  );
$function$;

create or replace function storage.get_size_by_bucket()
returns table (size bigint, bucket_id text)
language plpgsql
stable
as $function$
begin
  return query
    select sum((metadata ->> 'size')::bigint)::bigint as size, obj.bucket_id
      from storage.objects as obj
     group by obj.bucket_id;
end
$function$;

-- One folder level of a bucket, as `list()` shows it (POST /object/list): the folders (id
-- null) and files directly under `prefix`, read as the caller (RLS applies). Hosted's answers:
-- by name, prefix and search match case-insensitively and folders sit where their first file
-- would; by a date, folders come first, then the files; at most 1500 rows by name.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql
stable
security invoker
as $function$
declare
  v_prefix text := lower(coalesce(prefix, '') || coalesce(search, ''));
  v_desc boolean := lower(coalesce(sortorder, 'asc')) = 'desc';
  v_column text := lower(coalesce(sortcolumn, 'name'));
begin
  if v_column not in ('name', 'updated_at', 'created_at', 'last_accessed_at') then
    v_column := 'name';
  end if;
  return query
    with matching as (
      select o.*, split_part(o.name, '/', levels) as entry,
             array_length(o.path_tokens, 1) > levels as in_folder
        from storage.objects o
       where o.bucket_id = bucketname
         and starts_with(lower(o.name), v_prefix)
    ),
    entries as (
      select m.entry as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             null::jsonb as metadata, lower(m.entry || '/') as position, true as is_folder,
             null::timestamptz as sort_time
        from matching m
       where m.in_folder
       group by m.entry
      union all
      select m.entry, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata,
             lower(m.entry), false,
             case v_column when 'updated_at' then m.updated_at
                           when 'created_at' then m.created_at
                           when 'last_accessed_at' then m.last_accessed_at end
        from matching m
       where not m.in_folder
    )
    select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
      from entries e
     order by
       case when v_column <> 'name' then not e.is_folder end,
       case when v_column = 'name' and not v_desc then e.position collate "C" end asc,
       case when v_column = 'name' and v_desc then e.position collate "C" end desc,
       case when v_column <> 'name' and e.is_folder and not v_desc then e.name end asc,
       case when v_column <> 'name' and e.is_folder and v_desc then e.name end desc,
       case when not v_desc then e.sort_time end asc,
       case when v_desc then e.sort_time end desc
     limit case when v_column = 'name' then least(coalesce(limits, 100), 1500) else limits end
     offset offsets;
end
$function$;

-- updated_at follows every change of an object (0011).
create or replace function storage.update_updated_at_column()
returns trigger
language plpgsql
as $function$
begin
  new.updated_at = now();
  return new;
end;
$function$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute procedure storage.update_updated_at_column();

-- Bucket names of 100 characters at most (0037).
create or replace function storage.enforce_bucket_name_length()
returns trigger
language plpgsql
as $function$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$function$;

drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger
  before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Rows are deleted only through the Storage API, which sets storage.allow_delete_query, so a
-- plain `delete` cannot orphan stored files (0055).
create or replace function storage.protect_delete()
returns trigger
language plpgsql
as $function$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$function$;

drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

reset role;

-- The API roles' table grants (0046, 0049).
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;
