-- The bucket `shipment-evidence` (supabase/config.toml: private; JPEG, PNG, WebP, PDF; 10 MiB):
-- a shipment's photos, signatures and papers (DECISIONS 26). An object is named
-- `<tracking number>/<anything>`: its first folder is the shipment's number, which must be a
-- shipment's when the object is stored or renamed (a number with `/` or characters outside
-- Storage's key set cannot hold files). Staff add, read, replace, rename and remove them; anon
-- and other signed-in users have no policy, so Storage shows them nothing and refuses their
-- writes. A driver adds a report's files under `<number>/reports/<idempotency key>/` of a
-- shipment assigned to them, and reads back only the files they stored there (a resumed upload
-- or a retry checks what is stored); never replaces or removes one (issue #52). A party reads
-- through a short-lived signed URL only (party-evidence.sql); the files go with their shipment
-- (evidence-purge.sql).

-- Whether an object's first folder names a shipment that is there now.
create function private.names_a_shipment(object_name text)
returns boolean
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  return exists (select 1 from public.shipments s
                  where s.id = (storage.foldername(object_name))[1]);
end;
$$;
revoke execute on function private.names_a_shipment(object_name text) from public;
grant execute on function private.names_a_shipment(object_name text) to authenticated;

create policy "staff add shipment evidence" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'shipment-evidence' and (select private.is_staff())
              and private.names_a_shipment(name));

create policy "staff read shipment evidence" on storage.objects
  for select to authenticated
  using (bucket_id = 'shipment-evidence' and (select private.is_staff()));

create policy "staff change shipment evidence" on storage.objects
  for update to authenticated
  using (bucket_id = 'shipment-evidence' and (select private.is_staff()))
  with check (bucket_id = 'shipment-evidence' and (select private.is_staff())
              and private.names_a_shipment(name));

create policy "staff remove shipment evidence" on storage.objects
  for delete to authenticated
  using (bucket_id = 'shipment-evidence' and (select private.is_staff()));

-- Whether an object is a report's file of a shipment assigned to the calling driver:
-- `<number>/reports/<idempotency key>/<file name>`.
create function private.is_drivers_report_file(object_name text)
returns boolean
language plpgsql
stable security definer
set search_path to ''
as $$
declare
  folders constant text[] := storage.foldername(object_name);
begin
  return cardinality(folders) = 3
     and folders[2] = 'reports'
     and pg_input_is_valid(folders[3], 'uuid')
     and private.drives_shipment(folders[1]);
end;
$$;
revoke execute on function private.is_drivers_report_file(object_name text) from public;
grant execute on function private.is_drivers_report_file(object_name text) to authenticated;

create policy "drivers add report files" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'shipment-evidence' and private.is_drivers_report_file(name));

create policy "drivers read their report files" on storage.objects
  for select to authenticated
  using (bucket_id = 'shipment-evidence' and owner_id = (select auth.uid())::text
         and private.is_drivers_report_file(name));
