-- Escrow (issue #53, DECISIONS 28): the amount a buyer pays into the company's escrow account,
-- held until the buyer accepts the machine, the inspection period ends, or the purchase is
-- undone. One row per escrow shipment, kept by the database: its state moves only along the
-- transitions of steps.sql, each audited in the shipment's trail. Staff read the rows; nobody
-- writes them but this folder's functions. Like the reports from the road the row names the
-- shipment's incarnation (number + created_at) without a foreign key: a deleted shipment keeps
-- its escrow for the restore window, and the purge of a deleted shipment removes it
-- (retention/deleted-shipments.sql).

create table public.shipment_escrows (
  shipment_id text,
  shipment_created_at timestamptz,
  state text default 'awaiting_payment' not null,
  amount numeric(14,2) not null,
  currency text default 'EUR' not null,
  period_days integer,
  payment_amount numeric(14,2),
  payment_received_on date,
  payment_reference text,
  delivered_at timestamptz,
  escrow_deadline timestamptz,
  answered_at timestamptz,
  answer text,
  withdraw_reason text,
  refused_at timestamptz,
  period_over_at timestamptz,
  paid_out_on date,
  payout_reference text,
  refunded_on date,
  refund_reference text,
  closed_at timestamptz,
  reminded_5_at timestamptz,
  reminded_1_at timestamptz,
  created_at timestamptz default clock_timestamp() not null,
  updated_at timestamptz default clock_timestamp() not null,
  constraint shipment_escrows_pkey primary key (shipment_id, shipment_created_at),
  constraint shipment_escrows_state check (state in ('awaiting_payment', 'payment_received', 'inspection', 'accepted', 'withdrawn', 'refused_at_delivery', 'period_over', 'closed')),
  constraint shipment_escrows_amount check ((amount > (0)::numeric)),
  constraint shipment_escrows_payment_amount check ((payment_amount > (0)::numeric)),
  constraint shipment_escrows_currency check ((currency ~ '^[A-Z]{3}$'::text)),
  constraint shipment_escrows_period_days check (((period_days >= 1) and (period_days <= 30))),
  constraint shipment_escrows_answer check (answer in ('accept', 'withdraw')),
  constraint shipment_escrows_texts_length check (((char_length(withdraw_reason) <= 2000) and (char_length(payment_reference) <= 100) and (char_length(payout_reference) <= 100) and (char_length(refund_reference) <= 100))),
  -- What each state has recorded: a row is never half a step.
  constraint shipment_escrows_paid check (((state = 'awaiting_payment') or ((payment_amount is not null) and (payment_received_on is not null) and (payment_reference is not null)))),
  constraint shipment_escrows_inspected check (((state <> all (array['inspection', 'accepted', 'withdrawn', 'period_over'])) or ((delivered_at is not null) and (escrow_deadline is not null) and (period_days is not null)))),
  constraint shipment_escrows_answered check ((((answer is null) = (answered_at is null)) and ((answer = 'withdraw') = (withdraw_reason is not null)))),
  constraint shipment_escrows_closed check (((state = 'closed') = (closed_at is not null)) and ((state <> 'closed') or ((paid_out_on is not null) <> (refunded_on is not null))))
);
alter table public.shipment_escrows enable row level security;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.shipment_escrows from authenticated, service_role;
revoke all on table public.shipment_escrows from anon;
comment on table public.shipment_escrows is
  'Escrow shipments (issue #53): state awaiting_payment -> payment_received -> inspection (the shipment delivered) -> accepted | withdrawn | period_over, or payment_received -> refused_at_delivery; accepted | period_over -> closed (paid out), withdrawn | refused_at_delivery -> closed (refunded). Staff read; written only by the escrow functions. escrow_deadline: the first instant after the inspection period (midnight at the end of the day delivered_at + period_days, company time zone); the buyer answers while now() < escrow_deadline. Times the schedule sent the reminders: reminded_5_at, reminded_1_at.';
comment on column public.shipment_escrows.payment_reference is
  'The bank reference of the buyer''s payment, as staff typed it: staff only, never in a party''s view or an e-mail.';
comment on column public.shipment_escrows.period_days is
  'The inspection period in days, copied from escrow_settings when the shipment is delivered.';

-- updated_at moves on every change (base/row-versioning.sql); the shipment's number never does.
create trigger shipment_escrows_versioning
  before update on public.shipment_escrows
  for each row
  execute function private.row_versioning('shipment_id', 'the escrow of shipment % was changed by someone else meanwhile', 'Reload the shipment and apply your change again.', 'an escrow cannot move to another shipment', 'id_immutable');

create index shipment_escrows_state_idx on public.shipment_escrows (state, escrow_deadline) where (state <> 'closed'::text);

create policy "staff read shipment escrows" on public.shipment_escrows
  for select to authenticated
  using (( select private.is_staff() as is_staff));

-- The owner's escrow setting (one row): the inspection period, 15 days unless the owner says
-- otherwise (DECISIONS 28); the period of an escrow already delivered stays as it was copied.
create table private.escrow_settings (
  id boolean default true,
  period_days integer default 15 not null,
  constraint escrow_settings_pkey primary key (id),
  constraint escrow_settings_one_row check (id),
  constraint escrow_settings_period_days check (((period_days >= 1) and (period_days <= 30)))
);
alter table private.escrow_settings enable row level security;
comment on table private.escrow_settings is
  'period_days: the buyer''s inspection period after delivery, 1 to 30 days (default 15).';

-- Every change is in the settings' trail (audit/config-changes.sql).
create trigger escrow_settings_audit
  after insert or delete or update on private.escrow_settings
  for each row
  execute function private.record_config_change();
