-- What the request page shows for `?ref={reference}&k={key}` (issues #37, #48, #49). Two kinds
-- of key reach it: the request's own (request-keys.sql, from the acknowledgement or the
-- rejection: the whole request and how far it got) and an offer's (offer-keys.sql, from an offer
-- e-mail: the offer to answer, or what became of it). One function reads both, so the page needs
-- one call and a wrong key costs one miss, whichever e-mail it was meant to come from: counted
-- against the tracking throttle and answered 404 with the same P0002 body (offer-answer.sql).

-- How far the request got, as its customer reads it.
create function private.transport_request_state(request public.transport_requests)
returns text
language plpgsql
stable
set search_path to ''
as $$
begin
  return case
    when request.status = 'new' then 'received'
    when request.status = 'offer_sent'
     and request.offer_valid_until >= (clock_timestamp() at time zone 'UTC')::date then 'offer_sent'
    when request.status in ('offer_sent', 'expired') then 'expired'
    when request.status in ('accepted', 'converted') then request.status
    -- Rejected after the customer's answer: they declined the offer, unless that answer was an
    -- acceptance (its key says so) and the company declined the request since. Otherwise (or
    -- spam) the company declined the request. (Keys answered before issue #49 were deleted: a
    -- decline from then has none.)
    when request.status = 'rejected' and request.answered_at is not null
     and not exists (select 1 from private.transport_offer_keys k
                      where k.request_id = request.id and k.state = 'accepted') then 'declined'
    else 'closed'
  end;
end;
$$;
revoke execute on function private.transport_request_state(request public.transport_requests) from public;

-- The request's own page: everything the customer sent, and its state.
create function private.transport_request_view(request public.transport_requests)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
begin
  return jsonb_build_object(
    'link', 'request',
    'reference', request.reference,
    'state', private.transport_request_state(request),
    'language', request.language,
    'received_at', request.created_at,
    'request', private.transport_request_payload(request));
end;
$$;
revoke execute on function private.transport_request_view(request public.transport_requests) from public;

create function private.transport_request_link(reference text, key text)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  request public.transport_requests;
  known private.transport_offer_keys;
begin
  perform private.require_link_post();
  -- Anything but a key's form is a miss without a lookup (offer_by_key).
  if private.is_random_token(key) then
    select r.* into request
      from private.transport_request_keys k
      join public.transport_requests r on r.id = k.request_id
     where k.key_hash = private.link_key_hash(key)
       and r.reference = transport_request_link.reference;
    if request.id is not null then
      return private.transport_request_view(request);
    end if;
  end if;
  -- Not the request's key: an offer's, or a miss (counted there).
  known := private.find_offer_key(reference, key);
  if known.request_id is null then
    return private.no_offer();
  end if;
  -- Locked by find_offer_key: read as it is now.
  select r.* into request from public.transport_requests r where r.id = known.request_id;
  return private.transport_offer_view(request, known);
end;
$$;
revoke execute on function private.transport_request_link(reference text, key text) from public;
grant execute on function private.transport_request_link(reference text, key text) to anon, authenticated, service_role;
comment on function private.transport_request_link(reference text, key text) is
  'Body of public.transport_request_link (security definer: reads the request with a key only).';

create function public.transport_request_link(reference text, key text)
returns jsonb
language sql
set search_path to ''
as $$
  select private.transport_request_link(reference, key);
$$;
revoke execute on function public.transport_request_link(reference text, key text) from public;
grant execute on function public.transport_request_link(reference text, key text) to anon, authenticated, service_role;
comment on function public.transport_request_link(reference text, key text) is
  'The request page''s data for ?ref=&k=: with the request''s key {link: request, reference, state (received, offer_sent, expired, accepted, declined, closed, converted), language, received_at, request}; with an offer''s key {link: offer, reference, state, language, …}: open {offer, answered_at, request}; accepted, converted, declined, expired, closed {offer, answered_at, status_emails}; replaced {replaced_at}. Any other key (or its request deleted): HTTP 404 with {code P0002, details no_offer}, counted as a tracking miss; PT429 tracking_throttled over the limit.';
