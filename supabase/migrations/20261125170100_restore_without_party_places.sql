-- restore_shipment again moves a route entry that names a party to 'Depozit' (issue #30's rule,
-- 20261125100000). The redefinitions since (20261125150000, the restore window, and
-- 20261125160000, the e-mail columns) dropped that step, so a shipment deleted before
-- 20261125100000 came back with the shipper's address as its first place. Same body as
-- 20261125160000 otherwise.
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
  shipment public.shipments;
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
  shipment := jsonb_populate_record(
    null::public.shipments,
    -- Columns added by 20261125160000, absent from older delete records: their defaults.
    jsonb_build_object('shipperlanguage', 'en', 'recipientlanguage', 'en',
                       'notifyshipper', false, 'notifyrecipient', false)
    || (select jsonb_object_agg(field.key, field.value -> 'from')
          from jsonb_each(deleted) as field));
  shipment.history := private.history_without_parties(shipment);
  begin
    insert into public.shipments select (shipment).*
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
