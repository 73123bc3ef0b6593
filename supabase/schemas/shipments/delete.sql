-- Deleting a shipment, listing the deleted ones and restoring one within the restore window.

create function public.deleted_shipments()
returns table(tracking_number text, status text, shippername text, recipientname text, deleted_at timestamptz, deleted_by text)
language sql
stable
set search_path to ''
as $$
  select d.shipment_id, d.changes -> 'status' ->> 'from', d.changes -> 'shippername' ->> 'from',
         d.changes -> 'recipientname' ->> 'from', d.changed_at, d.actor
    from (select distinct on (c.shipment_id) c.*
            from audit.shipment_changes c
           where c.action = 'delete'
           order by c.shipment_id, c.id desc) as d
   where not exists (select 1 from public.shipments s where s.id = d.shipment_id)
   order by d.id desc;
$$;
revoke execute on function public.deleted_shipments() from public, anon;
comment on function public.deleted_shipments() is
  'Deleted shipments that were not restored since, latest delete first (staff only).';

create function private.restore_shipment(tracking_number text)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  deleted jsonb;
  deleted_purged_at timestamptz;
  shipment public.shipments;
  restored public.shipments;
begin
  perform private.require_staff('restore shipments');

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
    -- Columns added by 20261125160000 and issue #37's, absent from older delete records:
    -- their defaults.
    jsonb_build_object('shipperlanguage', 'en', 'recipientlanguage', 'en',
                       'notifyshipper', false, 'notifyrecipient', false,
                       'permit', 'not_needed', 'escort', 'none')
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
revoke execute on function private.restore_shipment(tracking_number text) from public;
grant execute on function private.restore_shipment(tracking_number text) to authenticated, service_role;
comment on function private.restore_shipment(tracking_number text) is
  'Body of public.restore_shipment (security definer; staff check first).';

create function public.restore_shipment(tracking_number text)
returns public.shipments
language sql
set search_path to ''
as $$select * from private.restore_shipment($1);$$;
revoke execute on function public.restore_shipment(tracking_number text) from public, anon;
comment on function public.restore_shipment(tracking_number text) is
  'Re-inserts the latest deleted shipment with this number as it was (route entries that name a party at ''Depozit''). 23505 (shipments_pkey) when the number is in use, P0002 when nothing to restore.';

create function private.delete_shipment(tracking_number text, expected_updated_at timestamptz)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  deleted public.shipments;
begin
  perform private.require_staff('delete shipments');
  perform private.require_expected_updated_at(expected_updated_at);

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
    perform private.raise_no_shipment(tracking_number);
  end if;
  return deleted;
end;
$$;
revoke execute on function private.delete_shipment(tracking_number text, expected_updated_at timestamptz) from public;
grant execute on function private.delete_shipment(tracking_number text, expected_updated_at timestamptz) to authenticated, service_role;
comment on function private.delete_shipment(tracking_number text, expected_updated_at timestamptz) is
  'Body of public.delete_shipment (security definer; staff check first).';

create function public.delete_shipment(tracking_number text, expected_updated_at timestamptz)
returns public.shipments
language sql
set search_path to ''
as $$
  select * from private.delete_shipment(tracking_number, expected_updated_at);
$$;
revoke execute on function public.delete_shipment(tracking_number text, expected_updated_at timestamptz) from public, anon;
comment on function public.delete_shipment(tracking_number text, expected_updated_at timestamptz) is
  'Deletes the shipment if it is still the version expected_updated_at names; returns the deleted row. PT409 when it changed since, P0002 when gone. Undo: restore_shipment.';

create function public.search_deleted_shipments(search text default null)
returns table(tracking_number text, transportedgoods text, shippername text, recipientname text, status text, deleted_at timestamptz, deleted_by text)
language plpgsql
stable
set search_path to ''
as $$
declare
  pattern constant text := private.search_pattern(search);
begin
  perform private.require_staff('list deleted shipments');
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
revoke execute on function public.search_deleted_shipments(search text) from public, anon;
comment on function public.search_deleted_shipments(search text) is
  'Deleted shipments not restored since and still restorable, latest delete first, matching the search (staff only).';
