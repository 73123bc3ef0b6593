-- The delivery of an escrow shipment: refused while the payment is not recorded (SPEC §4:
-- delivery starts once the money has arrived), and with the payment recorded it starts the
-- inspection period. Whatever delivers it (a save or route entry with Livrat, a driver's
-- delivery report) updates public.shipments, so the rule is a trigger there; an exception here
-- undoes the whole statement (the route entry, the report), so nothing is half written. Only
-- the first delivery counts: a later change of the status or of delivered_at leaves an escrow
-- past payment_received as it is.

create function private.escrow_on_delivery()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  escrow public.shipment_escrows;
  period integer;
begin
  if not private.is_delivered_status(new.status) or private.is_delivered_status(old.status) then
    return null;
  end if;
  escrow := private.lock_escrow(new.id, new.created_at);
  if escrow.state = 'awaiting_payment' then
    raise exception 'shipment % is an escrow shipment whose payment is not recorded: record the payment before the delivery', new.id
      using errcode = 'PT409', detail = 'escrow_unpaid',
            hint = 'Delivery starts once the buyer''s money has arrived (record_escrow_payment).';
  elsif escrow.state = 'payment_received' then
    period := (select s.period_days from private.escrow_settings s);
    update public.shipment_escrows e
       set state = 'inspection',
           delivered_at = new.delivered_at,
           period_days = period,
           escrow_deadline = private.escrow_deadline(new.delivered_at, period)
     where e.shipment_id = escrow.shipment_id
       and e.shipment_created_at = escrow.shipment_created_at;
  end if;
  return null;
end;
$$;
revoke execute on function private.escrow_on_delivery() from public;

-- After shipments_delivered_at (a before trigger) has set delivered_at.
create trigger shipments_escrow_delivery
  after update of status on public.shipments
  for each row
  execute function private.escrow_on_delivery();
