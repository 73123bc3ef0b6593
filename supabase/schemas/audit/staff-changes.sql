-- The staff trail: every account granted, re-roled, revoked or removed, every change of its
-- request notices, and every invitation or password reset sent, with who did it.

create table audit.staff_changes (
  id bigint generated always as identity,
  changed_at timestamptz default clock_timestamp() not null,
  action text not null,
  target_id uuid,
  target_email text,
  actor_id uuid,
  actor text not null,
  changes jsonb not null,
  constraint staff_changes_pkey primary key (id),
  constraint staff_changes_action check (action in ('grant', 'set_role', 'set_request_notices', 'revoke', 'remove', 'invite', 'resend_invite', 'withdraw_invite', 'reset_password'))
);
alter table audit.staff_changes enable row level security;
grant select on table audit.staff_changes to service_role;
comment on table audit.staff_changes is
  'Every change of staff membership and role, with the acting account; append-only, written by trigger.';

create function private.record_staff_change()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  target constant uuid := (coalesce(new_row, old_row) ->> 'user_id')::uuid;
  diff jsonb;
begin
  diff := private.row_changes(old_row, new_row);
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;

  insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
  values (case tg_op
            when 'INSERT' then 'grant'
            when 'UPDATE' then case when diff ? 'role' then 'set_role' else 'set_request_notices' end
            else coalesce(nullif(current_setting('app.staff_action', true), ''), 'revoke')
          end,
          target,
          (select u.email from auth.users u where u.id = target),
          auth.uid(),
          private.audit_actor(session_user::text),
          diff);
  return null;
end;
$$;
revoke execute on function private.record_staff_change() from public;

create index staff_changes_target_idx on audit.staff_changes (target_id, id desc);

-- Never changed or removed (audit/append-only.sql).
create trigger staff_changes_append_only
  before delete or update on audit.staff_changes
  for each row
  execute function private.refuse_audit_change();

create trigger staff_changes_no_truncate
  before truncate on audit.staff_changes
  for each statement
  execute function private.refuse_audit_change();

create trigger staff_audit
  after insert or delete or update on private.staff
  for each row
  execute function private.record_staff_change();
