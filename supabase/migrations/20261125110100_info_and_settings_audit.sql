-- Audit trail of the info text and the tracking settings (issue #30, finding 10).
--
-- Shipments have had their trail since 20261123130100 (audit.shipment_changes). The customer
-- info text (public.info_content, written by staff through save_info_content) and the owner's
-- tracking settings (private.tracking_settings, changed with SQL: README "Tracking privacy")
-- changed without a trace. Now every insert, update and delete of a row of either is recorded
-- by a trigger in audit.config_changes, in the same transaction as the change, whoever makes it
-- and however (API functions, the SQL editor, migrations).
--
-- What a record holds (one per row changed):
--   id          ascending, the order of the changes
--   changed_at  server time of the change (clock_timestamp())
--   table_name  'public.info_content' or 'private.tracking_settings'
--   row_key     which row: the language of an info text; null for the one settings row
--   action      'insert' | 'update' | 'delete'
--   actor_id    auth.uid() of the request, null without a signed-in user
--   actor       the JWT's e-mail claim; else its role ('service_role'); else the database user
--               of the session (session_user: 'postgres' in the SQL editor and migrations), so a
--               change made with SQL says who made it rather than 'system'
--   changes     {column: {"from": old, "to": new}}: every column for insert ("from" null) and
--               delete ("to" null); for update only the columns whose value changed, the info
--               text's version (updated_at) left out. An update that changes nothing but the
--               version writes no record.
--
-- Who may do what: nobody writes the table through the API, service_role included (only the
-- trigger function, security definer, inserts); records are append-only even for SQL (the
-- triggers of 20261123130100 refuse UPDATE, DELETE and TRUNCATE). Reading: service_role and
-- SQL; no staff screen shows it yet, so anon and authenticated get nothing.

create table audit.config_changes (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default clock_timestamp(),
  table_name text not null,
  row_key text,
  action text not null,
  actor_id uuid,
  actor text not null,
  changes jsonb not null,
  constraint config_changes_table check (
    table_name in ('public.info_content', 'private.tracking_settings')),
  constraint config_changes_action check (action in ('insert', 'update', 'delete'))
);
comment on table audit.config_changes is
  'Every insert, update and delete of the info text and the tracking settings; append-only, written by trigger.';
create index config_changes_row_idx on audit.config_changes (table_name, row_key, id desc);

alter table audit.config_changes enable row level security;
revoke all on audit.config_changes from anon, authenticated;
grant select on audit.config_changes to service_role;

create trigger config_changes_append_only
  before update or delete on audit.config_changes
  for each row execute function private.refuse_audit_change();
create trigger config_changes_no_truncate
  before truncate on audit.config_changes
  for each statement execute function private.refuse_audit_change();

-- Security definer: the acting roles have no privilege on the audit table. The trigger's
-- argument names the column that says which row it is (none: a one-row table).
create function private.record_config_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  key_column constant text := tg_argv[0];
  diff jsonb;
begin
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', old_row -> n.key, 'to', n.value)),
                    '{}'::jsonb)
      into diff
      from jsonb_each(new_row) as n
     where n.key <> 'updated_at' and n.value is distinct from old_row -> n.key;
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

  insert into audit.config_changes (table_name, row_key, action, actor_id, actor, changes)
  values (tg_table_schema || '.' || tg_table_name,
          coalesce(new_row, old_row) ->> key_column,
          lower(tg_op),
          auth.uid(),
          coalesce(auth.jwt() ->> 'email', auth.jwt() ->> 'role', session_user::text),
          diff);
  return null;
end;
$$;
revoke execute on function private.record_config_change() from public;

create trigger info_content_audit
  after insert or update or delete on public.info_content
  for each row execute function private.record_config_change('lang');

create trigger tracking_settings_audit
  after insert or update or delete on private.tracking_settings
  for each row execute function private.record_config_change();
