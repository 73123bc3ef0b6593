-- The shipments' trail: every insert, update, delete and restore (trigger shipments_audit,
-- shipments/table.sql), every party link change (tracking/links.sql) and every report from the
-- road (trigger shipment_reports_audit, shipments/reports.sql) and every escrow step (trigger
-- shipment_escrows_audit, escrow/steps.sql), with who did it; staff read it.

create table audit.shipment_changes (
  id bigint generated always as identity,
  changed_at timestamptz default clock_timestamp() not null,
  shipment_id text not null,
  action text not null,
  actor_id uuid,
  actor text not null,
  changes jsonb not null,
  purged_at timestamptz,
  constraint shipment_changes_pkey primary key (id),
  constraint shipment_changes_action check (action in ('insert', 'update', 'delete', 'restore', 'link_create', 'link_revoke', 'link_expiry', 'report', 'escrow'))
);
alter table audit.shipment_changes enable row level security;
grant select on table audit.shipment_changes to authenticated, service_role;
comment on table audit.shipment_changes is
  'Every insert, update, delete and restore of public.shipments, and every party link created, revoked or re-dated, and every report from the road, and every escrow step; append-only. Link records: changes = {link, party, expires_at?, reason?}; report records: changes = {report: the report''s row}; escrow records (escrow/steps.sql): the escrow row''s changed fields {field: {from, to}} (insert: {field: {to}}), actor staff, ''buyer'' or ''schedule''.';
comment on column audit.shipment_changes.purged_at is
  'Set by private.purge_deleted_shipments when the personal data of this record was removed.';

create function private.record_shipment_change()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  shipment_id constant text := coalesce(new_row, old_row) ->> 'id';
  action text := lower(tg_op);
  diff jsonb;
  kept integer;
begin
  if tg_op = 'INSERT'
     and current_setting('private.restoring_shipment', true) is not distinct from shipment_id then
    action := 'restore';
  end if;

  diff := private.row_changes(old_row, new_row, '{updated_at}');
  if tg_op = 'UPDATE' then
    if diff = '{}'::jsonb then
      return null;
    end if;
    -- Entries added at the end of the route are recorded as added, not as the whole route twice.
    kept := jsonb_array_length(old_row -> 'history');
    if diff ? 'history'
       and jsonb_array_length(new_row -> 'history') > kept
       and (select coalesce(jsonb_agg(entry order by n), '[]'::jsonb)
              from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
             where n <= kept) = old_row -> 'history' then
      diff := diff || jsonb_build_object('history', jsonb_build_object('added',
        (select jsonb_agg(entry order by n)
           from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
          where n > kept)));
    end if;
  end if;

  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (shipment_id, action, auth.uid(),
          private.audit_actor(), diff);
  return null;
end;
$$;
revoke execute on function private.record_shipment_change() from public;

create function private.record_shipment_report()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
begin
  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (new.shipment_id, 'report', auth.uid(), private.audit_actor(),
          jsonb_build_object('report', to_jsonb(new)));
  return null;
end;
$$;
revoke execute on function private.record_shipment_report() from public;

create function public.shipment_changes(tracking_number text)
returns table(id bigint, changed_at timestamptz, shipment_id text, action text, actor_id uuid, actor text, changes jsonb)
language sql
stable
set search_path to ''
as $$
  select c.id, c.changed_at, c.shipment_id, c.action, c.actor_id, c.actor, c.changes
    from audit.shipment_changes c
   where c.shipment_id = tracking_number
   order by c.id desc;
$$;
revoke execute on function public.shipment_changes(tracking_number text) from public, anon;
comment on function public.shipment_changes(tracking_number text) is
  'Audit trail of one shipment, newest first (staff only). changes: {field: {from, to}}, or {history: {added: [...]}} for appended route entries.';

create index shipment_changes_shipment_idx on audit.shipment_changes (shipment_id, id desc);

create policy "staff read shipment changes" on audit.shipment_changes
  for select to authenticated
  using (( select private.is_staff() as is_staff));

-- Never changed or removed (audit/append-only.sql).
create trigger shipment_changes_append_only
  before delete or update on audit.shipment_changes
  for each row
  execute function private.refuse_audit_change();

create trigger shipment_changes_no_truncate
  before truncate on audit.shipment_changes
  for each statement
  execute function private.refuse_audit_change();
