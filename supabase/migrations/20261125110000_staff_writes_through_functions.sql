-- Staff write only through database functions (issue #30, finding 10; issue #27, item 2).
--
-- Until now staff held INSERT, UPDATE and DELETE on public.shipments and public.info_content
-- (RLS: staff only), and the functions that write ran as the caller. So a staff token could
-- also write past those functions: a PATCH without `updated_at` overwrote a colleague's newer
-- save unseen, a POST with a deleted shipment's `created_at` gave a new shipment that deleted
-- one's party links (they are bound to number + created_at, 20261124100000), and a DELETE
-- checked no version at all (the client's two-step check lived in the browser).
--
-- Now the API roles keep SELECT (staff, through RLS; anon reads the info text) and no write.
-- Every staff write is a function that checks staff first, states the version it was based on
-- where one applies, and is recorded in the audit trail by the tables' triggers:
--
--   create_shipment(shipment …)                   new shipment (duplicate number: 23505)
--   save_shipment(tracking_number, expected_updated_at, changes, event_status, event_location)
--   delete_shipment(tracking_number, expected_updated_at)                            (new)
--   restore_shipment(tracking_number)             undo of a delete, from its audit record
--   add_shipment_event(tracking_number, status, location)   appends a route entry (no version:
--                                                 concurrent appends all stay, by design)
--   save_info_content(lang, expected_updated_at, title, content)                     (new)
--   create_default_info_content()                 the default text of a missing language
--
-- The tracking settings (private.tracking_settings) have no API writer at all: the owner
-- changes them with SQL (README, "Tracking privacy"); 20261125110100 audits that.
--
-- How: each writer's body lives in `private` as SECURITY DEFINER (it runs as the tables'
-- owner, so it needs no grant of the caller), with `search_path = ''` and its staff check as
-- the first statement; `public` keeps a SECURITY INVOKER wrapper of the same name, arguments
-- and defaults that only calls it. That is the pattern of the party-link functions
-- (20261124100000) and Supabase's advice: no security-definer function sits in the exposed
-- schema (splinter 0028/0029, tests/integration/database-lints.test.ts), and the private
-- schema is not served by the API, so the bodies cannot be called around the wrappers.
--
-- The five existing writers are moved with ALTER FUNCTION … SET SCHEMA, found in pg_proc by
-- name rather than spelled with their arguments: create_shipment's arguments change in
-- 20261125100000 (`first_location`), and whatever signature each has when this migration runs
-- is the one that gets wrapped. A later migration that redefines one of them must redefine
-- the private body (security definer, staff check first), not the public wrapper: a public
-- body as invoker would now fail with 42501 "permission denied for table shipments".
--
-- Errors of delete_shipment (PostgREST answers with the code in `code`):
--   42501  not staff (anon has no EXECUTE: also 42501)
--   22023  expected_updated_at missing (detail 'missing_expected_updated_at')
--   PT409  someone saved since the list showed it (HTTP 409, detail 'stale_updated_at');
--          nothing deleted
--   P0002  no shipment with that number (deleted meanwhile; detail 'no_shipment')
-- Errors of save_info_content: 42501, 22023 as above; PT409 (detail 'stale_updated_at') from
-- the versioning trigger; P0002 no text for that language (detail 'no_info_content');
-- 23514 a length check (info_content_title_length, info_content_content_length).

-- ---------------------------------------------------------------------------------------------
-- The tables: read only, for the API roles.
-- ---------------------------------------------------------------------------------------------
drop policy "staff insert shipments" on public.shipments;
drop policy "staff update shipments" on public.shipments;
drop policy "staff delete shipments" on public.shipments;
revoke insert, update, delete on public.shipments from authenticated;

drop policy "staff update the info text" on public.info_content;
drop policy "staff insert the info text" on public.info_content;
revoke insert (lang, title, content), update (title, content, updated_at)
  on public.info_content from authenticated;
revoke insert, update on public.info_content from authenticated;

-- ---------------------------------------------------------------------------------------------
-- The existing writers: body to private (security definer), invoker wrapper in public.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  -- Collected before the loop, which moves the very functions it found and adds new ones of
  -- the same names; an oid stays the same across SET SCHEMA.
  writers constant oid[] := array(
    select p.oid from pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and p.proname in ('create_shipment', 'save_shipment', 'restore_shipment',
                         'add_shipment_event', 'create_default_info_content')
     order by p.proname, p.oid);
  writer oid;
  name text;
  identity_arguments text;
  arguments text;
  result text;
  volatility text;
  description text;
  call_arguments text;
  outer_search_path constant text := current_setting('search_path');
begin
  -- Types in the generated text (arguments, result) come out schema-qualified.
  perform set_config('search_path', '', true);
  foreach writer in array writers loop
    select p.proname, pg_get_function_identity_arguments(p.oid), pg_get_function_arguments(p.oid),
           pg_get_function_result(p.oid),
           case p.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
           obj_description(p.oid, 'pg_proc'),
           coalesce((select string_agg('$' || n, ', ' order by n)
                       from generate_series(1, p.pronargs) as n), '')
      into name, identity_arguments, arguments, result, volatility, description, call_arguments
      from pg_proc p
     where p.oid = writer;

    execute format('alter function public.%I(%s) set schema private', name, identity_arguments);
    execute format('alter function private.%I(%s) security definer', name, identity_arguments);
    execute format('comment on function private.%I(%s) is %L', name, identity_arguments,
                   format('Body of public.%s (security definer; staff check first).', name));

    execute format('create function public.%I(%s) returns %s language sql %s security invoker '
                   'set search_path = '''' as %L',
                   name, arguments, result, volatility,
                   format('select * from private.%I(%s);', name, call_arguments));
    execute format('revoke execute on function public.%I(%s) from public, anon',
                   name, identity_arguments);
    execute format('grant execute on function public.%I(%s) to authenticated, service_role',
                   name, identity_arguments);
    execute format('comment on function public.%I(%s) is %L', name, identity_arguments,
                   description);
  end loop;
  perform set_config('search_path', outer_search_path, true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- delete_shipment: the version check in the database, as save_shipment has it.
-- ---------------------------------------------------------------------------------------------
create function private.delete_shipment(tracking_number text, expected_updated_at timestamptz)
returns public.shipments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted public.shipments;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may delete shipments' using errcode = '42501';
  end if;
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;

  -- A save committed meanwhile makes the row fail the version condition when the delete
  -- re-reads it after the row lock (READ COMMITTED): nothing deleted, told apart below.
  delete from public.shipments s
   where s.id = tracking_number and s.updated_at = expected_updated_at
  returning s.* into deleted;

  if deleted.id is null then
    if exists (select 1 from public.shipments s where s.id = tracking_number) then
      raise exception 'shipment % was changed by someone else since it was shown', tracking_number
        using errcode = 'PT409',
              detail = 'stale_updated_at',
              hint = 'Reload the shipment and delete it again if it should still go.';
    end if;
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_shipment';
  end if;
  return deleted;
end;
$$;
revoke execute on function private.delete_shipment(text, timestamptz) from public, anon;
grant execute on function private.delete_shipment(text, timestamptz) to authenticated, service_role;
comment on function private.delete_shipment(text, timestamptz) is
  'Body of public.delete_shipment (security definer; staff check first).';

create function public.delete_shipment(tracking_number text, expected_updated_at timestamptz)
returns public.shipments
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.delete_shipment(tracking_number, expected_updated_at);
$$;
revoke execute on function public.delete_shipment(text, timestamptz) from public, anon;
grant execute on function public.delete_shipment(text, timestamptz) to authenticated, service_role;
comment on function public.delete_shipment(text, timestamptz) is
  'Deletes the shipment if it is still the version expected_updated_at names; returns the deleted row. PT409 when it changed since, P0002 when gone. Undo: restore_shipment.';

-- ---------------------------------------------------------------------------------------------
-- save_info_content: the editor's save, on the version it loaded.
-- ---------------------------------------------------------------------------------------------
create function private.save_info_content(
  lang text,
  expected_updated_at timestamptz,
  title text default null,
  content text default null)
returns public.info_content
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.info_content;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may edit the info text' using errcode = '42501';
  end if;
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;

  -- info_content_versioning raises PT409 when expected_updated_at is not the current version.
  update public.info_content i
     set title = coalesce(save_info_content.title, i.title),
         content = coalesce(save_info_content.content, i.content),
         updated_at = expected_updated_at
   where i.lang = save_info_content.lang
  returning i.* into saved;

  if saved.lang is null then
    raise exception 'no info text for language %', lang
      using errcode = 'P0002', detail = 'no_info_content';
  end if;
  return saved;
end;
$$;
revoke execute on function private.save_info_content(text, timestamptz, text, text) from public, anon;
grant execute on function private.save_info_content(text, timestamptz, text, text)
  to authenticated, service_role;
comment on function private.save_info_content(text, timestamptz, text, text) is
  'Body of public.save_info_content (security definer; staff check first).';

create function public.save_info_content(
  lang text,
  expected_updated_at timestamptz,
  title text default null,
  content text default null)
returns public.info_content
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.save_info_content(lang, expected_updated_at, title, content);
$$;
revoke execute on function public.save_info_content(text, timestamptz, text, text) from public, anon;
grant execute on function public.save_info_content(text, timestamptz, text, text)
  to authenticated, service_role;
comment on function public.save_info_content(text, timestamptz, text, text) is
  'Saves one language''s info text (title and/or content; null keeps) on the version expected_updated_at names. PT409 when someone saved since.';
