-- What a driver (or staff, for a driver who phoned) recorded on the road (issue #52): a
-- collection, a position or a delivery, with its photos and signature as object paths in
-- `shipment-evidence`. Append-only (DECISIONS 27): a correction is a new report naming the one
-- it corrects; only the purge of a deleted shipment removes reports. Rows are written only by
-- submit_shipment_report (submit-report.sql); staff read all, a driver the ones they wrote of
-- the shipments still assigned to them, a party through the tracking lookup.

create table public.shipment_reports (
  id uuid default gen_random_uuid(),
  shipment_id text not null,
  shipment_created_at timestamptz not null,
  kind text not null,
  idempotency_key uuid not null,
  recorded_at timestamptz not null,
  received_at timestamptz default now() not null,
  position jsonb,
  place text,
  damage jsonb,
  note text,
  name text,
  signature text,
  photos text[] default '{}'::text[] not null,
  handed_over jsonb,
  reservations text,
  author_id uuid,
  author_role text not null,
  phoned boolean default false not null,
  corrects uuid,
  constraint shipment_reports_pkey primary key (id),
  constraint shipment_reports_idempotency_key_unique unique (idempotency_key),
  constraint shipment_reports_corrects_fkey foreign key (corrects) references public.shipment_reports(id),
  constraint shipment_reports_kind check (kind in ('collection', 'position', 'delivery')),
  constraint shipment_reports_author_role check (author_role in ('driver', 'staff')),
  constraint shipment_reports_position check (private.is_valid_position(position)),
  constraint shipment_reports_texts_length check (((char_length(place) <= 200) and (char_length(note) <= 2000) and (char_length(name) <= 200) and (char_length(reservations) <= 2000))),
  constraint shipment_reports_photos_count check ((cardinality(photos) <= 20))
);
alter table public.shipment_reports enable row level security;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.shipment_reports from authenticated, service_role;
revoke all on table public.shipment_reports from anon;
comment on table public.shipment_reports is
  'Reports from the road (collection, position, delivery), append-only; written by submit_shipment_report only. signature and photos: object paths in shipment-evidence under <number>/reports/<idempotency_key>/. phoned: staff typed it for a driver who phoned. corrects: the report of the same shipment this one corrects.';

create index shipment_reports_shipment_idx on public.shipment_reports (shipment_id, shipment_created_at, recorded_at);

create index shipment_reports_corrects_idx on public.shipment_reports (corrects) where (corrects is not null);

-- Nothing changes or removes a report (whoever asks, the table's owner too), except the purge
-- of a deleted shipment (retention/, which sets a transaction-local flag the API cannot set).
create function private.refuse_report_change()
returns trigger
language plpgsql
set search_path to ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('private.purging_deleted_shipments', true) = 'on' then
    return old;
  end if;
  raise exception 'a report cannot be changed or removed; send a correcting report instead'
    using errcode = '42501', detail = 'report_append_only';
end;
$$;
revoke execute on function private.refuse_report_change() from public;

create trigger shipment_reports_append_only
  before delete or update on public.shipment_reports
  for each row
  execute function private.refuse_report_change();

create trigger shipment_reports_no_truncate
  before truncate on public.shipment_reports
  for each statement
  execute function private.refuse_report_change();

-- Every report is in the shipment's trail (audit/shipment-changes.sql).
create trigger shipment_reports_audit
  after insert on public.shipment_reports
  for each row
  execute function private.record_shipment_report();

-- One policy (one permissive policy per action, as the linter asks): staff read every report,
-- a driver the ones they wrote of the shipments still assigned to them.
create policy "staff and their drivers read shipment reports" on public.shipment_reports
  for select to authenticated
  using (( select private.is_staff() as is_staff)
         or (author_id = ( select auth.uid() as uid)
             and private.drives_shipment(shipment_id, shipment_created_at)));
