-- The customer's side of an offer (issue #37): the offer page reads it (request-link.sql) and
-- accepts or declines it, only with the key of the link in the offer e-mail, while the offer is
-- open. A key that no offer of the request had counts as a tracking miss for the client
-- (base/throttle.sql) and is answered 404 with a PostgREST-shaped P0002 body instead of an
-- exception: PostgREST rolls back on an exception, and the counted miss must stay. A key the
-- request's offer had, answered, replaced or expired since, is no miss (issue #49): the answer is
-- PT409 offer_closed, and the page reads the link again to say what became of the offer.

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
  known private.transport_offer_keys;
  request public.transport_requests;
begin
  perform set_config('private.audit_actor', 'customer (offer link)', true);
  if not accept and char_length(checked_reason) > 1000 then
    perform private.refuse_transport_request('reason', 'max');
  end if;
  known := private.find_offer_key(reference, key);
  if known.request_id is null then
    return private.no_offer();
  end if;
  -- Locked by find_offer_key: read as it is now.
  select r.* into request from public.transport_requests r where r.id = known.request_id;
  if private.transport_offer_state(request, known) <> 'open' then
    raise exception 'the offer behind this link is no longer open'
      using errcode = 'PT409', detail = 'offer_closed',
            hint = 'Read the link again (transport_request_link) to see what became of it.';
  end if;
  update public.transport_requests r
     set status = case when accept then 'accepted' else 'rejected' end,
         answered_at = clock_timestamp(),
         status_emails = case when accept then coalesce(answer_transport_offer.status_emails, false)
                              else r.status_emails end,
         decline_reason = case when accept then null else checked_reason end
   where r.id = request.id
  returning r.* into request;
  -- The key stays: opened again, the link shows the answer.
  update private.transport_offer_keys k
     set state = case when accept then 'accepted' else 'declined' end,
         ended_at = request.answered_at
   where k.key_hash = known.key_hash;
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
  'Accepts the open offer: "accepted" (once; the key then shows the answer). A key of the request''s offer that is not open (answered, replaced, expired, request closed): PT409 offer_closed, no miss. Any other key: HTTP 404 {code P0002, details no_offer}, counted as a tracking miss; PT429 tracking_throttled.';

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
  'Declines the open offer: "rejected" (the key then shows the answer), with an optional reason (22023 reason:max over 1000). Key rules as accept_transport_offer.';
