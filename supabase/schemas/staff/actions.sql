-- Staff actions that go through Auth (invitations, password resets): authorised before the
-- e-mail is sent and written to the staff trail after it was.

create function private.authorize_staff_action(
  action text,
  user_id uuid default null,
  email text default null,
  role text default null
)
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
revoke execute on function private.authorize_staff_action(action text, user_id uuid, email text, role text) from public;
grant execute on function private.authorize_staff_action(action text, user_id uuid, email text, role text) to authenticated, service_role;
comment on function private.authorize_staff_action(action text, user_id uuid, email text, role text) is
  'Body of public.authorize_staff_action (security definer; owner check first).';

create function public.authorize_staff_action(
  action text,
  user_id uuid default null,
  email text default null,
  role text default null
)
returns table(target_user_id uuid, target_email text, target_role text)
language sql
set search_path to ''
as $$
  select * from private.authorize_staff_action(action, user_id, email, role);
$$;
revoke execute on function public.authorize_staff_action(action text, user_id uuid, email text, role text) from public, anon;
comment on function public.authorize_staff_action(action text, user_id uuid, email text, role text) is
  'Checks that the caller is an owner and may do this to the target; for the staff-admin Edge Function, which audits the action once it happened (public.record_staff_action). Owners only.';

create function private.record_staff_action(action text, user_id uuid, role text default null)
returns void
language plpgsql
security definer
set search_path to ''
as $$
declare
  target record;
begin
  perform private.refuse_non_owner();
  if record_staff_action.action not in ('invite', 'resend_invite', 'reset_password') then
    raise exception 'unknown action' using errcode = '22023', detail = 'invalid_action';
  end if;
  -- An invitation's e-mail stamps confirmation_sent_at, a reset's recovery_sent_at.
  select u.id, u.email::text as email,
         case when record_staff_action.action = 'reset_password' then u.recovery_sent_at
              else u.confirmation_sent_at end as sent_at
    into target
    from auth.users u
   where u.id = record_staff_action.user_id;
  if not found or target.sent_at is null or target.sent_at < now() - interval '5 minutes' then
    raise exception 'Auth sent no such e-mail to this account just now'
      using errcode = 'PT409', detail = 'not_sent';
  end if;
  insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
  values (record_staff_action.action, target.id, target.email, auth.uid(), private.audit_actor(),
          case when record_staff_action.action = 'invite'
               then jsonb_build_object('role', jsonb_build_object('from', null, 'to', record_staff_action.role))
               else '{}'::jsonb end);
end;
$$;
revoke execute on function private.record_staff_action(action text, user_id uuid, role text) from public;
grant execute on function private.record_staff_action(action text, user_id uuid, role text) to authenticated, service_role;
comment on function private.record_staff_action(action text, user_id uuid, role text) is
  'Body of public.record_staff_action (security definer; owner check first).';

create function public.record_staff_action(action text, user_id uuid, role text default null)
returns void
language sql
set search_path to ''
as $$
  select private.record_staff_action(action, user_id, role);
$$;
revoke execute on function public.record_staff_action(action text, user_id uuid, role text) from public, anon;
comment on function public.record_staff_action(action text, user_id uuid, role text) is
  'Audits an invitation, a resent invitation or a password reset once Auth has sent its e-mail; for the staff-admin Edge Function. Owners only.';
