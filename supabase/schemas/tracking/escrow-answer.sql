-- The buyer answers an escrow through their party link (issue #53): the recipient's valid key
-- answers (escrow/answer.sql decides what the answer does); the shipper's key is PT403
-- not_the_buyer. A wrong key or an unknown number is the lookup's miss: counted for the client
-- (base/throttle.sql) and answered 404 with a PostgREST-shaped P0002 body instead of an
-- exception, which would roll the counted miss back (as requests/offer-answer.sql).

create function private.answer_escrow(tracking_number text, party_key text, decision text, reason text)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  headers constant json := nullif(current_setting('request.headers', true), '')::json;
  caller constant text := private.tracking_client();
  shipment public.shipments;
  link_id uuid;
begin
  -- Never read-only or rolled back: either would let a client try keys for free.
  if current_setting('transaction_read_only') = 'on'
     or coalesce(headers ->> 'prefer', '') ~* 'tx\s*=\s*rollback' then
    raise exception 'escrow answers must be sent with POST and not rolled back'
      using errcode = 'PT405', hint = 'Send the answer in the body of a POST request, without Prefer: tx=rollback.';
  end if;
  select * into shipment from public.shipments s where s.id = tracking_number;
  if shipment.id is not null and coalesce(party_key, '') <> '' then
    link_id := private.open_party_link(shipment, party_key);
  end if;
  if link_id is null then
    perform private.count_tracking_miss(caller, private.tracking_network(caller));
    perform set_config('response.status', '404', true);
    return jsonb_build_object('code', 'P0002',
                              'message', 'no shipment under this number and party key',
                              'details', 'no_shipment', 'hint', null);
  end if;
  if (select l.party from private.tracking_links l where l.id = link_id) <> 'recipient' then
    raise exception 'only the buyer (the recipient) answers the escrow'
      using errcode = 'PT403', detail = 'not_the_buyer';
  end if;
  return private.answer_escrow_as_buyer(shipment, decision, reason);
end;
$$;
revoke execute on function private.answer_escrow(tracking_number text, party_key text, decision text, reason text) from public;
grant execute on function private.answer_escrow(tracking_number text, party_key text, decision text, reason text) to anon, authenticated, service_role;

create function public.answer_escrow(tracking_number text, party_key text, decision text, reason text default null)
returns jsonb
language sql
set search_path to ''
as $$
  select private.answer_escrow(tracking_number, party_key, decision, reason);
$$;
revoke execute on function public.answer_escrow(tracking_number text, party_key text, decision text, reason text) from public;
comment on function public.answer_escrow(tracking_number text, party_key text, decision text, reason text) is
  'The buyer''s answer during the inspection period, with the recipient''s party key (POST): decision accept or withdraw (reason required, at most 2000 characters). Returns the escrow as the buyer sees it (the lookup''s escrow field). 404 P0002 no_shipment for an unknown number or a key that is not valid (counted as a tracking miss, PT429 when throttled); PT403 not_the_buyer for the shipper''s key; PT404 no_escrow; PT409 escrow_period_over (now >= escrow_deadline), escrow_transition (answered already, or not in inspection); 22023 bad_decision, bad_reason.';
