-- The public tracking lookup: a tracking number (and a party link's key) in, what that caller
-- may see out. Misses are throttled (base/throttle.sql); a party's place never shows to the
-- number alone (shipments/party-places.sql).

create type public.tracked_shipment as (
  id text,
  status text,
  shippername text,
  shipperaddress text,
  recipientname text,
  recipientaddress text,
  transportedgoods text,
  accessories text,
  info text,
  purchaseprice text,
  shippingcosts text,
  additionalservices text,
  totalamount text,
  paymentmethod text,
  history jsonb,
  currentposition jsonb,
  access text,
  expecteddeliveryfrom date,
  expecteddeliveryto date,
  length_m numeric,
  width_m numeric,
  height_m numeric,
  weight_kg numeric,
  reports jsonb,
  escrow jsonb
);
comment on type public.tracked_shipment is 'A tracked shipment. access: full (valid party link, or the owner setting), number_only (no key: personal fields, dimensions and weight are null), key_refused (wrong, expired or revoked key: as number_only). expecteddeliveryfrom/to: in every mode, null once delivered. Never an e-mail, language or notify flag, permit, escort or time window. reports: the reports from the road (phoned: typed by the office for a driver who phoned, as the condition report says), oldest first, only when a valid party key opened the view (never for the number alone, whatever number_shows_everything says); else null. escrow: the escrow as that party sees it (escrow/steps.sql private.escrow_view: state, amount, currency, period_days, deadline, last_day, party buyer|seller, withdraw_reason, steps), under the same rule as reports; null when not an escrow shipment.';

-- The valid party link of `shipment` whose key is `party_key`, marked as used now; null for
-- any other key (one not of a key's form without a lookup). What opens a party's view: the
-- tracking lookup here, and a party's files (storage/party-evidence.sql).
create function private.open_party_link(shipment public.shipments, party_key text)
returns uuid
language plpgsql
set search_path to ''
as $$
declare
  link_id uuid;
begin
  if not private.is_random_token(party_key) then
    return null;
  end if;
  update private.tracking_links l
     set last_used_at = clock_timestamp()
   where l.key_hash = private.link_key_hash(party_key)
     and l.shipment_id = shipment.id
     and l.shipment_created_at = shipment.created_at
     and private.link_state(l) = 'active'
  returning l.id into link_id;
  return link_id;
end;
$$;
revoke execute on function private.open_party_link(shipment public.shipments, party_key text) from public;

create function private.lookup_shipment(tracking_number text, party_key text)
returns setof public.tracked_shipment
language plpgsql
security definer
set search_path to ''
as $$
declare
  headers constant json := nullif(current_setting('request.headers', true), '')::json;
  caller constant text := private.tracking_client();
  caller_network constant text := private.tracking_network(caller);
  shipment public.shipments;
  everything constant boolean := (select t.number_shows_everything from private.tracking_settings t);
  link_id uuid;
  access text;
  delivered boolean;
  reports jsonb;
  escrow jsonb;
begin
  -- Before anything else, so hit and miss get the same refusal.
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'tracking lookups must be sent with POST'
      using errcode = 'PT405',
            hint = 'Send the tracking number in the body of a POST request.';
  end if;
  -- PostgREST rolls the transaction back after the function ran when one object was asked for
  -- and no row came (`.single()`), or when asked to: the miss row would go with it.
  if coalesce(headers ->> 'accept', '') ~* 'application/vnd\.pgrst\.object'
     or coalesce(headers ->> 'prefer', '') ~* 'tx\s*=\s*rollback' then
    raise exception 'tracking lookups must ask for a list of rows'
      using errcode = 'PT406',
            hint = 'Send Accept: application/json, without Prefer: tx=rollback.';
  end if;

  select * into shipment from public.shipments s where s.id = tracking_number;

  -- With number_shows_everything a key is still checked: the reports show for a party only.
  if shipment.id is not null and coalesce(party_key, '') <> '' then
    link_id := private.open_party_link(shipment, party_key);
    access := case when link_id is not null or everything then 'full' else 'key_refused' end;
  elsif shipment.id is not null then
    access := case when everything then 'full' else 'number_only' end;
  end if;

  -- A valid key is answered whatever its client's misses (192 random bits are no oracle).
  -- Anything else from a throttled client gets one refusal, for hit and miss alike; a miss is
  -- decided under the client's and the network's locks (base/throttle.sql).
  if shipment.id is null or access = 'key_refused' then
    perform private.count_tracking_miss(caller, caller_network);
  elsif link_id is null then
    perform private.require_tracking_unthrottled(caller, caller_network, false);
  end if;
  if shipment.id is null then
    return;
  end if;

  -- The expected delivery is no one's personal data: shown for the number alone too, until
  -- the shipment is delivered.
  delivered := private.is_delivered_status(shipment.status);

  if link_id is not null then
    reports := coalesce(
      (select jsonb_agg(jsonb_build_object(
                'id', r.id, 'kind', r.kind, 'recorded_at', r.recorded_at, 'place', r.place,
                'position', r.position, 'damage', r.damage, 'note', r.note, 'name', r.name,
                'signature', r.signature, 'photos', to_jsonb(r.photos),
                'handed_over', r.handed_over, 'reservations', r.reservations,
                'corrects', r.corrects, 'phoned', r.phoned)
              order by r.recorded_at, r.received_at, r.id)
         from public.shipment_reports r
        where r.shipment_id = shipment.id and r.shipment_created_at = shipment.created_at),
      '[]'::jsonb);
    escrow := private.escrow_view(
      (select e from public.shipment_escrows e
        where e.shipment_id = shipment.id and e.shipment_created_at = shipment.created_at),
      (select case l.party when 'recipient' then 'buyer' else 'seller' end
         from private.tracking_links l where l.id = link_id));
  end if;

  if access = 'full' then
    return next (shipment.id, shipment.status, shipment.shippername, shipment.shipperaddress,
      shipment.recipientname, shipment.recipientaddress, shipment.transportedgoods,
      shipment.accessories, shipment.info, shipment.purchaseprice, shipment.shippingcosts,
      shipment.additionalservices, shipment.totalamount, shipment.paymentmethod,
      shipment.history, shipment.currentposition, access,
      case when not delivered then shipment.expecteddeliveryfrom end,
      case when not delivered then shipment.expecteddeliveryto end,
      shipment.length_m, shipment.width_m, shipment.height_m,
      shipment.weight_kg, reports, escrow)::public.tracked_shipment;
  else
    -- The journey only: the per-shipment note (info) stays out too, as staff write names and
    -- phone numbers there.
    -- A route entry whose place names a party (private.names_party: staff typed an address
    -- or a name there) keeps its status and date, and shows 'Depozit'.
    return next (shipment.id, shipment.status, null, null, null, null, null, null, null, null,
      null, null, null, null,
      private.history_without_parties(shipment),
      shipment.currentposition, access,
      case when not delivered then shipment.expecteddeliveryfrom end,
      case when not delivered then shipment.expecteddeliveryto end,
      null, null, null, null, null, null)::public.tracked_shipment;
  end if;
end;
$$;
revoke execute on function private.lookup_shipment(tracking_number text, party_key text) from public;
grant execute on function private.lookup_shipment(tracking_number text, party_key text) to anon, authenticated, service_role;

create function public.track_shipment(tracking_number text, party_key text default null)
returns setof public.tracked_shipment
language sql
set search_path to ''
as $$
  select * from private.lookup_shipment(tracking_number, party_key);
$$;
revoke execute on function public.track_shipment(tracking_number text, party_key text) from public;
