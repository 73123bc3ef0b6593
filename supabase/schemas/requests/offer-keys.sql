-- The keys of a request's offers (issues #37, #49): each offer e-mail's link carries one, only
-- its hash is kept. A key stays for as long as its request does (it goes with it), so that an
-- old link still tells its reader what became of the offer: the current key opens the offer (to
-- answer while it is open), an answered one says how and when it was answered, a replaced one
-- that a newer offer came. What a key opens is read here; a key that is none of these is a miss
-- (offer-answer.sql). The table is in table.sql: the functions here and in offer-answer.sql return its row type.

-- The key row of `key` under `reference`, its request locked, or null after counting the miss
-- (PT429 when the client is over the miss limits). Any key one of the request's offers had is
-- found, whatever became of the offer; it is answered whatever the client's misses, as in
-- lookup_shipment (192 random bits are no oracle).
create function private.find_offer_key(reference text, key text)
returns private.transport_offer_keys
language plpgsql
set search_path to ''
as $$
declare
  caller constant text := private.tracking_client();
  caller_network constant text := private.tracking_network(caller);
  known private.transport_offer_keys;
begin
  perform private.require_link_post();
  -- A key of another form is a miss without a lookup.
  if private.is_random_token(key) then
    select k.* into known
      from private.transport_offer_keys k
      join public.transport_requests r on r.id = k.request_id
     where k.key_hash = private.link_key_hash(key)
       and r.reference = find_offer_key.reference
       for update of r;
    -- The row lock may have waited for a new offer, an answer or a rejection that committed
    -- meanwhile: the request is then re-read, but not the key row joined from the old
    -- snapshot. A new statement sees the key as it is now.
    if known.request_id is not null then
      select k.* into known from private.transport_offer_keys k where k.key_hash = known.key_hash;
    end if;
  end if;
  if known.request_id is not null then
    return known;
  end if;
  perform private.count_tracking_miss(caller, caller_network);
  return null;
end;
$$;
revoke execute on function private.find_offer_key(reference text, key text) from public;

-- What became of the offer behind a key, as the offer page tells it: open (to answer),
-- accepted, converted (the transport is ordered), declined (by the customer), expired,
-- replaced (by a newer offer) or closed (the company declined the request, or found it spam).
create function private.transport_offer_state(
  request public.transport_requests,
  offer_key private.transport_offer_keys
)
returns text
language plpgsql
stable
set search_path to ''
as $$
begin
  return case
    when offer_key.state = 'replaced' then 'replaced'
    -- Converted after the customer accepted, or straight from the offer (accepted by phone).
    when request.status = 'converted' then 'converted'
    when offer_key.state = 'declined' then 'declined'
    -- Before or after the customer accepted.
    when request.status in ('rejected', 'spam') then 'closed'
    when offer_key.state = 'accepted' or request.status = 'accepted' then 'accepted'
    when request.status = 'offer_sent'
     and request.offer_valid_until >= (clock_timestamp() at time zone 'UTC')::date then 'open'
    else 'expired'
  end;
end;
$$;
revoke execute on function private.transport_offer_state(request public.transport_requests, offer_key private.transport_offer_keys) from public;

-- The offer page's data (transport_request_link with an offer's key). Open: the offer and a
-- summary of the request it answers (no street, no contact). Answered, expired or closed: the
-- offer and the answer, nothing of the request. Replaced: when; the request's offer now is the
-- newer one, which its own e-mail carries.
create function private.transport_offer_view(
  request public.transport_requests,
  offer_key private.transport_offer_keys
)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
declare
  state constant text := private.transport_offer_state(request, offer_key);
  common constant jsonb := jsonb_build_object(
    'link', 'offer', 'reference', request.reference, 'state', state,
    'language', request.language);
begin
  if state = 'replaced' then
    return common || jsonb_build_object('replaced_at', offer_key.ended_at);
  end if;
  if state <> 'open' then
    return common || jsonb_build_object(
      'offer', private.transport_offer_payload(request),
      'answered_at', request.answered_at,
      'status_emails', request.status_emails);
  end if;
  return common || jsonb_build_object(
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
revoke execute on function private.transport_offer_view(request public.transport_requests, offer_key private.transport_offer_keys) from public;
