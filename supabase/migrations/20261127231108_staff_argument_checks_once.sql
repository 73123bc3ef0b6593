-- Staff management's answers about its arguments written once (issue #35, duplicates D22):
-- "user_id is required" stood in set_staff_role, remove_staff and authorize_staff_action, "the
-- account is not staff" in the same three, "role must be owner or staff" in set_staff_role and
-- authorize_staff_action. Same codes, details and messages, raised from one function each.

set check_function_bodies = off;

create or replace function private.raise_not_staff()
returns void
language plpgsql
set search_path to ''
as $$
begin
  raise exception 'the account is not staff' using errcode = 'PT404', detail = 'not_staff';
end;
$$;

create or replace function private.require_staff_role(role text)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if role is null or role not in ('owner', 'staff') then
    raise exception 'role must be owner or staff' using errcode = '22023', detail = 'invalid_role';
  end if;
end;
$$;

create or replace function private.require_user_id(user_id uuid)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if user_id is null then
    raise exception 'user_id is required' using errcode = '22023', detail = 'missing_user_id';
  end if;
end;
$$;

create or replace function private.authorize_staff_action(action text, user_id uuid default null::uuid, email text default null::text, role text default null::text)
returns table(target_user_id uuid, target_email text, target_role text)
language plpgsql
security definer
set search_path to ''
as $$
declare
  address text;
  target record;
begin
  perform private.refuse_non_owner();
  if authorize_staff_action.action = 'invite' then
    -- One line, one address, of the length SMTP allows: nothing to smuggle into a header.
    address := lower(btrim(authorize_staff_action.email));
    if address is null or length(address) > 254
       or address !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$' then
      raise exception 'not an e-mail address' using errcode = '22023', detail = 'invalid_email';
    end if;
    perform private.require_staff_role(authorize_staff_action.role);
    -- Also a pending invitation: that one is resent ('resend_invite'), not invited twice.
    if exists (select 1 from auth.users u where lower(u.email) = address) then
      raise exception 'an account with this address exists' using errcode = '23505', detail = 'account_exists';
    end if;
    return query select null::uuid, address, authorize_staff_action.role;
    return;
  end if;

  if authorize_staff_action.action not in ('resend_invite', 'withdraw_invite', 'reset_password') then
    raise exception 'unknown action' using errcode = '22023', detail = 'invalid_action';
  end if;
  perform private.require_user_id(authorize_staff_action.user_id);
  select s.user_id, s.role, u.email::text as email,
         (u.invited_at is not null and (u.email_confirmed_at is null or u.last_sign_in_at is null))
           as invited
    into target
    from private.staff s join auth.users u on u.id = s.user_id
   where s.user_id = authorize_staff_action.user_id
     for update of s;
  if not found then
    perform private.raise_not_staff();
  end if;
  if authorize_staff_action.action in ('resend_invite', 'withdraw_invite') and not target.invited then
    raise exception 'the account has no pending invitation' using errcode = 'PT409', detail = 'not_invited';
  end if;
  if authorize_staff_action.action = 'reset_password' and target.invited then
    raise exception 'the account has not taken up its invitation' using errcode = 'PT409', detail = 'not_active';
  end if;

  if authorize_staff_action.action = 'withdraw_invite' then
    perform set_config('app.staff_action', 'withdraw_invite', true);
    delete from private.staff s where s.user_id = target.user_id;
    perform set_config('app.staff_action', '', true);
  end if;
  return query select target.user_id, target.email, target.role;
end;
$$;

create or replace function private.remove_staff(user_id uuid)
returns void
language plpgsql
security definer
set search_path to ''
as $$
begin
  perform private.refuse_non_owner();
  perform private.require_user_id(remove_staff.user_id);
  perform set_config('app.staff_action', 'remove', true);
  delete from private.staff s where s.user_id = remove_staff.user_id;
  if not found then
    perform private.raise_not_staff();
  end if;
  perform set_config('app.staff_action', '', true);
  update auth.users u
     set banned_until = now() + interval '876000 hours',
         encrypted_password = '',
         updated_at = now()
   where u.id = remove_staff.user_id;
  delete from auth.refresh_tokens t where t.user_id = remove_staff.user_id::text;
end;
$$;

create or replace function private.set_staff_role(user_id uuid, role text)
returns text
language plpgsql
security definer
set search_path to ''
as $$
begin
  perform private.refuse_non_owner();
  perform private.require_user_id(set_staff_role.user_id);
  perform private.require_staff_role(set_staff_role.role);
  update private.staff s set role = set_staff_role.role where s.user_id = set_staff_role.user_id;
  if not found then
    perform private.raise_not_staff();
  end if;
  return set_staff_role.role;
end;
$$;

revoke execute on function private.raise_not_staff() from public;

revoke execute on function private.require_staff_role(text) from public;

revoke execute on function private.require_user_id(uuid) from public;
