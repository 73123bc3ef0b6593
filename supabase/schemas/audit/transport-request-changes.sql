-- The transport requests' trail: every insert, update and delete (trigger
-- transport_requests_audit, requests/table.sql), with who did it; staff read it. The retention
-- purge keeps only each record's skeleton (retention/transport-requests.sql).

create table audit.transport_request_changes (
  id bigint generated always as identity,
  changed_at timestamptz default clock_timestamp() not null,
  request_id uuid not null,
  action text not null,
  actor_id uuid,
  actor text not null,
  changes jsonb not null,
  purged_at timestamptz,
  constraint transport_request_changes_pkey primary key (id),
  constraint transport_request_changes_action check (action in ('insert', 'update', 'delete'))
);
alter table audit.transport_request_changes enable row level security;
grant select on table audit.transport_request_changes to authenticated, service_role;
comment on table audit.transport_request_changes is
  'Every insert, update and delete of public.transport_requests; append-only. changes: {column: {from, to}}.';
comment on column audit.transport_request_changes.purged_at is
  'Set by private.purge_expired_transport_requests when the personal data of this record was removed.';

-- What the trail keeps of a purged request: that it existed, under which reference and status.
create function private.transport_request_skeleton(changes jsonb)
returns jsonb
language sql
immutable
set search_path to ''
as $$
  select coalesce((select jsonb_object_agg(f.key, f.value)
                     from jsonb_each(changes) as f
                    where f.key in ('id', 'reference', 'status', 'created_at')),
                  '{}'::jsonb);
$$;
revoke execute on function private.transport_request_skeleton(changes jsonb) from public;

create function private.record_transport_request_change()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  diff jsonb;
begin
  diff := private.row_changes(old_row, new_row, '{updated_at}');
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;
  -- The retention purge's delete records only that the request existed.
  if tg_op = 'DELETE'
     and current_setting('private.purging_transport_requests', true) = 'on' then
    diff := private.transport_request_skeleton(diff);
  end if;

  insert into audit.transport_request_changes (request_id, action, actor_id, actor, changes)
  values ((coalesce(new_row, old_row) ->> 'id')::uuid, lower(tg_op), auth.uid(),
          private.audit_actor(), diff);
  return null;
end;
$$;
revoke execute on function private.record_transport_request_change() from public;

create index transport_request_changes_request_idx on audit.transport_request_changes (request_id, id desc);

create policy "staff read transport request changes" on audit.transport_request_changes
  for select to authenticated
  using (( select private.is_staff() as is_staff));

-- Never changed or removed (audit/append-only.sql).
create trigger transport_request_changes_append_only
  before delete or update on audit.transport_request_changes
  for each row
  execute function private.refuse_audit_change();

create trigger transport_request_changes_no_truncate
  before truncate on audit.transport_request_changes
  for each statement
  execute function private.refuse_audit_change();
