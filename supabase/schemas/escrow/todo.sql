-- "Escrow: de făcut": the escrows waiting for staff: a payment to record (awaiting_payment), a
-- payout to the seller (accepted, period_over) or a refund to the buyer (withdrawn,
-- refused_at_delivery). Money due first (payout, refund: oldest step first), then the payments
-- awaited (oldest escrow first). Deleted shipments are not listed.

create function private.escrow_todo()
returns table(tracking_number text, shippername text, recipientname text, state text, due text, amount numeric, currency text, escrow_deadline timestamptz, since timestamptz, updated_at timestamptz)
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.require_staff('read the escrow list');
  return query
    select s.id, s.shippername, s.recipientname, e.state,
           case when e.state = 'awaiting_payment' then 'payment'
                when e.state in ('accepted', 'period_over') then 'payout'
                else 'refund' end,
           e.amount, e.currency, e.escrow_deadline,
           coalesce(e.answered_at, e.period_over_at, e.refused_at, e.created_at),
           s.updated_at
      from public.shipment_escrows e
      join public.shipments s on s.id = e.shipment_id and s.created_at = e.shipment_created_at
     where e.state in ('awaiting_payment', 'accepted', 'period_over', 'withdrawn', 'refused_at_delivery')
     order by e.state = 'awaiting_payment',
              coalesce(e.answered_at, e.period_over_at, e.refused_at, e.created_at), s.id;
end;
$$;
revoke execute on function private.escrow_todo() from public;
grant execute on function private.escrow_todo() to authenticated, service_role;

create function public.escrow_todo()
returns table(tracking_number text, shippername text, recipientname text, state text, due text, amount numeric, currency text, escrow_deadline timestamptz, since timestamptz, updated_at timestamptz)
language sql
stable
set search_path to ''
as $$
  select * from private.escrow_todo();
$$;
revoke execute on function public.escrow_todo() from public, anon;
comment on function public.escrow_todo() is
  'Escrows waiting for staff (staff only): due payment (awaiting_payment), payout (accepted, period_over) or refund (withdrawn, refused_at_delivery); since: when that became due; updated_at: the shipment''s, for the step functions. Money due first, oldest first.';
