-- "Șterse recent" and the restore window (issue #27, items 1 and 4).
--
-- * private.tracking_settings.restore_days (default 90, 1..3650): how long a deleted shipment
--   stays restorable. The owner changes it with SQL, as default_link_days (README).
-- * public.tracking_periods(): both periods, for the staff texts ("60 de zile după livrare" was
--   written into them). Staff only (42501 otherwise); the settings table stays unreadable to the
--   API roles, so the body is security definer in private with an invoker wrapper in public.
-- * public.search_deleted_shipments(search): the deleted shipments that are not back, latest
--   delete first, searchable like the list (number, shipper, recipient; case and accents
--   ignored). Paged by PostgREST (.range() with count 'exact'): the set is small (deletes
--   within the window). Staff only: 42501 for anyone else, anon included (no EXECUTE).
-- * private.purge_deleted_shipments(): past the window, a delete record keeps its audit facts
--   (id, changed_at, shipment_id, action, actor_id, actor, and of the row image only id,
--   status, created_at, updated_at) and loses the personal data; so do the earlier records of
--   that shipment (its insert and updates hold the same data). The record gets purged_at.
--   Only deletes that no restore followed: a restored shipment lives on, its trail is its own.
--   Run daily by pg_cron where the extension exists (hosted Supabase); locally there is no
--   pg_cron and the tests call the function.
-- * restore_shipment: a purged record cannot come back (55000, detail
--   'restore_window_passed'); a number in use again stays 23505 (constraint shipments_pkey),
--   now with detail 'tracking_number_in_use', which the staff screen explains in Romanian.
--
-- The audit table stays append-only for everyone else: its trigger lets an UPDATE through only
-- inside the purge (a transaction-local setting the API cannot set: PostgREST exposes no
-- set_config, and no API role may UPDATE the table anyway), and only one that keeps the audit
-- facts and sets purged_at once.

alter table private.tracking_settings
  add column restore_days integer not null default 90
    constraint tracking_settings_restore_days check (restore_days between 1 and 3650);
comment on table private.tracking_settings is
  'number_shows_everything: true restores SPEC (every field for the number alone; DECISIONS 18 off). '
  'default_link_days: a party link expires this many days after the shipment is delivered. '
  'restore_days: a deleted shipment stays restorable this many days; then its personal data is purged.';

alter table audit.shipment_changes add column purged_at timestamptz;
comment on column audit.shipment_changes.purged_at is
  'Set by private.purge_deleted_shipments when the personal data of this record was removed.';

-- ---------------------------------------------------------------------------------------------
-- Append-only, except the purge.
-- ---------------------------------------------------------------------------------------------
create function private.refuse_shipment_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and current_setting('private.purging_deleted_shipments', true) = 'on'
     and old.purged_at is null and new.purged_at is not null
     and (new.id, new.changed_at, new.shipment_id, new.action, new.actor_id, new.actor)
         is not distinct from (old.id, old.changed_at, old.shipment_id, old.action, old.actor_id, old.actor) then
    return new;
  end if;
  raise exception 'audit records cannot be changed or removed'
    using errcode = '42501', detail = 'audit_append_only';
end;
$$;
revoke execute on function private.refuse_shipment_audit_change() from public;

drop trigger shipment_changes_append_only on audit.shipment_changes;
create trigger shipment_changes_append_only
  before update or delete on audit.shipment_changes
  for each row execute function private.refuse_shipment_audit_change();

-- ---------------------------------------------------------------------------------------------
-- The periods, for the staff texts.
-- ---------------------------------------------------------------------------------------------
create function private.tracking_periods()
returns table (default_link_days integer, restore_days integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may read the tracking periods' using errcode = '42501';
  end if;
  return query select t.default_link_days, t.restore_days from private.tracking_settings t;
end;
$$;
revoke execute on function private.tracking_periods() from public, anon;
grant execute on function private.tracking_periods() to authenticated, service_role;
comment on function private.tracking_periods() is
  'Body of public.tracking_periods (security definer; staff check first).';

create function public.tracking_periods()
returns table (default_link_days integer, restore_days integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.tracking_periods();
$$;
revoke execute on function public.tracking_periods() from public, anon;
grant execute on function public.tracking_periods() to authenticated, service_role;
comment on function public.tracking_periods() is
  'The owner''s periods (staff only): party link expiry after delivery, restore window of a delete, in days.';

-- ---------------------------------------------------------------------------------------------
-- The deleted shipments that are not back.
-- ---------------------------------------------------------------------------------------------
-- Security invoker: the audit table's RLS lets staff read it; the explicit check turns
-- "no rows" for a signed-in customer into 42501.
create function public.search_deleted_shipments(search text default null)
returns table (
  tracking_number text,
  transportedgoods text,
  shippername text,
  recipientname text,
  status text,
  deleted_at timestamptz,
  deleted_by text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  pattern constant text := private.shipment_search_pattern(search);
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may list deleted shipments' using errcode = '42501';
  end if;
  return query
  select d.shipment_id, d.changes -> 'transportedgoods' ->> 'from',
         d.changes -> 'shippername' ->> 'from', d.changes -> 'recipientname' ->> 'from',
         d.changes -> 'status' ->> 'from', d.changed_at, d.actor
    from (select distinct on (c.shipment_id) c.*
            from audit.shipment_changes c
           where c.action in ('delete', 'restore')
           order by c.shipment_id, c.id desc) as d
   where d.action = 'delete'
     and d.purged_at is null
     and (pattern is null
          or private.shipment_search_key(d.shipment_id,
                                         coalesce(d.changes -> 'shippername' ->> 'from', ''),
                                         coalesce(d.changes -> 'recipientname' ->> 'from', ''))
             like pattern)
   order by d.changed_at desc, d.id desc;
end;
$$;
revoke execute on function public.search_deleted_shipments(text) from public, anon;
grant execute on function public.search_deleted_shipments(text) to authenticated, service_role;
comment on function public.search_deleted_shipments(text) is
  'Deleted shipments not restored since and still restorable, latest delete first, matching the search (staff only).';

-- ---------------------------------------------------------------------------------------------
-- The purge.
-- ---------------------------------------------------------------------------------------------
create function private.purge_deleted_shipments()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  perform set_config('private.purging_deleted_shipments', 'on', true);
  with expired as (
    select d.shipment_id, d.id
      from audit.shipment_changes d, private.tracking_settings t
     where d.action = 'delete'
       and d.changed_at < clock_timestamp() - make_interval(days => t.restore_days)
       and not exists (select 1 from audit.shipment_changes r
                        where r.shipment_id = d.shipment_id and r.action = 'restore'
                          and r.id > d.id))
  update audit.shipment_changes c
     set purged_at = clock_timestamp(),
         changes = coalesce(
           (select jsonb_object_agg(f.key, f.value)
              from jsonb_each(c.changes) as f
             where f.key in ('id', 'status', 'created_at', 'updated_at')),
           '{}'::jsonb)
   where c.purged_at is null
     and c.action in ('insert', 'update', 'delete', 'restore')
     and exists (select 1 from expired e where e.shipment_id = c.shipment_id and c.id <= e.id);
  get diagnostics purged = row_count;
  perform set_config('private.purging_deleted_shipments', '', true);
  return purged;
end;
$$;
-- The owner's and pg_cron's only: no API role may call it.
revoke execute on function private.purge_deleted_shipments() from public, anon, authenticated, service_role;
comment on function private.purge_deleted_shipments() is
  'Removes the personal data of delete records older than tracking_settings.restore_days (and of the earlier records of those shipments); returns the number of records purged.';

-- Daily at 03:17 UTC where pg_cron is available (hosted Supabase: installed in pg_catalog, as
-- its docs say); nothing locally. cron.schedule with an existing job name updates that job.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('purge-deleted-shipments', '17 3 * * *',
                          'select private.purge_deleted_shipments()');
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- restore_shipment: purged records refused, a number in use named as such.
-- ---------------------------------------------------------------------------------------------
create or replace function private.restore_shipment(tracking_number text)
returns public.shipments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted jsonb;
  deleted_purged_at timestamptz;
  restored public.shipments;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may restore shipments' using errcode = '42501';
  end if;

  select c.changes, c.purged_at into deleted, deleted_purged_at
    from audit.shipment_changes c
   where c.shipment_id = tracking_number and c.action = 'delete'
   order by c.id desc
   limit 1;
  if deleted is null then
    raise exception 'no deleted shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_deleted_shipment';
  end if;
  if deleted_purged_at is not null then
    raise exception 'the deleted shipment % is past its restore window', tracking_number
      using errcode = '55000', detail = 'restore_window_passed';
  end if;

  -- Tells private.record_shipment_change to record this insert as 'restore'.
  perform set_config('private.restoring_shipment', tracking_number, true);
  begin
    insert into public.shipments
    select * from jsonb_populate_record(
      null::public.shipments,
      (select jsonb_object_agg(field.key, field.value -> 'from') from jsonb_each(deleted) as field))
    returning * into restored;
  exception when unique_violation then
    raise exception 'duplicate key value violates unique constraint "shipments_pkey"'
      using errcode = '23505', detail = 'tracking_number_in_use',
            constraint = 'shipments_pkey';
  end;
  perform set_config('private.restoring_shipment', '', true);
  return restored;
end;
$$;
