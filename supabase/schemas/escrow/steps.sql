-- What every escrow step shares: the refusal of a step the state does not allow, the deadline,
-- the trail, and the escrow as a party sees it (the tracking lookup, answer_escrow, the
-- e-mails' payload).

-- The one answer to a step the current state does not allow (table.sql's comment lists them).
create function private.refuse_escrow_step(escrow public.shipment_escrows, step text)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  raise exception 'the escrow of shipment % is %: % is not possible', escrow.shipment_id,
    escrow.state, step
    using errcode = 'PT409', detail = 'escrow_transition',
          hint = 'Reload the shipment to see the escrow''s current state.';
end;
$$;
revoke execute on function private.refuse_escrow_step(escrow public.shipment_escrows, step text) from public;

-- The first instant after the inspection period: midnight at the end of the day of delivery
-- plus period_days, in the company's time zone (DECISIONS 28).
create function private.escrow_deadline(delivered_at timestamptz, period_days integer)
returns timestamptz
language plpgsql
immutable
set search_path to ''
as $$
begin
  return ((delivered_at at time zone private.company_time_zone())::date + period_days + 1)::timestamp
         at time zone private.company_time_zone();
end;
$$;
revoke execute on function private.escrow_deadline(delivered_at timestamptz, period_days integer) from public;

-- The escrow as a party sees it: never a bank reference. The withdraw reason shows to both:
-- the buyer wrote it, and the seller takes the machine back at their cost because of it.
-- party: 'buyer' (the recipient's key), 'seller' (the shipper's), or null (an e-mail, which
-- names its party itself).
create function private.escrow_view(escrow public.shipment_escrows, party text)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
begin
  if escrow.shipment_id is null then
    return null;
  end if;
  return jsonb_build_object(
    'state', escrow.state,
    'amount', escrow.amount,
    'currency', escrow.currency,
    'period_days', coalesce(escrow.period_days,
                            (select s.period_days from private.escrow_settings s)),
    'deadline', escrow.escrow_deadline,
    'last_day', (escrow.escrow_deadline at time zone private.company_time_zone())::date - 1,
    'party', party,
    'withdraw_reason', escrow.withdraw_reason,
    'steps', jsonb_build_object(
      'payment_received_on', escrow.payment_received_on,
      'delivered_at', escrow.delivered_at,
      'answered_at', escrow.answered_at,
      'answer', escrow.answer,
      'period_over_at', escrow.period_over_at,
      'refused_at', escrow.refused_at,
      'paid_out_on', escrow.paid_out_on,
      'refunded_on', escrow.refunded_on,
      'closed_at', escrow.closed_at));
end;
$$;
revoke execute on function private.escrow_view(escrow public.shipment_escrows, party text) from public;
comment on function private.escrow_view(escrow public.shipment_escrows, party text) is
  '{state, amount, currency, period_days (the setting''s until delivered), deadline, last_day (the deadline''s day before, company time zone), party, withdraw_reason, steps: {payment_received_on, delivered_at, answered_at, answer, period_over_at, refused_at, paid_out_on, refunded_on, closed_at}}; null for no escrow.';

-- The escrow row of a shipment, locked: every step reads the state under this lock, so two
-- steps of one escrow run one after the other and the second sees the first's state.
create function private.lock_escrow(shipment_id text, shipment_created_at timestamptz)
returns public.shipment_escrows
language plpgsql
set search_path to ''
as $$
declare
  found public.shipment_escrows;
begin
  select * into found from public.shipment_escrows e
   where e.shipment_id = lock_escrow.shipment_id
     and e.shipment_created_at = lock_escrow.shipment_created_at
     for update;
  return found;
end;
$$;
revoke execute on function private.lock_escrow(shipment_id text, shipment_created_at timestamptz) from public;

-- Makes a shipment an escrow shipment (set_escrow, or a converted request that asked for it).
create function private.start_escrow(shipment public.shipments, amount numeric)
returns void
language plpgsql
security definer
set search_path to ''
as $$
begin
  if private.is_delivered_status(shipment.status) then
    raise exception 'shipment % is already delivered: escrow is set before delivery', shipment.id
      using errcode = 'PT409', detail = 'escrow_transition';
  end if;
  insert into public.shipment_escrows (shipment_id, shipment_created_at, amount)
  values (shipment.id, shipment.created_at, amount);
end;
$$;
revoke execute on function private.start_escrow(shipment public.shipments, amount numeric) from public;

-- Every step is in the shipment's trail (audit/shipment-changes.sql, action 'escrow'), with
-- its actor: the staff member, 'buyer' (answer.sql) or 'schedule' (schedule.sql).
create function private.record_escrow_change()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  diff constant jsonb := private.row_changes(
    case when tg_op = 'UPDATE' then to_jsonb(old) end, to_jsonb(new), '{updated_at}');
begin
  if diff = '{}'::jsonb then
    return null;
  end if;
  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (new.shipment_id, 'escrow', auth.uid(), private.audit_actor(), diff);
  return null;
end;
$$;
revoke execute on function private.record_escrow_change() from public;

create trigger shipment_escrows_audit
  after insert or update on public.shipment_escrows
  for each row
  execute function private.record_escrow_change();
