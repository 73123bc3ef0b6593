-- What a party may see of its shipment's files (DECISIONS 26), for the Edge Function
-- shipment-evidence, which hands out signed URLs valid for minutes. The number and the party
-- link's key are checked as the tracking lookup checks them (tracking/lookup.sql), and counted
-- in its throttle for the client the function was called from: the function passes that
-- address on, as its own call to the API comes from the function's address. Hence only the
-- service role may call it.

create function private.party_evidence(tracking_number text, party_key text, client text)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  caller constant text := private.tracking_client_of(client);
  shipment public.shipments;
begin
  select * into shipment from public.shipments s where s.id = tracking_number;
  -- A number that is not there, and a missing, wrong, expired or revoked key: one answer, and
  -- a miss (a throttled client is refused with PT429 before it is counted). Never the number
  -- alone, whatever the tracking settings say.
  if shipment.id is null or private.open_party_link(shipment, party_key) is null then
    perform private.count_tracking_miss(caller, private.tracking_network(caller));
    return null;
  end if;
  -- The files stored since this shipment was created: those of an earlier shipment under the
  -- same number are not its (evidence-purge.sql removes them).
  return coalesce(
    (select jsonb_agg(jsonb_build_object(
              'name', o.name,
              'content_type', o.metadata ->> 'mimetype',
              'size', (o.metadata ->> 'size')::bigint,
              'created_at', o.created_at)
            order by o.name)
       from storage.objects o
      where o.bucket_id = 'shipment-evidence'
        -- The folder's range, which the (bucket_id, name collate "C") index reads ('0' is the
        -- byte after '/'): not every file of the bucket through foldername().
        and o.name collate "C" >= shipment.id || '/'
        and o.name collate "C" < shipment.id || '0'
        and (storage.foldername(o.name))[1] = shipment.id
        and o.updated_at >= shipment.created_at),
    '[]'::jsonb);
end;
$$;
revoke execute on function private.party_evidence(tracking_number text, party_key text, client text) from public;
grant execute on function private.party_evidence(tracking_number text, party_key text, client text) to service_role;

create function public.party_evidence(tracking_number text, party_key text, client text)
returns jsonb
language sql
set search_path to ''
as $$
  select private.party_evidence(tracking_number, party_key, client);
$$;
revoke execute on function public.party_evidence(tracking_number text, party_key text, client text) from public, anon, authenticated;
comment on function public.party_evidence(tracking_number text, party_key text, client text) is
  'The files of the shipment a valid party key opens ([{name, content_type, size, created_at}]), or null for a number not there or a refused key (a miss of client, the caller''s address; PT429 when throttled). service_role only: the shipment-evidence Edge Function.';
