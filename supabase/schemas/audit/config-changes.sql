-- The settings' trail: every change of the info text, the tracking settings, the e-mail
-- settings and the transport request settings, with who made it. Each of those tables' files
-- creates its <table>_audit trigger calling private.record_config_change.

create table audit.config_changes (
  id bigint generated always as identity,
  changed_at timestamptz default clock_timestamp() not null,
  table_name text not null,
  row_key text,
  action text not null,
  actor_id uuid,
  actor text not null,
  changes jsonb not null,
  constraint config_changes_pkey primary key (id),
  constraint config_changes_action check (action in ('insert', 'update', 'delete')),
  constraint config_changes_table check (table_name in ('public.info_content', 'private.tracking_settings', 'private.email_settings', 'private.transport_request_settings', 'private.escrow_settings'))
);
alter table audit.config_changes enable row level security;
grant select on table audit.config_changes to service_role;
comment on table audit.config_changes is
  'Every insert, update and delete of the info text and the tracking settings; append-only, written by trigger.';

create function private.record_config_change()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  key_column constant text := tg_argv[0];
  diff jsonb;
begin
  diff := private.row_changes(old_row, new_row, '{updated_at}');
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;

  insert into audit.config_changes (table_name, row_key, action, actor_id, actor, changes)
  values (tg_table_schema || '.' || tg_table_name,
          coalesce(new_row, old_row) ->> key_column,
          lower(tg_op),
          auth.uid(),
          private.audit_actor(session_user::text),
          diff);
  return null;
end;
$$;
revoke execute on function private.record_config_change() from public;

create index config_changes_row_idx on audit.config_changes (table_name, row_key, id desc);

-- Never changed or removed (audit/append-only.sql).
create trigger config_changes_append_only
  before delete or update on audit.config_changes
  for each row
  execute function private.refuse_audit_change();

create trigger config_changes_no_truncate
  before truncate on audit.config_changes
  for each statement
  execute function private.refuse_audit_change();
