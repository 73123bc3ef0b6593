-- Sending a transport request (issue #36): the form token, then the fields, then the limits;
-- then the request, its trail and its e-mails in one transaction, so a refusal leaves nothing.
-- A filled honeypot (website) gets the same answer, is stored as spam and e-mails no one.

create function private.submit_transport_request(form_token text, request jsonb)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  client constant text := private.tracking_client();
  network constant text := private.tracking_network(client);
  checked record;
  saved public.transport_requests;
  acknowledged boolean;
begin
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'transport requests must be sent with POST' using errcode = 'PT405';
  end if;
  perform set_config('private.audit_actor', 'request form', true);
  perform private.use_form_token(form_token);
  select * into checked from private.check_transport_request(request);
  perform private.check_transport_request_limits(client, network, checked.normalised ->> 'email');

  insert into public.transport_requests (
    reference, status, language, name, company, email, phone, kind, goods, quantity, drivable,
    running_gear, with_attachments, container_size, container_loaded, length_m, width_m,
    height_m, weight_kg, value_eur, listing_url, pickup_address, pickup_postcode, pickup_town,
    pickup_country, delivery_address, delivery_postcode, delivery_town, delivery_country,
    earliest_pickup, latest_delivery, pickup_loading, delivery_loading, escrow, message, client,
    network)
  select private.next_transport_request_reference(),
         case when checked.spam then 'spam' else 'new' end,
         x.language, x.name, x.company, x.email, x.phone, x.kind, x.goods, x.quantity, x.drivable,
         x.running_gear, x.with_attachments, x.container_size, x.container_loaded, x.length_m,
         x.width_m, x.height_m, x.weight_kg, x.value_eur, x.listing_url, p.address, p.postcode,
         p.town, p.country, d.address, d.postcode, d.town, d.country, x.earliest_pickup,
         x.latest_delivery, x.pickup_loading, x.delivery_loading, x.escrow, x.message, client,
         network
    from jsonb_to_record(checked.normalised) as x(
           language text, name text, company text, email text, phone text, kind text,
           goods text, quantity integer, drivable boolean, running_gear text,
           with_attachments boolean, container_size text, container_loaded boolean,
           length_m numeric, width_m numeric, height_m numeric, weight_kg numeric,
           value_eur numeric, listing_url text, earliest_pickup date, latest_delivery date,
           pickup_loading text, delivery_loading text, escrow boolean, message text),
         jsonb_to_record(checked.normalised -> 'pickup')
           as p(address text, postcode text, town text, country text),
         jsonb_to_record(checked.normalised -> 'delivery')
           as d(address text, postcode text, town text, country text)
  returning * into saved;

  if checked.spam then
    -- Answered as a request would be; nothing queued.
    acknowledged := private.acknowledgement_allowed(date_trunc('hour', clock_timestamp(), 'UTC'));
  else
    acknowledged := private.queue_new_request_emails(saved, checked.normalised);
  end if;
  return jsonb_build_object('reference', saved.reference, 'acknowledged', acknowledged);
end;
$$;
revoke execute on function private.submit_transport_request(form_token text, request jsonb) from public;
grant execute on function private.submit_transport_request(form_token text, request jsonb) to anon, authenticated, service_role;
comment on function private.submit_transport_request(form_token text, request jsonb) is
  'Body of public.submit_transport_request (security definer: writes the request, its trail and its e-mails).';

create function public.submit_transport_request(form_token text, request jsonb)
returns jsonb
language sql
volatile
set search_path to ''
as $$
  select private.submit_transport_request(form_token, request);
$$;
revoke execute on function public.submit_transport_request(form_token text, request jsonb) from public;
comment on function public.submit_transport_request(form_token text, request jsonb) is
  'Sends a transport request: {reference, acknowledged (false: the hourly cap of acknowledgements is reached, none is sent)}. PT400/PT425/PT410/PT409 for the form token, 22023 <field>:<rule> for a field, PT429 (hint: seconds) for client_limit, address_limit or busy.';
