-- Audit trail of shipments (DECISIONS 16, issue #11): every insert, update and delete of a row
-- of public.shipments, however it is made (API, functions, SQL), is recorded by a trigger in
-- audit.shipment_changes, in the same transaction as the change itself.
--
-- Who may do what:
-- * Staff read it through public.shipment_changes(tracking_number) and
--   public.deleted_shipments(), security invoker, so the table's RLS policy decides: staff see
--   every record, other signed-in users see none; anon may not call them.
-- * Nobody writes it through the API, service_role included: the audit schema is not exposed
--   (PostgREST serves `public` only) and no API role has INSERT, UPDATE, DELETE or TRUNCATE on
--   the table. Records are written only by the trigger function below, which runs as its owner
--   (security definer).
-- * Records are append-only even for SQL: an UPDATE, DELETE or TRUNCATE of the table raises.
--   Only the database owner can get around that, deliberately (ALTER TABLE … DISABLE TRIGGER),
--   e.g. to purge old records; the API has no such path.
--
-- What a record holds (one per row changed):
--   id           ascending, the order of the changes (changed_at can tie within a transaction)
--   changed_at   server time of the change (clock_timestamp())
--   shipment_id  the tracking number
--   action       'insert' | 'update' | 'delete' | 'restore' (public.restore_shipment)
--   actor_id     auth.uid() of the request, null without a signed-in user
--   actor        the JWT's e-mail claim; else its role ('service_role' for the service key);
--                else 'system' (no API request: migrations, seed, psql)
--   changes      {field: {"from": old, "to": new}}:
--                insert/restore: every column, "from" null;
--                delete: every column, "to" null (the whole row, which restore_shipment uses);
--                update: only the columns whose value changed, updated_at left out; history,
--                when entries were only appended (add_shipment_event, save_shipment's event),
--                as {"history": {"added": [entry, …]}} instead of the two arrays.
-- An UPDATE that changes nothing but updated_at writes no record. Shipments that existed
-- before this migration have no 'insert' record: the trail starts here.

create schema audit;
revoke all on schema audit from public;
grant usage on schema audit to authenticated, service_role;

create table audit.shipment_changes (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default clock_timestamp(),
  shipment_id text not null,
  action text not null,
  actor_id uuid,
  actor text not null,
  changes jsonb not null,
  constraint shipment_changes_action check (action in ('insert', 'update', 'delete', 'restore'))
);
comment on table audit.shipment_changes is
  'Every insert, update, delete and restore of public.shipments; append-only, written by trigger.';

-- One shipment's trail, newest first; restore_shipment's "latest delete".
create index shipment_changes_shipment_idx on audit.shipment_changes (shipment_id, id desc);

alter table audit.shipment_changes enable row level security;
create policy "staff read shipment changes" on audit.shipment_changes
  for select to authenticated using ((select private.is_staff()));
grant select on audit.shipment_changes to authenticated, service_role;

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit records cannot be changed or removed'
    using errcode = '42501', detail = 'audit_append_only';
end;
$$;
revoke execute on function private.refuse_audit_change() from public;

create trigger shipment_changes_append_only
  before update or delete on audit.shipment_changes
  for each row execute function private.refuse_audit_change();
create trigger shipment_changes_no_truncate
  before truncate on audit.shipment_changes
  for each statement execute function private.refuse_audit_change();

-- Security definer: the acting roles have no write privilege on the audit table.
create function private.record_shipment_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  claims constant jsonb := auth.jwt();
  shipment_id constant text := coalesce(new_row, old_row) ->> 'id';
  action text := lower(tg_op);
  diff jsonb;
  field text;
  kept integer;
begin
  if tg_op = 'INSERT'
     and current_setting('private.restoring_shipment', true) is not distinct from shipment_id then
    action := 'restore';
  end if;

  if tg_op = 'UPDATE' then
    diff := '{}';
    kept := jsonb_array_length(old_row -> 'history');
    for field in select jsonb_object_keys(new_row) loop
      continue when field = 'updated_at' or old_row -> field = new_row -> field;
      if field = 'history'
         and jsonb_array_length(new_row -> 'history') > kept
         and (select coalesce(jsonb_agg(entry order by n), '[]'::jsonb)
                from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
               where n <= kept) = old_row -> 'history' then
        diff := diff || jsonb_build_object('history', jsonb_build_object('added',
          (select jsonb_agg(entry order by n)
             from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
            where n > kept)));
      else
        diff := diff || jsonb_build_object(field,
          jsonb_build_object('from', old_row -> field, 'to', new_row -> field));
      end if;
    end loop;
    if diff = '{}'::jsonb then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(key, jsonb_build_object('from', null, 'to', value))
      into diff from jsonb_each(new_row);
  else
    select jsonb_object_agg(key, jsonb_build_object('from', value, 'to', null))
      into diff from jsonb_each(old_row);
  end if;

  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (shipment_id, action, auth.uid(),
          coalesce(claims ->> 'email', claims ->> 'role', 'system'), diff);
  return null;
end;
$$;
revoke execute on function private.record_shipment_change() from public;

create trigger shipments_audit
  after insert or update or delete on public.shipments
  for each row execute function private.record_shipment_change();

-- How the staff read the trail: functions rather than a view, so that the generated types are
-- exact (a view's columns all read as nullable, and a simple view gets Insert/Update types
-- although every write is refused). Security invoker: the table's RLS policy decides, so anyone
-- but staff gets no rows.

-- One shipment's trail, newest first: supabase.rpc('shipment_changes', { tracking_number }).
create function public.shipment_changes(tracking_number text)
returns table (
  id bigint,
  changed_at timestamptz,
  shipment_id text,
  action text,
  actor_id uuid,
  actor text,
  changes jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.changed_at, c.shipment_id, c.action, c.actor_id, c.actor, c.changes
    from audit.shipment_changes c
   where c.shipment_id = tracking_number
   order by c.id desc;
$$;
revoke execute on function public.shipment_changes(text) from public, anon;
grant execute on function public.shipment_changes(text) to authenticated, service_role;
comment on function public.shipment_changes(text) is
  'Audit trail of one shipment, newest first (staff only). changes: {field: {from, to}}, or {history: {added: [...]}} for appended route entries.';

-- Shipments deleted and not back (restore_shipment brings one back), latest delete first: what a
-- "deleted shipments" list shows long after the 10-second undo.
create function public.deleted_shipments()
returns table (
  tracking_number text,
  status text,
  shippername text,
  recipientname text,
  deleted_at timestamptz,
  deleted_by text)
language sql
stable
security invoker
set search_path = ''
as $$
  select d.shipment_id, d.changes -> 'status' ->> 'from', d.changes -> 'shippername' ->> 'from',
         d.changes -> 'recipientname' ->> 'from', d.changed_at, d.actor
    from (select distinct on (c.shipment_id) c.*
            from audit.shipment_changes c
           where c.action = 'delete'
           order by c.shipment_id, c.id desc) as d
   where not exists (select 1 from public.shipments s where s.id = d.shipment_id)
   order by d.id desc;
$$;
revoke execute on function public.deleted_shipments() from public, anon;
grant execute on function public.deleted_shipments() to authenticated, service_role;
comment on function public.deleted_shipments() is
  'Deleted shipments that were not restored since, latest delete first (staff only).';
