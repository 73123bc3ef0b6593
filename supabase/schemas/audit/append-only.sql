-- What every audit trail shares: rows are never changed or removed, and who acted is read
-- from the request.

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path to ''
as $$
begin
  raise exception 'audit records cannot be changed or removed'
    using errcode = '42501', detail = 'audit_append_only';
end;
$$;
revoke execute on function private.refuse_audit_change() from public;

create function private.audit_actor(fallback text)
returns text
language sql
stable
set search_path to ''
as $$
  select coalesce(nullif(current_setting('private.audit_actor', true), ''),
                  auth.jwt() ->> 'email', auth.jwt() ->> 'role', fallback);
$$;
comment on function private.audit_actor(fallback text) is
  'Who made a change, for the audit trails: a name the database itself set for this transaction (private.audit_actor, e.g. ''unsubscribe link'', 20261125160000), else the JWT''s e-mail, else its role, else fallback.';

create function private.audit_actor()
returns text
language sql
stable
set search_path to ''
as $$
  select private.audit_actor('system');
$$;
revoke execute on function private.audit_actor() from public;
