-- Drivers and their shipments (issue #52): staff pick an active driver and a vehicle plate for a
-- shipment; what a driver may see and send is decided by that assignment (drives_shipment),
-- here once for the reports' policy, the report function and the evidence files' policies.

-- Whether the caller is a driver on a live session and the shipment (this incarnation of the
-- number, when created_at is given) is assigned to them now.
create function private.drives_shipment(tracking_number text, created_at timestamptz default null)
returns boolean
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  return private.is_driver()
     and exists (select 1 from public.shipments s
                  where s.id = drives_shipment.tracking_number
                    and (drives_shipment.created_at is null
                         or s.created_at = drives_shipment.created_at)
                    and s.driver_id = auth.uid());
end;
$$;
revoke execute on function private.drives_shipment(tracking_number text, created_at timestamptz) from public;
grant execute on function private.drives_shipment(tracking_number text, created_at timestamptz) to authenticated;

-- Drivers who can take a shipment: role driver, invitation taken up, not banned.
create function private.list_drivers()
returns table(user_id uuid, email text)
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.require_staff('list drivers');
  return query
    select s.user_id, u.email::text
      from private.staff s
      join auth.users u on u.id = s.user_id
     where s.role = 'driver'
       and u.email_confirmed_at is not null
       and (u.banned_until is null or u.banned_until <= now())
     order by u.email, s.user_id;
end;
$$;
revoke execute on function private.list_drivers() from public;
grant execute on function private.list_drivers() to authenticated, service_role;
comment on function private.list_drivers() is
  'Body of public.list_drivers (security definer; staff check first).';

create function public.list_drivers()
returns table(user_id uuid, email text)
language sql
stable
set search_path to ''
as $$
  select * from private.list_drivers();
$$;
revoke execute on function public.list_drivers() from public, anon;
comment on function public.list_drivers() is
  'The active drivers (invitation taken up, not removed), by e-mail address. Staff only.';

create function private.assign_driver(
  tracking_number text,
  expected_updated_at timestamptz,
  driver_id uuid,
  vehicle_plate text
)
returns timestamptz
language plpgsql
security definer
set search_path to ''
as $$
declare
  saved timestamptz;
begin
  perform private.require_staff('assign drivers');
  perform private.require_expected_updated_at(expected_updated_at);
  if assign_driver.driver_id is not null
     and not exists (select 1 from private.list_drivers() d where d.user_id = assign_driver.driver_id) then
    raise exception 'the account is not an active driver'
      using errcode = '22023', detail = 'not_a_driver';
  end if;
  -- Audited and versioned as any save (shipments_audit, shipments_versioning).
  update public.shipments as s
     set driver_id = assign_driver.driver_id,
         vehicle_plate = nullif(btrim(assign_driver.vehicle_plate), ''),
         updated_at = expected_updated_at
   where s.id = tracking_number
  returning s.updated_at into saved;
  if saved is null then
    perform private.raise_no_shipment(tracking_number);
  end if;
  return saved;
end;
$$;
revoke execute on function private.assign_driver(tracking_number text, expected_updated_at timestamptz, driver_id uuid, vehicle_plate text) from public;
grant execute on function private.assign_driver(tracking_number text, expected_updated_at timestamptz, driver_id uuid, vehicle_plate text) to authenticated, service_role;
comment on function private.assign_driver(tracking_number text, expected_updated_at timestamptz, driver_id uuid, vehicle_plate text) is
  'Body of public.assign_driver (security definer; staff check first).';

create function public.assign_driver(
  tracking_number text,
  expected_updated_at timestamptz,
  driver_id uuid,
  vehicle_plate text
)
returns timestamptz
language sql
set search_path to ''
as $$
  select private.assign_driver(tracking_number, expected_updated_at, driver_id, vehicle_plate);
$$;
revoke execute on function public.assign_driver(tracking_number text, expected_updated_at timestamptz, driver_id uuid, vehicle_plate text) from public, anon;
comment on function public.assign_driver(tracking_number text, expected_updated_at timestamptz, driver_id uuid, vehicle_plate text) is
  'Assigns a driver (null: none) and a vehicle plate to a shipment; returns its new updated_at. Staff only. 22023 not_a_driver; PT409 stale_updated_at; P0002 no_shipment.';
