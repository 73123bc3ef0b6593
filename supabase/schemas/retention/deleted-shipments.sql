-- After the restore window (tracking/table.sql's restore_days) a deleted shipment's personal data
-- goes for good: from its trail, its e-mails and its unsubscribe tokens. Here, above shipments,
-- tracking and e-mail, as it deletes in all of them; nightly by pg_cron (jobs/cron.sql) on
-- hosted Supabase, by the local stack's SQL jobs locally.

-- The incarnations of tracking numbers (number + created_at) whose delete record was purged and
-- that are not back: what hangs on one (e-mails, unsubscribe tokens) goes with it.
create function private.purged_shipment_incarnations()
returns table(shipment_id text, shipment_created_at timestamptz)
language sql
stable
set search_path to ''
as $$
  select d.shipment_id, (d.changes -> 'created_at' ->> 'from')::timestamptz
    from audit.shipment_changes d
   where d.action = 'delete'
     and d.purged_at is not null
     and d.changes -> 'created_at' ->> 'from' is not null
     and not exists (select 1 from public.shipments s
                      where s.id = d.shipment_id
                        and s.created_at = (d.changes -> 'created_at' ->> 'from')::timestamptz);
$$;
revoke execute on function private.purged_shipment_incarnations() from public;

create function private.purge_deleted_shipments()
returns integer
language plpgsql
security definer
set search_path to ''
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
     and c.action in ('insert', 'update', 'delete', 'restore', 'report', 'escrow')
     and exists (select 1 from expired e where e.shipment_id = c.shipment_id and c.id <= e.id);
  get diagnostics purged = row_count;
  -- Its reports from the road (names, signatures), which only this purge may remove
  -- (shipments/reports.sql); their files go with evidence-purge.sql.
  delete from public.shipment_reports r
   where (r.shipment_id, r.shipment_created_at)
         in (select * from private.purged_shipment_incarnations());
  -- Its escrow (the withdraw reason, the bank references).
  delete from public.shipment_escrows e
   where (e.shipment_id, e.shipment_created_at)
         in (select * from private.purged_shipment_incarnations());
  perform set_config('private.purging_deleted_shipments', '', true);

  -- The e-mails and unsubscribe tokens of every purged incarnation that is not back.
  delete from private.email_outbox o
   where (o.shipment_id, o.shipment_created_at)
         in (select * from private.purged_shipment_incarnations());
  delete from private.email_unsubscribe_tokens o
   where (o.shipment_id, o.shipment_created_at)
         in (select * from private.purged_shipment_incarnations());
  return purged;
end;
$$;
revoke execute on function private.purge_deleted_shipments() from public;
comment on function private.purge_deleted_shipments() is
  'Removes the personal data of delete records older than tracking_settings.restore_days (and of the earlier records of those shipments); returns the number of records purged.';
