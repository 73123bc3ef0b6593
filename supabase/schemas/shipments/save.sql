-- Saving a shipment: the changed fields on the version the staff member saw (PT409 when someone
-- saved since), and adding a route entry.

create function private.add_shipment_event(tracking_number text, status text, location text)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  updated public.shipments;
begin
  perform private.require_staff('add route history');
  update public.shipments as s
     set history = s.history || jsonb_build_array(jsonb_build_object(
           'status', add_shipment_event.status,
           'location', add_shipment_event.location,
           'date', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
         status = add_shipment_event.status
   where s.id = tracking_number
  returning s.* into updated;
  if updated.id is null then
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002';
  end if;
  return updated;
end;
$$;
revoke execute on function private.add_shipment_event(tracking_number text, status text, location text) from public;
grant execute on function private.add_shipment_event(tracking_number text, status text, location text) to authenticated, service_role;
comment on function private.add_shipment_event(tracking_number text, status text, location text) is
  'Body of public.add_shipment_event (security definer; staff check first).';

create function private.save_shipment(
  tracking_number text,
  expected_updated_at timestamptz,
  changes jsonb default '{}'::jsonb,
  event_status text default null,
  event_location text default null
)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  saved public.shipments;
  fields public.shipments;
  has_event constant boolean :=
    nullif(btrim(event_status), '') is not null and nullif(btrim(event_location), '') is not null;
begin
  perform private.require_staff('edit shipments');
  perform private.check_shipment_fields(changes, array[
    'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition',
    'shipperemail', 'shipperlanguage', 'notifyshipper',
    'recipientemail', 'recipientlanguage', 'notifyrecipient',
    'expecteddeliveryfrom', 'expecteddeliveryto',
    'length_m', 'width_m', 'height_m', 'weight_kg', 'permit', 'permit_number',
    'permit_valid_until', 'escort', 'pickup_window_from', 'pickup_window_to',
    'delivery_window_from', 'delivery_window_to', 'shipperphone', 'recipientphone', 'driver_notes']);
  perform private.require_expected_updated_at(expected_updated_at);
  fields := jsonb_populate_record(null::public.shipments, changes);

  update public.shipments as s set
    status = case when has_event then btrim(event_status)
                  when changes ? 'status' then fields.status else s.status end,
    shippername = case when changes ? 'shippername' then fields.shippername else s.shippername end,
    shipperaddress = case when changes ? 'shipperaddress' then fields.shipperaddress else s.shipperaddress end,
    recipientname = case when changes ? 'recipientname' then fields.recipientname else s.recipientname end,
    recipientaddress = case when changes ? 'recipientaddress' then fields.recipientaddress else s.recipientaddress end,
    transportedgoods = case when changes ? 'transportedgoods' then fields.transportedgoods else s.transportedgoods end,
    accessories = case when changes ? 'accessories' then fields.accessories else s.accessories end,
    info = case when changes ? 'info' then fields.info else s.info end,
    purchaseprice = case when changes ? 'purchaseprice' then fields.purchaseprice else s.purchaseprice end,
    shippingcosts = case when changes ? 'shippingcosts' then fields.shippingcosts else s.shippingcosts end,
    additionalservices = case when changes ? 'additionalservices' then fields.additionalservices else s.additionalservices end,
    totalamount = case when changes ? 'totalamount' then fields.totalamount else s.totalamount end,
    paymentmethod = case when changes ? 'paymentmethod' then fields.paymentmethod else s.paymentmethod end,
    currentposition = case when changes ? 'currentposition' then fields.currentposition else s.currentposition end,
    shipperemail = case when changes ? 'shipperemail' then nullif(btrim(fields.shipperemail), '') else s.shipperemail end,
    shipperlanguage = case when changes ? 'shipperlanguage' then fields.shipperlanguage else s.shipperlanguage end,
    notifyshipper = case when changes ? 'notifyshipper' then fields.notifyshipper else s.notifyshipper end,
    recipientemail = case when changes ? 'recipientemail' then nullif(btrim(fields.recipientemail), '') else s.recipientemail end,
    recipientlanguage = case when changes ? 'recipientlanguage' then fields.recipientlanguage else s.recipientlanguage end,
    notifyrecipient = case when changes ? 'notifyrecipient' then fields.notifyrecipient else s.notifyrecipient end,
    expecteddeliveryfrom = case when changes ? 'expecteddeliveryfrom' then fields.expecteddeliveryfrom else s.expecteddeliveryfrom end,
    expecteddeliveryto = case when changes ? 'expecteddeliveryto' then fields.expecteddeliveryto else s.expecteddeliveryto end,
    length_m = case when changes ? 'length_m' then fields.length_m else s.length_m end,
    width_m = case when changes ? 'width_m' then fields.width_m else s.width_m end,
    height_m = case when changes ? 'height_m' then fields.height_m else s.height_m end,
    weight_kg = case when changes ? 'weight_kg' then fields.weight_kg else s.weight_kg end,
    permit = case when changes ? 'permit' then coalesce(fields.permit, 'not_needed') else s.permit end,
    permit_number = case when changes ? 'permit_number' then nullif(btrim(fields.permit_number), '') else s.permit_number end,
    permit_valid_until = case when changes ? 'permit_valid_until' then fields.permit_valid_until else s.permit_valid_until end,
    escort = case when changes ? 'escort' then coalesce(fields.escort, 'none') else s.escort end,
    pickup_window_from = case when changes ? 'pickup_window_from' then fields.pickup_window_from else s.pickup_window_from end,
    pickup_window_to = case when changes ? 'pickup_window_to' then fields.pickup_window_to else s.pickup_window_to end,
    delivery_window_from = case when changes ? 'delivery_window_from' then fields.delivery_window_from else s.delivery_window_from end,
    delivery_window_to = case when changes ? 'delivery_window_to' then fields.delivery_window_to else s.delivery_window_to end,
    shipperphone = case when changes ? 'shipperphone' then nullif(btrim(fields.shipperphone), '') else s.shipperphone end,
    recipientphone = case when changes ? 'recipientphone' then nullif(btrim(fields.recipientphone), '') else s.recipientphone end,
    driver_notes = case when changes ? 'driver_notes' then nullif(btrim(fields.driver_notes), '') else s.driver_notes end,
    history = case when has_event
                   then s.history || jsonb_build_array(private.history_entry(btrim(event_status), btrim(event_location)))
                   else s.history end,
    updated_at = expected_updated_at
  where s.id = tracking_number
  returning s.* into saved;

  if saved.id is null then
    perform private.raise_no_shipment(tracking_number);
  end if;
  return saved;
end;
$$;
revoke execute on function private.save_shipment(tracking_number text, expected_updated_at timestamptz, changes jsonb, event_status text, event_location text) from public;
grant execute on function private.save_shipment(tracking_number text, expected_updated_at timestamptz, changes jsonb, event_status text, event_location text) to authenticated, service_role;
comment on function private.save_shipment(tracking_number text, expected_updated_at timestamptz, changes jsonb, event_status text, event_location text) is
  'Body of public.save_shipment (security definer; staff check first).';

create function public.add_shipment_event(tracking_number text, status text, location text)
returns public.shipments
language sql
set search_path to ''
as $$select * from private.add_shipment_event($1, $2, $3);$$;
revoke execute on function public.add_shipment_event(tracking_number text, status text, location text) from public, anon;

create function public.save_shipment(
  tracking_number text,
  expected_updated_at timestamptz,
  changes jsonb default '{}'::jsonb,
  event_status text default null,
  event_location text default null
)
returns public.shipments
language sql
set search_path to ''
as $$select * from private.save_shipment($1, $2, $3, $4, $5);$$;
revoke execute on function public.save_shipment(tracking_number text, expected_updated_at timestamptz, changes jsonb, event_status text, event_location text) from public, anon;
comment on function public.save_shipment(tracking_number text, expected_updated_at timestamptz, changes jsonb, event_status text, event_location text) is
  'Saves the dialog: the given fields, and a route entry when event_status and event_location are both set. PT409 when expected_updated_at is stale.';
