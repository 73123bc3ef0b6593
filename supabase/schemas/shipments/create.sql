-- Creating a shipment with its first route entry, in one call and one transaction.

create function private.create_shipment(shipment jsonb, first_location text default null)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  created public.shipments;
  fields public.shipments;
  first_status text;
  first_place constant text :=
    coalesce(nullif(btrim(first_location), ''), private.neutral_location());
begin
  perform private.require_staff('add shipments');
  perform private.check_shipment_fields(shipment, array[
    'id', 'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition',
    'shipperemail', 'shipperlanguage', 'notifyshipper',
    'recipientemail', 'recipientlanguage', 'notifyrecipient',
    'expecteddeliveryfrom', 'expecteddeliveryto',
    'length_m', 'width_m', 'height_m', 'weight_kg', 'permit', 'permit_number',
    'permit_valid_until', 'escort', 'pickup_window_from', 'pickup_window_to',
    'delivery_window_from', 'delivery_window_to', 'shipperphone', 'recipientphone', 'driver_notes']
    -- The request's reference comes only with a conversion (requests/convert.sql), never from
    -- the form.
    || case when current_setting('private.converting_transport_request', true) = 'on'
            then array['request_reference'] else array[]::text[] end);
  -- Named apart from shipments_history_format, so the form can point at the pickup place.
  if char_length(first_place) > 200 then
    raise exception 'new row for relation "shipments" violates check constraint "shipments_first_location_length"'
      using errcode = '23514', constraint = 'shipments_first_location_length',
            detail = 'first_location is longer than 200 characters';
  end if;
  fields := jsonb_populate_record(null::public.shipments, shipment);
  first_status := coalesce(nullif(btrim(fields.status), ''), 'Expediere creată');

  insert into public.shipments (
    id, status, shippername, shipperaddress, recipientname, recipientaddress, transportedgoods,
    accessories, info, purchaseprice, shippingcosts, additionalservices, totalamount,
    paymentmethod, currentposition, history,
    shipperemail, shipperlanguage, notifyshipper, recipientemail, recipientlanguage,
    notifyrecipient, expecteddeliveryfrom, expecteddeliveryto,
    length_m, width_m, height_m, weight_kg, permit, permit_number, permit_valid_until, escort,
    pickup_window_from, pickup_window_to, delivery_window_from, delivery_window_to,
    request_reference, shipperphone, recipientphone, driver_notes)
  values (
    fields.id, first_status, fields.shippername, coalesce(fields.shipperaddress, ''),
    fields.recipientname, coalesce(fields.recipientaddress, ''),
    coalesce(fields.transportedgoods, ''), coalesce(fields.accessories, ''), fields.info,
    coalesce(fields.purchaseprice, ''), coalesce(fields.shippingcosts, ''),
    coalesce(fields.additionalservices, ''), coalesce(fields.totalamount, ''),
    coalesce(fields.paymentmethod, ''), fields.currentposition,
    jsonb_build_array(private.history_entry(first_status, first_place)),
    nullif(btrim(fields.shipperemail), ''), coalesce(fields.shipperlanguage, 'en'),
    coalesce(fields.notifyshipper, false),
    nullif(btrim(fields.recipientemail), ''), coalesce(fields.recipientlanguage, 'en'),
    coalesce(fields.notifyrecipient, false),
    fields.expecteddeliveryfrom, fields.expecteddeliveryto,
    fields.length_m, fields.width_m, fields.height_m, fields.weight_kg,
    coalesce(fields.permit, 'not_needed'), nullif(btrim(fields.permit_number), ''),
    fields.permit_valid_until, coalesce(fields.escort, 'none'),
    fields.pickup_window_from, fields.pickup_window_to,
    fields.delivery_window_from, fields.delivery_window_to,
    fields.request_reference, nullif(btrim(fields.shipperphone), ''),
    nullif(btrim(fields.recipientphone), ''), nullif(btrim(fields.driver_notes), ''))
  returning * into created;
  return created;
end;
$$;
revoke execute on function private.create_shipment(shipment jsonb, first_location text) from public;
grant execute on function private.create_shipment(shipment jsonb, first_location text) to authenticated, service_role;
comment on function private.create_shipment(shipment jsonb, first_location text) is
  'Body of public.create_shipment (security definer; staff check first).';

create function public.create_shipment(shipment jsonb, first_location text default null)
returns public.shipments
language sql
set search_path to ''
as $$select * from private.create_shipment($1, $2);$$;
revoke execute on function public.create_shipment(shipment jsonb, first_location text) from public, anon;
comment on function public.create_shipment(shipment jsonb, first_location text) is
  'Adds a shipment with its first route entry (server time) at first_location (pickup town and country), else ''Depozit''. 23505 (shipments_pkey) when the number exists.';
