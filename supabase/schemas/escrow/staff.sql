-- What staff record of an escrow (issue #53 item 2): the amount (set_escrow), the payment, a
-- refusal at delivery, the payout to the seller and the refund to the buyer. Each names the
-- shipment's updated_at the staff screen holds (PT409 stale_updated_at when the shipment was
-- changed since), moves it on, and returns the new one; the escrow row is then locked and its
-- state checked, so two staff recording one step at once record it once: the second gets the
-- stale conflict (or, with a fresh updated_at, escrow_transition). A step the state does not
-- allow is PT409 escrow_transition (steps.sql).

-- The shipment, its updated_at moved on when it is still the one the caller saw (the shipment's
-- versioning trigger, shipments/table.sql: PT409 stale_updated_at), locked until commit; its
-- escrow is locked next (steps.sql private.lock_escrow), always in this order.
create function private.escrow_for_staff(
  tracking_number text,
  expected_updated_at timestamptz,
  action text
)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
begin
  perform private.require_staff(action);
  perform private.require_expected_updated_at(expected_updated_at);
  update public.shipments s
     set updated_at = expected_updated_at
   where s.id = tracking_number
  returning s.* into shipment;
  if shipment.id is null then
    perform private.raise_no_shipment(tracking_number);
  end if;
  return shipment;
end;
$$;
revoke execute on function private.escrow_for_staff(tracking_number text, expected_updated_at timestamptz, action text) from public;

-- A date staff type for a bank transfer: given, and not after today (company time zone).
create function private.require_escrow_date(field text, value date)
returns void
language plpgsql
stable
set search_path to ''
as $$
begin
  if value is null or value > (clock_timestamp() at time zone private.company_time_zone())::date then
    raise exception '% must be given and not in the future', field
      using errcode = '22023', detail = 'bad_' || field;
  end if;
end;
$$;
revoke execute on function private.require_escrow_date(field text, value date) from public;

-- A bank reference as staff type it: 1 to 100 characters, trimmed.
create function private.escrow_reference(field text, value text)
returns text
language plpgsql
immutable
set search_path to ''
as $$
declare
  trimmed constant text := btrim(value);
begin
  if trimmed is null or char_length(trimmed) not between 1 and 100 then
    raise exception '% must be 1 to 100 characters', field
      using errcode = '22023', detail = 'bad_' || field;
  end if;
  return trimmed;
end;
$$;
revoke execute on function private.escrow_reference(field text, value text) from public;

create function private.require_escrow_amount(field text, value numeric)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if value is null or value <= 0 or value >= 1e12 or value <> round(value, 2) then
    raise exception '% must be a positive amount with at most 2 decimals', field
      using errcode = '22023', detail = 'bad_' || field;
  end if;
end;
$$;
revoke execute on function private.require_escrow_amount(field text, value numeric) from public;

create function private.set_escrow(tracking_number text, expected_updated_at timestamptz, amount numeric)
returns timestamptz
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  escrow public.shipment_escrows;
begin
  perform private.require_escrow_amount('amount', amount);
  shipment := private.escrow_for_staff(tracking_number, expected_updated_at, 'set an escrow');
  escrow := private.lock_escrow(shipment.id, shipment.created_at);
  if escrow.shipment_id is null then
    perform private.start_escrow(shipment, amount);
  elsif escrow.state <> 'awaiting_payment' then
    perform private.refuse_escrow_step(escrow, 'changing the amount');
  else
    update public.shipment_escrows e
       set amount = set_escrow.amount
     where e.shipment_id = shipment.id
       and e.shipment_created_at = shipment.created_at;
  end if;
  return shipment.updated_at;
end;
$$;
revoke execute on function private.set_escrow(tracking_number text, expected_updated_at timestamptz, amount numeric) from public;
grant execute on function private.set_escrow(tracking_number text, expected_updated_at timestamptz, amount numeric) to authenticated, service_role;

create function public.set_escrow(tracking_number text, expected_updated_at timestamptz, amount numeric)
returns timestamptz
language sql
set search_path to ''
as $$
  select private.set_escrow(tracking_number, expected_updated_at, amount);
$$;
revoke execute on function public.set_escrow(tracking_number text, expected_updated_at timestamptz, amount numeric) from public, anon;
comment on function public.set_escrow(tracking_number text, expected_updated_at timestamptz, amount numeric) is
  'Makes the shipment an escrow shipment holding amount (EUR, > 0, 2 decimals), state awaiting_payment, or changes the amount while awaiting_payment (staff). Returns the shipment''s new updated_at. PT409 stale_updated_at, escrow_transition (later states, or already delivered); 22023 bad_amount.';

create function private.record_escrow_payment(
  tracking_number text,
  expected_updated_at timestamptz,
  amount numeric,
  received_on date,
  bank_reference text
)
returns timestamptz
language plpgsql
security definer
set search_path to ''
as $$
declare
  reference constant text := private.escrow_reference('bank_reference', bank_reference);
  shipment public.shipments;
  escrow public.shipment_escrows;
begin
  perform private.require_escrow_amount('amount', amount);
  perform private.require_escrow_date('received_on', received_on);
  shipment := private.escrow_for_staff(tracking_number, expected_updated_at, 'record escrow payments');
  escrow := private.lock_escrow(shipment.id, shipment.created_at);
  if escrow.state is distinct from 'awaiting_payment' then
    perform private.refuse_escrow_step(escrow, 'recording the payment');
  end if;
  if amount <> escrow.amount then
    raise exception 'the payment (%) is not the amount held (%): correct the amount first (set_escrow)',
      amount, escrow.amount
      using errcode = '22023', detail = 'payment_amount_differs';
  end if;
  update public.shipment_escrows e
     set state = 'payment_received',
         payment_amount = record_escrow_payment.amount,
         payment_received_on = received_on,
         payment_reference = reference
   where e.shipment_id = shipment.id
     and e.shipment_created_at = shipment.created_at;
  return shipment.updated_at;
end;
$$;
revoke execute on function private.record_escrow_payment(tracking_number text, expected_updated_at timestamptz, amount numeric, received_on date, bank_reference text) from public;
grant execute on function private.record_escrow_payment(tracking_number text, expected_updated_at timestamptz, amount numeric, received_on date, bank_reference text) to authenticated, service_role;

create function public.record_escrow_payment(
  tracking_number text,
  expected_updated_at timestamptz,
  amount numeric,
  received_on date,
  bank_reference text
)
returns timestamptz
language sql
set search_path to ''
as $$
  select private.record_escrow_payment(tracking_number, expected_updated_at, amount, received_on,
                                       bank_reference);
$$;
revoke execute on function public.record_escrow_payment(tracking_number text, expected_updated_at timestamptz, amount numeric, received_on date, bank_reference text) from public, anon;
comment on function public.record_escrow_payment(tracking_number text, expected_updated_at timestamptz, amount numeric, received_on date, bank_reference text) is
  'Records the buyer''s payment (staff): awaiting_payment -> payment_received. amount must be the amount held (22023 payment_amount_differs), received_on not in the future (bad_received_on), bank_reference 1-100 characters (bad_bank_reference). Returns the shipment''s new updated_at. PT409 stale_updated_at, escrow_transition.';

create function private.record_escrow_refusal(tracking_number text, expected_updated_at timestamptz)
returns timestamptz
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  escrow public.shipment_escrows;
begin
  shipment := private.escrow_for_staff(tracking_number, expected_updated_at, 'record a refusal at delivery');
  escrow := private.lock_escrow(shipment.id, shipment.created_at);
  if escrow.state is distinct from 'payment_received' then
    perform private.refuse_escrow_step(escrow, 'recording a refusal at delivery');
  end if;
  update public.shipment_escrows e
     set state = 'refused_at_delivery', refused_at = clock_timestamp()
   where e.shipment_id = shipment.id
     and e.shipment_created_at = shipment.created_at;
  return shipment.updated_at;
end;
$$;
revoke execute on function private.record_escrow_refusal(tracking_number text, expected_updated_at timestamptz) from public;
grant execute on function private.record_escrow_refusal(tracking_number text, expected_updated_at timestamptz) to authenticated, service_role;

create function public.record_escrow_refusal(tracking_number text, expected_updated_at timestamptz)
returns timestamptz
language sql
set search_path to ''
as $$
  select private.record_escrow_refusal(tracking_number, expected_updated_at);
$$;
revoke execute on function public.record_escrow_refusal(tracking_number text, expected_updated_at timestamptz) from public, anon;
comment on function public.record_escrow_refusal(tracking_number text, expected_updated_at timestamptz) is
  'Records that the buyer refused the goods at delivery (staff): payment_received -> refused_at_delivery (a refund is then due). Returns the shipment''s new updated_at. PT409 stale_updated_at, escrow_transition.';

-- The last step: the money leaves the escrow account, to the seller (payout) or back to the
-- buyer (refund).
create function private.close_escrow(
  tracking_number text,
  expected_updated_at timestamptz,
  payout boolean,
  on_date date,
  reference text
)
returns timestamptz
language plpgsql
security definer
set search_path to ''
as $$
declare
  step constant text := case when payout then 'recording the payout' else 'recording the refund' end;
  checked_reference constant text := private.escrow_reference('reference', reference);
  shipment public.shipments;
  escrow public.shipment_escrows;
begin
  perform private.require_escrow_date(case when payout then 'paid_on' else 'refunded_on' end, on_date);
  shipment := private.escrow_for_staff(tracking_number, expected_updated_at,
    case when payout then 'record escrow payouts' else 'record escrow refunds' end);
  escrow := private.lock_escrow(shipment.id, shipment.created_at);
  if escrow.state is null
     or escrow.state <> all (case when payout then array['accepted', 'period_over']
                                        else array['withdrawn', 'refused_at_delivery'] end) then
    perform private.refuse_escrow_step(escrow, step);
  end if;
  update public.shipment_escrows e
     set state = 'closed',
         closed_at = clock_timestamp(),
         paid_out_on = case when payout then on_date end,
         payout_reference = case when payout then checked_reference end,
         refunded_on = case when not payout then on_date end,
         refund_reference = case when not payout then checked_reference end
   where e.shipment_id = shipment.id
     and e.shipment_created_at = shipment.created_at;
  return shipment.updated_at;
end;
$$;
revoke execute on function private.close_escrow(tracking_number text, expected_updated_at timestamptz, payout boolean, on_date date, reference text) from public;
grant execute on function private.close_escrow(tracking_number text, expected_updated_at timestamptz, payout boolean, on_date date, reference text) to authenticated, service_role;
comment on function private.close_escrow(tracking_number text, expected_updated_at timestamptz, payout boolean, on_date date, reference text) is
  'Body of public.record_escrow_payout (payout) and public.record_escrow_refund (security definer; staff check first).';

create function public.record_escrow_payout(tracking_number text, expected_updated_at timestamptz, paid_on date, reference text)
returns timestamptz
language sql
set search_path to ''
as $$
  select private.close_escrow(tracking_number, expected_updated_at, true, paid_on, reference);
$$;
revoke execute on function public.record_escrow_payout(tracking_number text, expected_updated_at timestamptz, paid_on date, reference text) from public, anon;
comment on function public.record_escrow_payout(tracking_number text, expected_updated_at timestamptz, paid_on date, reference text) is
  'Records the payout to the seller (staff): accepted | period_over -> closed. paid_on not in the future (22023 bad_paid_on), reference 1-100 characters (bad_reference). Returns the shipment''s new updated_at. PT409 stale_updated_at, escrow_transition.';

create function public.record_escrow_refund(tracking_number text, expected_updated_at timestamptz, refunded_on date, reference text)
returns timestamptz
language sql
set search_path to ''
as $$
  select private.close_escrow(tracking_number, expected_updated_at, false, refunded_on, reference);
$$;
revoke execute on function public.record_escrow_refund(tracking_number text, expected_updated_at timestamptz, refunded_on date, reference text) from public, anon;
comment on function public.record_escrow_refund(tracking_number text, expected_updated_at timestamptz, refunded_on date, reference text) is
  'Records the refund to the buyer (staff): withdrawn | refused_at_delivery -> closed. refunded_on not in the future (22023 bad_refunded_on), reference 1-100 characters (bad_reference). Returns the shipment''s new updated_at. PT409 stale_updated_at, escrow_transition.';
