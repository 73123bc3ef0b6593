-- A driver's list (issue #52): the shipments assigned to them that are still on the road or were
-- delivered in the last two days, with only what the road needs. Drivers have no select policy
-- on public.shipments: never a price, an e-mail address, a language, the route or the note.

create type public.driver_shipment as (
  id text,
  status text,
  shippername text,
  shipperaddress text,
  shipperphone text,
  recipientname text,
  recipientaddress text,
  recipientphone text,
  transportedgoods text,
  accessories text,
  length_m numeric,
  width_m numeric,
  height_m numeric,
  weight_kg numeric,
  pickup_window_from timestamptz,
  pickup_window_to timestamptz,
  delivery_window_from timestamptz,
  delivery_window_to timestamptz,
  expecteddeliveryfrom date,
  expecteddeliveryto date,
  permit text,
  permit_number text,
  permit_valid_until date,
  escort text,
  driver_notes text,
  vehicle_plate text,
  collected_at timestamptz,
  delivered_at timestamptz,
  updated_at timestamptz
);
comment on type public.driver_shipment is 'A shipment as its driver sees it: places, phones, goods, dimensions and weight, windows, permit and escort, the notes for the driver. collected_at: the latest collection report''s recorded_at. Never a price, e-mail, language or route.';

-- plpgsql: the body reads shipment_reports (reports.sql, after this file).
create function private.driver_shipments()
returns setof public.driver_shipment
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  if not private.is_driver() then
    raise exception 'only drivers have a list of shipments' using errcode = '42501';
  end if;
  return query
    select s.id, s.status, s.shippername, s.shipperaddress, s.shipperphone, s.recipientname,
           s.recipientaddress, s.recipientphone, s.transportedgoods, s.accessories, s.length_m,
           s.width_m, s.height_m, s.weight_kg, s.pickup_window_from, s.pickup_window_to,
           s.delivery_window_from, s.delivery_window_to, s.expecteddeliveryfrom,
           s.expecteddeliveryto, s.permit, s.permit_number, s.permit_valid_until, s.escort,
           s.driver_notes, s.vehicle_plate, c.collected_at, s.delivered_at, s.updated_at
      from public.shipments s
      left join lateral (
        select max(r.recorded_at) as collected_at
          from public.shipment_reports r
         where r.shipment_id = s.id and r.shipment_created_at = s.created_at
           and r.kind = 'collection') c on true
     where s.driver_id = auth.uid()
       and (not private.is_delivered_status(s.status)
            or s.delivered_at > now() - interval '2 days')
     -- The next thing to do: the collection while not collected, then the delivery.
     order by case when c.collected_at is null then s.pickup_window_from
                   else s.delivery_window_from end nulls last,
              s.id;
end;
$$;
revoke execute on function private.driver_shipments() from public;
grant execute on function private.driver_shipments() to authenticated, service_role;
comment on function private.driver_shipments() is
  'Body of public.driver_shipments (security definer; driver check first).';

create function public.driver_shipments()
returns setof public.driver_shipment
language sql
stable
set search_path to ''
as $$
  select * from private.driver_shipments();
$$;
revoke execute on function public.driver_shipments() from public, anon;
comment on function public.driver_shipments() is
  'The calling driver''s shipments not delivered, or delivered in the last 2 days, next event first (collection window while not collected, else delivery window). Drivers only (42501).';
