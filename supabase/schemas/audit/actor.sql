-- Who made a change, for every audit trail: a name the database set for this transaction, else
-- the caller's JWT, so a change made by a link, a worker or a person is told apart.

-- plpgsql, not sql: it keeps its plan between transactions (README, "The database's wanted state").
create function private.audit_actor(fallback text)
returns text
language plpgsql
stable
set search_path to ''
as $$
begin
  return coalesce(nullif(current_setting('private.audit_actor', true), ''),
                  auth.jwt() ->> 'email', auth.jwt() ->> 'role', fallback);
end;
$$;
comment on function private.audit_actor(fallback text) is
  'Who made a change, for the audit trails: a name the database itself set for this transaction (private.audit_actor, e.g. ''unsubscribe link'', 20261125160000), else the JWT''s e-mail, else its role, else fallback.';

create function private.audit_actor()
returns text
language plpgsql
stable
set search_path to ''
as $$
begin
  return private.audit_actor('system');
end;
$$;
revoke execute on function private.audit_actor() from public;
