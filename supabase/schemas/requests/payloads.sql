-- What the e-mails and the customer's pages say about a request and its offer, built from the
-- stored row: the whole request (as the submit's staff notice carries it: the normalised request,
-- every key), the part of it an e-mail to the address typed into the form may repeat, and the
-- current offer.

create function private.transport_request_payload(request public.transport_requests)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
begin
  return jsonb_build_object(
    'name', request.name, 'company', request.company, 'email', request.email,
    'phone', request.phone, 'language', request.language, 'kind', request.kind,
    'goods', request.goods, 'quantity', request.quantity, 'drivable', request.drivable,
    'running_gear', request.running_gear, 'with_attachments', request.with_attachments,
    'container_size', request.container_size, 'container_loaded', request.container_loaded,
    'length_m', request.length_m, 'width_m', request.width_m, 'height_m', request.height_m,
    'weight_kg', request.weight_kg, 'value_eur', request.value_eur,
    'listing_url', request.listing_url,
    'pickup', jsonb_build_object('address', request.pickup_address,
                                 'postcode', request.pickup_postcode,
                                 'town', request.pickup_town,
                                 'country', request.pickup_country),
    'delivery', jsonb_build_object('address', request.delivery_address,
                                   'postcode', request.delivery_postcode,
                                   'town', request.delivery_town,
                                   'country', request.delivery_country))
    || jsonb_build_object(
    'earliest_pickup', request.earliest_pickup, 'latest_delivery', request.latest_delivery,
    'pickup_loading', request.pickup_loading, 'delivery_loading', request.delivery_loading,
    'escrow', request.escrow, 'message', request.message);
end;
$$;
revoke execute on function private.transport_request_payload(request public.transport_requests) from public;
comment on function private.transport_request_payload(request public.transport_requests) is
  'The stored request in the shape of the request_notice e-mail''s request (the normalised request without website).';

-- What an e-mail to the customer's typed address says of the request (DECISIONS 25): only
-- values the form offered as choices or checked as numbers and dates, never a text the visitor
-- wrote. Towns are free text too (a stranger could write a message into them), so of each place
-- only its country. The customer reads the rest through their link.
create function private.transport_request_summary(request public.transport_requests)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
begin
  return jsonb_build_object(
    'language', request.language, 'kind', request.kind, 'quantity', request.quantity,
    'drivable', request.drivable, 'running_gear', request.running_gear,
    'with_attachments', request.with_attachments, 'container_size', request.container_size,
    'container_loaded', request.container_loaded, 'length_m', request.length_m,
    'width_m', request.width_m, 'height_m', request.height_m, 'weight_kg', request.weight_kg,
    'pickup', jsonb_build_object('country', request.pickup_country),
    'delivery', jsonb_build_object('country', request.delivery_country),
    'earliest_pickup', request.earliest_pickup, 'latest_delivery', request.latest_delivery);
end;
$$;
revoke execute on function private.transport_request_summary(request public.transport_requests) from public;
comment on function private.transport_request_summary(request public.transport_requests) is
  'The request as an e-mail to the customer''s typed address carries it: choices, numbers, dates and the two countries; no free text.';

create function private.transport_offer_payload(request public.transport_requests)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
begin
  return jsonb_build_object(
    'price', request.offer_price,
    'valid_until', to_char(request.offer_valid_until, 'YYYY-MM-DD'),
    'note', request.offer_note,
    'number', request.offer_count);
end;
$$;
revoke execute on function private.transport_offer_payload(request public.transport_requests) from public;
comment on function private.transport_offer_payload(request public.transport_requests) is
  'The current offer: {price, valid_until (YYYY-MM-DD), note, number (offer_count)}.';

-- A notice to every staff account that wants request notices, in Romanian: an offer's answer
-- (a new request's notices are capped: new-request-emails.sql).
create function private.queue_transport_request_staff_notices(
  request public.transport_requests,
  kind text,
  payload jsonb
)
returns void
language plpgsql
set search_path to ''
as $$
begin
  insert into private.email_outbox (request_id, party, kind, language, to_address, payload, created_by)
  select request.id, 'staff', kind, 'ro', r.address, payload, private.audit_actor()
    from private.request_notice_recipients() as r(address);
end;
$$;
revoke execute on function private.queue_transport_request_staff_notices(request public.transport_requests, kind text, payload jsonb) from public;
comment on function private.queue_transport_request_staff_notices(request public.transport_requests, kind text, payload jsonb) is
  'Queues one e-mail of this kind (Romanian) to each staff account that wants request notices.';
