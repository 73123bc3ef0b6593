-- Escrow e-mails (issue #53 item 5, DECISIONS 28): every escrow step is told to the parties
-- concerned, in their language, whatever they chose for status e-mails: the escrow is part of
-- the service they ordered. A party without an e-mail address gets none. Queued by triggers on
-- the escrow rows, in the transaction of the step; the worker words them (the mail helper's
-- templates: no bank details, never "pay now", how to check a message is the company's).
--
-- kind 'escrow', payload: the escrow as that party sees it (escrow/steps.sql private.escrow_view:
-- state, amount, currency, period_days, deadline, last_day, party buyer|seller, withdraw_reason,
-- steps) and tracking_number, event:
--   escrow_started       set_escrow (or its amount changed while awaiting payment): both
--   payment_received     both (the seller: you may hand over)
--   inspection_started   delivered: both (the buyer: the deadline)
--   reminder_5, reminder_1   the schedule, 5 days and 1 day before the deadline: the buyer
--   accepted, withdrawn, period_over, refused_at_delivery, paid_out, refunded: both
-- kind 'escrow_digest' (Romanian, to each staff account that wants notices): one per run of the
-- schedule that found periods over, payload {count, shipments: [{tracking_number, shippername,
-- recipientname, amount, currency, deadline}]}.

create function private.escrow_email_event(old_escrow public.shipment_escrows, new_escrow public.shipment_escrows)
returns text
language plpgsql
immutable
set search_path to ''
as $$
begin
  if old_escrow.shipment_id is null
     or (new_escrow.state = 'awaiting_payment' and new_escrow.amount <> old_escrow.amount) then
    return 'escrow_started';
  elsif new_escrow.state <> old_escrow.state then
    return case new_escrow.state
             when 'inspection' then 'inspection_started'
             when 'closed' then case when new_escrow.paid_out_on is not null then 'paid_out' else 'refunded' end
             else new_escrow.state
           end;
  elsif new_escrow.reminded_5_at is not null and old_escrow.reminded_5_at is null then
    return 'reminder_5';
  elsif new_escrow.reminded_1_at is not null and old_escrow.reminded_1_at is null then
    return 'reminder_1';
  end if;
  return null;
end;
$$;
revoke execute on function private.escrow_email_event(old_escrow public.shipment_escrows, new_escrow public.shipment_escrows) from public;

create function private.queue_escrow_emails()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  event constant text := private.escrow_email_event(
    case when tg_op = 'UPDATE' then old end, new);
  shipment public.shipments;
  to_party text;
  contact record;
begin
  if event is null then
    return null;
  end if;
  select * into shipment from public.shipments s
   where s.id = new.shipment_id and s.created_at = new.shipment_created_at;
  foreach to_party in array case when event like 'reminder_%' then array['recipient']
                                 else array['shipper', 'recipient'] end loop
    select * into contact from private.party_contact(shipment, to_party);
    continue when contact.address is null;
    insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                      to_address, payload, created_by)
    values (new.shipment_id, new.shipment_created_at, to_party, 'escrow', contact.language,
            contact.address,
            private.escrow_view(new, case to_party when 'recipient' then 'buyer' else 'seller' end)
            || jsonb_build_object('tracking_number', new.shipment_id, 'event', event),
            private.audit_actor());
  end loop;
  return null;
end;
$$;
revoke execute on function private.queue_escrow_emails() from public;

create trigger shipment_escrows_emails
  after insert or update on public.shipment_escrows
  for each row
  execute function private.queue_escrow_emails();

-- One digest per statement that ended inspection periods: the schedule marks every period over
-- in one update (escrow/schedule.sql).
create function private.queue_escrow_digest()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  over jsonb;
begin
  select jsonb_agg(jsonb_build_object(
           'tracking_number', n.shipment_id, 'shippername', s.shippername,
           'recipientname', s.recipientname, 'amount', n.amount, 'currency', n.currency,
           'deadline', n.escrow_deadline)
         order by n.escrow_deadline, n.shipment_id)
    into over
    from ended_rows n
    join started_rows o
      on o.shipment_id = n.shipment_id and o.shipment_created_at = n.shipment_created_at
    left join public.shipments s
      on s.id = n.shipment_id and s.created_at = n.shipment_created_at
   where n.state = 'period_over' and o.state <> 'period_over';
  if over is null then
    return null;
  end if;
  insert into private.email_outbox (party, kind, language, to_address, payload, created_by)
  select 'staff', 'escrow_digest', 'ro', r.address,
         jsonb_build_object('count', jsonb_array_length(over), 'shipments', over),
         private.audit_actor()
    from private.request_notice_recipients() as r(address);
  return null;
end;
$$;
revoke execute on function private.queue_escrow_digest() from public;

create trigger shipment_escrows_digest
  after update on public.shipment_escrows
  referencing old table as started_rows new table as ended_rows
  for each statement
  execute function private.queue_escrow_digest();
