-- Undo of a delete (DECISIONS 16, issue #11).
--
-- A delete stays a real DELETE: RLS, the primary key and the public lookup stay as simple as
-- they are, and track_shipment cannot find a deleted shipment because it is not there. What
-- makes the delete undoable is the audit record: the 'delete' record holds every column of the
-- row ({field: {from, to: null}}), kept for as long as the trail is (no expiry), so the undo
-- works right after the delete (the staff area offers "Anulează" for 10 s) and at any time later.
--
-- restore_shipment re-inserts the row of the latest 'delete' record of that tracking number,
-- exactly: history, position, created_at, updated_at and every other column as they were when
-- it was deleted. The insert is recorded as action 'restore'. Errors:
--   42501  not staff (anon: no EXECUTE at all, also 42501)
--   P0002  no deleted shipment with that number (detail 'no_deleted_shipment')
--   23505  the number is in use again (restored already, or a new shipment got it):
--          constraint shipments_pkey; the site says 'Numărul de urmărire {id} există deja.'
--   23514  a check added after the delete refuses the old row (constraint named)
--
-- A column added to shipments later is absent from older records and comes back null (its
-- default is not applied): the migration that adds it must handle that here.
--
-- Security invoker: staff may read the audit table (RLS policy) and insert into shipments
-- (RLS policy), which is all it does.

create function public.restore_shipment(tracking_number text)
returns public.shipments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  deleted jsonb;
  restored public.shipments;
begin
  if not ((select private.is_staff()) or (select auth.role()) is not distinct from 'service_role') then
    raise exception 'only staff may restore shipments'
      using errcode = '42501';
  end if;

  select c.changes into deleted
    from audit.shipment_changes c
   where c.shipment_id = tracking_number and c.action = 'delete'
   order by c.id desc
   limit 1;
  if deleted is null then
    raise exception 'no deleted shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_deleted_shipment';
  end if;

  -- Tells private.record_shipment_change to record this insert as 'restore'.
  perform set_config('private.restoring_shipment', tracking_number, true);
  insert into public.shipments
  select * from jsonb_populate_record(
    null::public.shipments,
    (select jsonb_object_agg(field.key, field.value -> 'from') from jsonb_each(deleted) as field))
  returning * into restored;
  perform set_config('private.restoring_shipment', '', true);
  return restored;
end;
$$;
revoke execute on function public.restore_shipment(text) from public, anon;
grant execute on function public.restore_shipment(text) to authenticated, service_role;
comment on function public.restore_shipment(text) is
  'Re-inserts the latest deleted shipment with this number, exactly as it was. 23505 (shipments_pkey) when the number is in use, P0002 when nothing to restore.';
