-- The status filter's counts without counting every shipment (issue #34, bench "admin list").
--
-- Every load of the staff list asks shipment_status_counts(search) for the filter's counts and
-- the total. With a blank search (the list as it opens) that counted the whole table: about
-- 40 ms at 50,000 shipments, 6.5× a bare PostgREST call, on each visit, page turn and refetch.
-- The per-status totals are now kept in a small table by statement-level triggers on
-- public.shipments, in the same transaction as the change, so reading them costs one index
-- scan over a handful of rows. A search still counts its matches (the trigram index finds them).
--
-- Writers: each statement that inserts, deletes or changes the status of shipments adds its
-- per-status differences in one upsert, in status order (two writers lock the same rows in the
-- same order, so they wait rather than deadlock). Two transactions that change shipments of the
-- same status meet on that status's row until the first commits; staff save a handful of
-- shipments a minute, so that wait is never felt.
--
-- Drift: only a write with triggers off (session_replication_role = replica, e.g. a data-only
-- restore with --disable-triggers) bypasses them. private.recount_shipment_statuses() rebuilds
-- the totals from the table; pg_cron runs it nightly where it exists (hosted), and a restore
-- runbook runs it by hand.

create table private.shipment_status_totals (
  status text primary key,
  count bigint not null
);
comment on table private.shipment_status_totals is
  'Shipments per status, kept by the triggers on public.shipments (private.count_shipment_statuses); rows with count 0 are removed.';
-- Row-level security on and no policy, like every table of ours: only the functions below,
-- running as the owner, read or write it.
alter table private.shipment_status_totals enable row level security;
revoke all on private.shipment_status_totals from public, anon, authenticated, service_role;

-- One trigger function for the three events: which transition tables exist depends on the
-- event, and plpgsql plans a statement only when it first runs, so each branch names only its own.
create function private.count_shipment_statuses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  added text[] := '{}';
  removed text[] := '{}';
  emptied text[];
begin
  if tg_op in ('INSERT', 'UPDATE') then
    select coalesce(pg_catalog.array_agg(n.status), '{}') into added from new_rows n;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    select coalesce(pg_catalog.array_agg(o.status), '{}') into removed from old_rows o;
  end if;

  with changes as (
    select d.status, pg_catalog.sum(d.change)::bigint as change
      from (select a.status, 1 as change from pg_catalog.unnest(added) as a(status)
            union all
            select r.status, -1 from pg_catalog.unnest(removed) as r(status)) as d
     group by d.status
    having pg_catalog.sum(d.change) <> 0
  ),
  applied as (
    insert into private.shipment_status_totals as t (status, count)
    select c.status, c.change from changes c order by c.status
    on conflict (status) do update set count = t.count + excluded.count
    returning t.status, t.count
  )
  select coalesce(pg_catalog.array_agg(a.status), '{}') into emptied from applied a where a.count = 0;
  -- A separate statement: a data-modifying WITH cannot see its own sub-statement's rows.
  if emptied <> '{}' then
    delete from private.shipment_status_totals t where t.status = any (emptied) and t.count = 0;
  end if;
  return null;
end;
$$;
revoke execute on function private.count_shipment_statuses() from public, anon, authenticated, service_role;

create trigger shipments_status_totals_insert
  after insert on public.shipments
  referencing new table as new_rows
  for each statement execute function private.count_shipment_statuses();
create trigger shipments_status_totals_update
  after update on public.shipments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_shipment_statuses();
create trigger shipments_status_totals_delete
  after delete on public.shipments
  referencing old table as old_rows
  for each statement execute function private.count_shipment_statuses();

create function private.forget_shipment_statuses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.shipment_status_totals;
  return null;
end;
$$;
revoke execute on function private.forget_shipment_statuses() from public, anon, authenticated, service_role;
create trigger shipments_status_totals_truncate
  after truncate on public.shipments
  for each statement execute function private.forget_shipment_statuses();

-- Rebuilds the totals from the table. The lock waits for writers that have already added to the
-- totals to commit, and holds new ones back until the recount is in, so none is lost or counted
-- twice. Returns the number of statuses.
create function private.recount_shipment_statuses()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  statuses integer;
begin
  lock table private.shipment_status_totals in exclusive mode;
  delete from private.shipment_status_totals;
  insert into private.shipment_status_totals (status, count)
  select s.status, pg_catalog.count(*) from public.shipments s group by s.status;
  get diagnostics statuses = row_count;
  return statuses;
end;
$$;
revoke execute on function private.recount_shipment_statuses() from public, anon, authenticated, service_role;

select private.recount_shipment_statuses();

-- Nightly at 03:27 UTC where pg_cron is available (hosted), as the purge of deleted shipments.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('recount-shipment-statuses', '27 3 * * *',
                          'select private.recount_shipment_statuses()');
  end if;
end;
$$;

-- The totals as the staff may see them: every status for staff and service_role (row-level
-- security lets staff read every shipment), nothing for anyone else, as a count under RLS gave.
create function private.shipment_status_totals()
returns table (status text, count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select t.status, t.count
    from private.shipment_status_totals t
   where (select private.is_staff())
      or (select auth.role()) is not distinct from 'service_role'
   order by t.status;
$$;
revoke execute on function private.shipment_status_totals() from public, anon;
grant execute on function private.shipment_status_totals() to authenticated, service_role;

create or replace function public.shipment_status_counts(search text default null)
returns table (status text, count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.shipment_search_pattern(search) is null then
    return query select t.status, t.count from private.shipment_status_totals() t;
  else
    return query
      select s.status, pg_catalog.count(*) from public.shipments s
       where s.id in (select private.matching_shipment_ids(search))
       group by s.status order by s.status;
  end if;
end;
$$;

-- The status combobox: the statuses in use are the totals' keys.
create or replace function public.shipment_statuses()
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select t.status from private.shipment_status_totals() t order by 1;
$$;
