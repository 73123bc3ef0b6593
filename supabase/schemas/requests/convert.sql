-- Turning a transport request into a shipment (issue #37): every field the customer sent goes
-- into the shipment through create_shipment, so nothing is typed twice; the request links to
-- its shipment and the shipment's trail names the request. What the customer reads is in the
-- request's language (issue #49: the kind, the escrow service, the countries), the load's
-- verdict sets the permit and escort, and the customer always gets their tracking link
-- (DECISIONS 25).

-- A free tracking number as the staff form draws it (src/features/shipments/api/
-- tracking-number.ts): uniform in 100000-999999, drawn again while a live shipment has it or a
-- deleted one had it (its customers still hold it; is-tracking-number-in-use.ts).
create function private.free_tracking_number()
returns text
language plpgsql
volatile
set search_path to ''
as $$
declare
  candidate text;
begin
  for draw in 1 .. 50 loop
    -- PostgreSQL 17's random(min, max): uniform over the range, no modulo bias.
    candidate := random(100000, 999999)::text;
    if not exists (select 1 from public.shipments s where s.id = candidate)
       and not exists (select 1 from audit.shipment_changes c
                        where c.shipment_id = candidate and c.action = 'delete') then
      return candidate;
    end if;
  end loop;
  raise exception 'no free tracking number after 50 draws'
    using errcode = '55000', detail = 'no_free_tracking_number';
end;
$$;
revoke execute on function private.free_tracking_number() from public;
grant execute on function private.free_tracking_number() to authenticated, service_role;
comment on function private.free_tracking_number() is
  'A random 6-digit tracking number that no live shipment has and no deleted one had (as the staff form suggests one).';

create function private.convert_transport_request(reference text, expected_updated_at timestamptz)
returns text
language plpgsql
security definer
set search_path to ''
as $$
declare
  request public.transport_requests;
  customer text;
  words jsonb;
  start jsonb;
  pickup_country text;
  delivery_country text;
  kind_label text;
  created public.shipments;
begin
  perform private.require_staff('convert transport requests');
  perform private.require_expected_updated_at(expected_updated_at);

  select * into request
    from public.transport_requests r
   where r.reference = convert_transport_request.reference
     for update;
  if request.id is null then
    raise exception 'no transport request with reference %', reference
      using errcode = 'P0002', detail = 'no_transport_request';
  end if;
  -- The status first: a second convert with the version it saw is told it was converted.
  if request.status = 'converted' then
    raise exception 'request % is already shipment %', reference, request.shipment_id
      using errcode = 'PT409', detail = 'already_converted',
            hint = 'Open the shipment made from it.';
  end if;
  if request.status not in ('new', 'offer_sent', 'accepted') then
    raise exception 'request % is closed (%)', reference, request.status
      using errcode = 'PT409', detail = 'request_closed';
  end if;
  -- As the versioning trigger answers, before a shipment is made for nothing.
  if request.updated_at <> expected_updated_at then
    raise exception 'request % was changed by someone else since it was opened', reference
      using errcode = 'PT409', detail = 'stale_updated_at',
            hint = 'Reload the request and apply your change again.';
  end if;

  -- Names are at most 120 + 160 characters; a shipment's party name at most 200.
  customer := left(case when nullif(btrim(request.company), '') is null then request.name
                        else request.name || ' (' || request.company || ')' end, 200);
  words := private.transport_request_words() -> request.language;
  kind_label := words #>> array['kinds', request.kind];
  pickup_country := coalesce(words #>> array['countries', request.pickup_country],
                             request.pickup_country);
  delivery_country := coalesce(words #>> array['countries', request.delivery_country],
                               request.delivery_country);
  start := private.oversize_facts() -> 'shipmentStart'
           -> private.oversize_verdict(request.length_m, request.width_m, request.height_m,
                                       request.weight_kg, request.quantity);

  perform set_config('private.converting_transport_request', 'on', true);
  created := private.create_shipment(
    jsonb_build_object(
      'id', private.free_tracking_number(),
      'shippername', customer,
      'shipperaddress', concat_ws(E'\n', nullif(btrim(request.pickup_address), ''),
                                  concat_ws(' ', request.pickup_postcode, request.pickup_town),
                                  pickup_country),
      'recipientname', customer,
      'recipientaddress', concat_ws(E'\n', nullif(btrim(request.delivery_address), ''),
                                    concat_ws(' ', request.delivery_postcode, request.delivery_town),
                                    delivery_country),
      'recipientlanguage', request.language,
      'transportedgoods', request.quantity || ' × ' || request.goods
                          || coalesce(' (' || kind_label || ')', ''),
      'length_m', request.length_m,
      'width_m', request.width_m,
      'height_m', request.height_m,
      'weight_kg', request.weight_kg,
      'permit', start ->> 'permit',
      'escort', start ->> 'escort',
      -- The customer's earliest collection day, from its first hour where the company works.
      'pickup_window_from', request.earliest_pickup::timestamp at time zone private.company_time_zone(),
      'expecteddeliveryfrom', request.earliest_pickup,
      'expecteddeliveryto', request.latest_delivery,
      -- An offer's price is at most 200 characters, a shipment's money fields 100.
      'shippingcosts', left(coalesce(request.offer_price, ''), 100),
      'totalamount', left(coalesce(request.offer_price, ''), 100),
      'additionalservices', case when request.escrow then words ->> 'escrow' else '' end,
      'shipperemail', request.email,
      -- The requester is the sender: the driver calls them at collection.
      'shipperphone', request.phone,
      'shipperlanguage', request.language,
      'notifyshipper', request.status_emails,
      'request_reference', request.reference),
    request.pickup_town || ', ' || pickup_country);
  perform set_config('private.converting_transport_request', '', true);
  -- Asked for escrow with the machine's value: held as that amount (escrow/), and its first
  -- e-mail goes out with the shipment. Without a value staff set the amount (set_escrow).
  if request.escrow and request.value_eur > 0 then
    perform private.start_escrow(created, round(request.value_eur, 2));
  end if;

  update public.transport_requests r
     set status = 'converted',
         shipment_id = created.id,
         shipment_created_at = created.created_at,
         updated_at = expected_updated_at
   where r.id = request.id;

  -- Their number is the answer to their order, asked for or not; status e-mails stay opt-in.
  perform * from private.send_tracking_link_email(created.id, 'shipper', true);
  return created.id;
end;
$$;
revoke execute on function private.convert_transport_request(reference text, expected_updated_at timestamptz) from public;
grant execute on function private.convert_transport_request(reference text, expected_updated_at timestamptz) to authenticated, service_role;
comment on function private.convert_transport_request(reference text, expected_updated_at timestamptz) is
  'Body of public.convert_transport_request (security definer; staff check first).';

create function public.convert_transport_request(reference text, expected_updated_at timestamptz)
returns text
language sql
set search_path to ''
as $$select private.convert_transport_request($1, $2);$$;
revoke execute on function public.convert_transport_request(reference text, expected_updated_at timestamptz) from public, anon;
comment on function public.convert_transport_request(reference text, expected_updated_at timestamptz) is
  'Makes the shipment of a request in status new, offer_sent or accepted (staff) and returns its tracking number; the request becomes converted. PT409 already_converted, request_closed (rejected, spam, expired), stale_updated_at; P0002 no_transport_request. Always queues the customer''s (shipper''s) tracking link e-mail in the request''s language; status e-mails only when the customer asked for them. A request that asked for escrow with a value_eur becomes an escrow shipment holding that value (awaiting_payment); without a value staff call set_escrow.';
