-- Totals per status, kept by triggers instead of counting every shipment on each page load;
-- recounted nightly (jobs/cron.sql) in case a trigger was bypassed.

create table private.shipment_status_totals (
  status text,
  count bigint not null,
  constraint shipment_status_totals_pkey primary key (status)
);
alter table private.shipment_status_totals enable row level security;
comment on table private.shipment_status_totals is
  'Shipments per status, kept by the triggers on public.shipments (private.count_shipment_statuses); rows with count 0 are removed.';

create function private.count_shipment_statuses()
returns trigger
language plpgsql
security definer
set search_path to ''
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
revoke execute on function private.count_shipment_statuses() from public;

create function private.forget_shipment_statuses()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
begin
  delete from private.shipment_status_totals;
  return null;
end;
$$;
revoke execute on function private.forget_shipment_statuses() from public;

create function private.shipment_status_totals()
returns table(status text, count bigint)
language sql
stable security definer
set search_path to ''
as $$
  select t.status, t.count
    from private.shipment_status_totals t
   where (select private.is_staff())
      or (select auth.role()) is not distinct from 'service_role'
   order by t.status;
$$;
revoke execute on function private.shipment_status_totals() from public;
grant execute on function private.shipment_status_totals() to authenticated, service_role;

create function private.recount_shipment_statuses()
returns integer
language plpgsql
security definer
set search_path to ''
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
revoke execute on function private.recount_shipment_statuses() from public;

create function public.shipment_statuses()
returns setof text
language sql
stable
set search_path to ''
as $$
  select t.status from private.shipment_status_totals() t order by 1;
$$;
revoke execute on function public.shipment_statuses() from public, anon;
comment on function public.shipment_statuses() is
  'Distinct statuses in use, sorted.';

create trigger shipments_status_totals_delete
  after delete on public.shipments
  referencing old table as old_rows
  for each statement
  execute function private.count_shipment_statuses();

create trigger shipments_status_totals_insert
  after insert on public.shipments
  referencing new table as new_rows
  for each statement
  execute function private.count_shipment_statuses();

create trigger shipments_status_totals_truncate
  after truncate on public.shipments
  for each statement
  execute function private.forget_shipment_statuses();

create trigger shipments_status_totals_update
  after update on public.shipments
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function private.count_shipment_statuses();
