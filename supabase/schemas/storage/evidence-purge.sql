-- The files of shipment-evidence that go (DECISIONS 26): those of a deleted shipment once its
-- delete record is purged after the restore window (retention/deleted-shipments.sql), of a
-- number whose shipment went without a delete record or never was (orphans), and of an
-- earlier shipment under a number a new shipment took. A deleted shipment's files stay while it
-- can be restored, so a restore brings them back. Only names here: the Edge Function
-- shipment-evidence-purge removes them through the Storage API, the only way that deletes the
-- file with its row (hosted refuses a plain `delete` on storage.objects). Nightly by pg_cron
-- (jobs/cron.sql), locally with the stack's SQL jobs.

-- Since when the files under a number belong to a shipment: the creation of the shipment that
-- has the number, or of the deleted one that can still be restored; null when neither is
-- there. A file belongs to that shipment when it was last written since then (a file renamed
-- into the folder counts from the rename).
create function private.evidence_owned_since(shipment_id text)
returns timestamptz
language plpgsql
stable
set search_path to ''
as $$
declare
  since timestamptz;
begin
  select s.created_at into since from public.shipments s where s.id = shipment_id;
  if found then
    return since;
  end if;
  -- The latest delete or restore of the number: a delete not purged yet can be undone.
  select case when d.action = 'delete' and d.purged_at is null
              then coalesce((d.changes -> 'created_at' ->> 'from')::timestamptz, '-infinity') end
    into since
    from audit.shipment_changes d
   where d.shipment_id = evidence_owned_since.shipment_id
     and d.action in ('delete', 'restore')
   order by d.id desc
   limit 1;
  return since;
end;
$$;
revoke execute on function private.evidence_owned_since(shipment_id text) from public;

create function private.evidence_to_purge(batch_size integer)
returns setof text
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  return query
  select o.name
    from storage.objects o
   where o.bucket_id = 'shipment-evidence'
     and not coalesce(
           o.updated_at >= private.evidence_owned_since((storage.foldername(o.name))[1]), false)
   order by o.name
   limit batch_size;
end;
$$;
revoke execute on function private.evidence_to_purge(batch_size integer) from public;
grant execute on function private.evidence_to_purge(batch_size integer) to service_role;

create function public.evidence_to_purge(batch_size integer default 100)
returns setof text
language sql
stable
set search_path to ''
as $$
  select * from private.evidence_to_purge(batch_size);
$$;
revoke execute on function public.evidence_to_purge(batch_size integer) from public, anon, authenticated;
comment on function public.evidence_to_purge(batch_size integer) is
  'Names of up to batch_size objects of shipment-evidence whose shipment is gone for good (purged, vanished, never there, or an earlier one under a number taken again). service_role only: the shipment-evidence-purge Edge Function removes them through the Storage API.';
