-- The buyer's answer during the inspection period (issue #53 item 3): accept (the amount goes
-- to the seller) or withdraw (with a reason: a full refund, the machine goes back at the
-- seller's cost). Only once, and only while now() < escrow_deadline: after it, even before the
-- schedule has marked the period over, the answer is PT409 escrow_period_over. Who may answer
-- (the recipient's party key) is the tracking link's to decide: tracking/escrow-answer.sql.

create function private.answer_escrow_as_buyer(shipment public.shipments, decision text, reason text)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  checked_reason constant text := nullif(btrim(reason), '');
  escrow public.shipment_escrows;
begin
  if decision is null or decision not in ('accept', 'withdraw') then
    raise exception 'decision must be accept or withdraw'
      using errcode = '22023', detail = 'bad_decision';
  end if;
  if decision = 'withdraw' and (checked_reason is null or char_length(checked_reason) > 2000) then
    raise exception 'a withdrawal needs a reason of 1 to 2000 characters'
      using errcode = '22023', detail = 'bad_reason';
  end if;
  perform set_config('private.audit_actor', 'buyer', true);
  escrow := private.lock_escrow(shipment.id, shipment.created_at);
  if escrow.shipment_id is null then
    raise exception 'shipment % is not an escrow shipment', shipment.id
      using errcode = 'PT404', detail = 'no_escrow';
  end if;
  if escrow.state = 'period_over'
     or (escrow.state = 'inspection' and clock_timestamp() >= escrow.escrow_deadline) then
    raise exception 'the inspection period of shipment % is over: the amount goes to the seller', shipment.id
      using errcode = 'PT409', detail = 'escrow_period_over';
  end if;
  if escrow.state <> 'inspection' then
    perform private.refuse_escrow_step(escrow,
      case decision when 'accept' then 'accepting' else 'withdrawing' end);
  end if;
  update public.shipment_escrows e
     set state = case decision when 'accept' then 'accepted' else 'withdrawn' end,
         answer = decision,
         answered_at = clock_timestamp(),
         withdraw_reason = case decision when 'withdraw' then checked_reason end
   where e.shipment_id = shipment.id and e.shipment_created_at = shipment.created_at
  returning e.* into escrow;
  return private.escrow_view(escrow, 'buyer');
end;
$$;
revoke execute on function private.answer_escrow_as_buyer(shipment public.shipments, decision text, reason text) from public;
