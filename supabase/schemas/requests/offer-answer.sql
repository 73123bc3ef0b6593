-- The customer's side of an offer (issue #37): the offer page reads it (request-link.sql) and
-- accepts or declines it, only with the current key of the link in the offer e-mail. A wrong,
-- replaced or expired key counts as a tracking miss for the client (base/throttle.sql) and is
-- answered 404 with a PostgREST-shaped P0002 body instead of an exception: PostgREST rolls back
-- on an exception, and the counted miss must stay.

-- Keyed links are read and answered with POST only, and never rolled back: a GET runs read-only
-- and a Prefer: tx=rollback would undo the counted miss, and either would let a client guess
-- keys for free (as lookup_shipment).
create function private.require_link_post()
returns void
language plpgsql
set search_path to ''
as $$
declare
  headers constant json := nullif(current_setting('request.headers', true), '')::json;
begin
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'request and offer links must be sent with POST'
      using errcode = 'PT405', hint = 'Send the reference and key in the body of a POST request.';
  end if;
  if coalesce(headers ->> 'prefer', '') ~* 'tx\s*=\s*rollback' then
    raise exception 'request and offer links cannot be rolled back'
      using errcode = 'PT406', hint = 'Send the request without Prefer: tx=rollback.';
  end if;
end;
$$;
revoke execute on function private.require_link_post() from public;

-- The request whose current offer key this is, or null after counting the miss (PT429 when the
-- client is over the miss limits). open_only: the offer must still be open (offer_sent, valid
-- until today or later) to count as found. A valid key is answered whatever the client's
-- misses, as in lookup_shipment (192 random bits are no oracle).
create function private.offer_by_key(reference text, key text, open_only boolean)
returns public.transport_requests
language plpgsql
set search_path to ''
as $$
declare
  caller constant text := private.tracking_client();
  caller_network constant text := private.tracking_network(caller);
  today constant date := (clock_timestamp() at time zone 'UTC')::date;
  request public.transport_requests;
begin
  perform private.require_link_post();
  -- A key is 32 base64url characters; anything else is a miss without a lookup.
  if key ~ '^[A-Za-z0-9_-]{32}$' then
    select r.* into request
      from private.transport_offer_keys k
      join public.transport_requests r on r.id = k.request_id
     where k.key_hash = private.link_key_hash(key)
       and r.reference = offer_by_key.reference
       and (not open_only or (r.status = 'offer_sent' and r.offer_valid_until >= today))
       for update of r;
    -- The row lock may have waited for a replacement, an answer or a rejection that committed
    -- meanwhile: the request is then re-read, but not the key row joined from the old snapshot,
    -- so a replaced key would still count. A new statement sees the key that is current now.
    if request.id is not null
       and not exists (select 1 from private.transport_offer_keys k
                        where k.request_id = request.id
                          and k.key_hash = private.link_key_hash(offer_by_key.key)) then
      request := null;
    end if;
  end if;
  if request.id is not null then
    return request;
  end if;
  perform private.require_tracking_unthrottled(caller, caller_network, true);
  perform private.tracking_record_miss(caller, caller_network);
  return null;
end;
$$;
revoke execute on function private.offer_by_key(reference text, key text, open_only boolean) from public;

-- The answer to a miss: HTTP 404 with the body PostgREST gives a P0002 exception.
create function private.no_offer()
returns jsonb
language plpgsql
set search_path to ''
as $$
begin
  perform set_config('response.status', '404', true);
  return jsonb_build_object('code', 'P0002', 'message', 'no offer under this reference and key',
                            'details', 'no_offer', 'hint', null);
end;
$$;
revoke execute on function private.no_offer() from public;

-- The offer page's data (transport_request_link with an offer's key): the offer and a summary of
-- the request it answers; no street, no contact.
create function private.transport_offer_view(request public.transport_requests)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
declare
  today constant date := (clock_timestamp() at time zone 'UTC')::date;
begin
  return jsonb_build_object(
    'link', 'offer',
    'reference', request.reference,
    'status', case when request.status = 'offer_sent' and request.offer_valid_until < today
                        and request.answered_at is null
                   then 'expired' else request.status end,
    'language', request.language,
    'offer', private.transport_offer_payload(request),
    'answered_at', request.answered_at,
    'request', jsonb_build_object(
      'name', request.name, 'kind', request.kind, 'goods', request.goods,
      'quantity', request.quantity, 'length_m', request.length_m, 'width_m', request.width_m,
      'height_m', request.height_m, 'weight_kg', request.weight_kg,
      'pickup', jsonb_build_object('postcode', request.pickup_postcode,
                                   'town', request.pickup_town,
                                   'country', request.pickup_country),
      'delivery', jsonb_build_object('postcode', request.delivery_postcode,
                                     'town', request.delivery_town,
                                     'country', request.delivery_country),
      'earliest_pickup', request.earliest_pickup, 'latest_delivery', request.latest_delivery,
      'escrow', request.escrow));
end;
$$;
revoke execute on function private.transport_offer_view(request public.transport_requests) from public;

create function private.answer_transport_offer(
  reference text,
  key text,
  accept boolean,
  status_emails boolean,
  reason text
)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  checked_reason constant text := nullif(private.trim_blank(reason), '');
  request public.transport_requests;
begin
  perform set_config('private.audit_actor', 'customer (offer link)', true);
  if not accept and char_length(checked_reason) > 1000 then
    perform private.refuse_transport_request('reason', 'max');
  end if;
  request := private.offer_by_key(reference, key, true);
  if request.id is null then
    return private.no_offer();
  end if;
  update public.transport_requests r
     set status = case when accept then 'accepted' else 'rejected' end,
         answered_at = clock_timestamp(),
         status_emails = case when accept then coalesce(answer_transport_offer.status_emails, false)
                              else r.status_emails end,
         decline_reason = case when accept then null else checked_reason end
   where r.id = request.id
  returning r.* into request;
  delete from private.transport_offer_keys k where k.request_id = request.id;
  perform private.queue_transport_request_staff_notices(
    request,
    case when accept then 'offer_accepted' else 'offer_declined' end,
    jsonb_build_object('reference', request.reference,
                       'offer', private.transport_offer_payload(request),
                       'request', private.transport_request_payload(request))
    || case when accept then jsonb_build_object('status_emails', request.status_emails)
            else jsonb_build_object('reason', request.decline_reason) end);
  return to_jsonb(request.status);
end;
$$;
revoke execute on function private.answer_transport_offer(reference text, key text, accept boolean, status_emails boolean, reason text) from public;
grant execute on function private.answer_transport_offer(reference text, key text, accept boolean, status_emails boolean, reason text) to anon, authenticated, service_role;
comment on function private.answer_transport_offer(reference text, key text, accept boolean, status_emails boolean, reason text) is
  'Body of public.accept_transport_offer and public.decline_transport_offer (security definer: changes the request with the key only).';

create function public.accept_transport_offer(reference text, key text, status_emails boolean default false)
returns jsonb
language sql
set search_path to ''
as $$
  select private.answer_transport_offer(reference, key, true, status_emails, null);
$$;
revoke execute on function public.accept_transport_offer(reference text, key text, status_emails boolean) from public;
grant execute on function public.accept_transport_offer(reference text, key text, status_emails boolean) to anon, authenticated, service_role;
comment on function public.accept_transport_offer(reference text, key text, status_emails boolean) is
  'Accepts the open offer: "accepted" (once; the key ends). Wrong, old or expired key: HTTP 404 {code P0002, details no_offer}, counted as a tracking miss; PT429 tracking_throttled.';

create function public.decline_transport_offer(reference text, key text, reason text default null)
returns jsonb
language sql
set search_path to ''
as $$
  select private.answer_transport_offer(reference, key, false, null, reason);
$$;
revoke execute on function public.decline_transport_offer(reference text, key text, reason text) from public;
grant execute on function public.decline_transport_offer(reference text, key text, reason text) to anon, authenticated, service_role;
comment on function public.decline_transport_offer(reference text, key text, reason text) is
  'Declines the open offer: "rejected" (the key ends), with an optional reason (22023 reason:max over 1000). Key rules as accept_transport_offer.';
