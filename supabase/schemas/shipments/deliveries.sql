-- When each shipment was delivered: a party link expires a number of days after it, and escrow
-- counts from the shipment's delivered_at. A delivery report sets delivered_at to the time the
-- driver recorded (shipments/submit-report.sql); a save or route entry that makes the status
-- Livrat sets it to now when it is empty; a status that is no longer Livrat empties it.

create table private.shipment_deliveries (
  shipment_id text,
  shipment_created_at timestamptz not null,
  delivered_at timestamptz not null,
  constraint shipment_deliveries_pkey primary key (shipment_id)
);
alter table private.shipment_deliveries enable row level security;

create function private.track_delivery()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
begin
  if not private.is_delivered_status(new.status) then
    delete from private.shipment_deliveries where shipment_id = new.id;
  elsif tg_op = 'INSERT' or not private.is_delivered_status(old.status) then
    -- An insert of the same shipment (restore_shipment: same created_at) keeps its date.
    insert into private.shipment_deliveries as d (shipment_id, shipment_created_at, delivered_at)
    values (new.id, new.created_at, coalesce(new.delivered_at, clock_timestamp()))
    on conflict (shipment_id) do update
      set delivered_at = case
            when tg_op = 'INSERT' and d.shipment_created_at = excluded.shipment_created_at
              then d.delivered_at
            else excluded.delivered_at
          end,
          shipment_created_at = excluded.shipment_created_at;
  end if;
  return null;
end;
$$;
revoke execute on function private.track_delivery() from public;

create trigger shipments_delivery
  after insert or update of status on public.shipments
  for each row
  execute function private.track_delivery();

create function private.stamp_delivered_at()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
begin
  if not private.is_delivered_status(new.status) then
    new.delivered_at := null;
  elsif new.delivered_at is null then
    new.delivered_at := clock_timestamp();
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_delivered_at() from public;

create trigger shipments_delivered_at
  before insert or update of status, delivered_at on public.shipments
  for each row
  execute function private.stamp_delivered_at();
