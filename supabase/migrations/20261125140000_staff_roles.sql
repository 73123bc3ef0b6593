-- Staff roles and the owner's staff screen (issue #25, item 4; DECISIONS 21).
--
-- Every staff member has a role, 'owner' or 'staff' (private.staff.role, default 'staff').
-- Only an owner manages staff, and the database decides: the functions below check
-- private.is_owner() first, so a staff member, a customer and service_role get 42501 whatever
-- they send, and anon has no EXECUTE (also 42501). The first owner comes from
-- `npm run staff -- add --owner …` (grant_staff's new `role` argument); the local demo account
-- is an owner (supabase/seed.sql).
--
-- The last owner cannot be removed or demoted: a trigger on private.staff refuses any update or
-- delete that would leave no owner who can sign in (confirmed, not banned), whoever makes it —
-- these functions, the CLI's revoke_staff, or SQL. Two owners demoting each other at the same
-- moment: the trigger takes one transaction-scoped advisory lock before it counts, and counts
-- with a fresh snapshot (READ COMMITTED, as PostgREST runs), so the second sees the first's
-- committed change and is refused; exactly one succeeds, without a deadlock.
--
-- Every change of private.staff lands in audit.staff_changes (trigger, same transaction, like
-- audit.config_changes of 20261125110100): who (actor_id, actor), when, what (action, changes),
-- whom (target_id, target_email as it was then).
--
-- The functions (public: security invoker wrappers; bodies in private, security definer, owner
-- check first, as 20261125110000 does it; splinter 0028/0029):
--   is_owner()                    whether the caller is an owner (the admin nav asks)
--   staff_accounts()              every account that is or was staff: e-mail, role, since, last
--                                 sign-in, state 'active' | 'invited' | 'removed'
--   set_staff_role(user_id, role) 'owner' or 'staff'
--   authorize_staff_action(action, user_id, email, role)
--                                 for the Edge Function staff-admin, called AS THE CALLER before
--                                 it uses the service key: checks owner and the target, records
--                                 the audit entry, answers the address to write to.
--                                 'invite' (email, role): no account with that address yet;
--                                 'resend_invite' / 'withdraw_invite' (user_id): an invited staff
--                                 account (withdraw also ends its staff row here);
--                                 'reset_password' (user_id): an active staff account.
--   remove_staff(user_id)         what `npm run staff -- remove` does, in one transaction:
--                                 rights end (row deleted: every policy asks is_staff() on each
--                                 request), the account is banned, its refresh tokens deleted
--                                 (no session can be renewed: signed out everywhere within the
--                                 hour an access token lives, and that token already carries no
--                                 staff rights) and its password taken away (sign-in answers as
--                                 for an unknown address, 20261125130100). The account stays.
--                                 auth.sessions rows stay: on hosted projects `postgres` may only
--                                 read that table (supabase/local/sql/auth-schema.sql), while
--                                 auth.users and auth.refresh_tokens it may write.
-- Errors (PostgREST puts the code in `code`, the detail in `details`):
--   42501  not an owner (HTTP 403; anon 401)
--   22023  invalid argument: detail 'invalid_role' | 'missing_user_id' | 'invalid_email' |
--          'invalid_action'
--   23505  an account with that address exists already (detail 'account_exists')
--   PT409  the account is not in the state the action needs (detail 'not_invited' | 'not_active')
--   PT404  the account is not staff (HTTP 404, detail 'not_staff')
--   PT409  it would leave no owner (HTTP 409, detail 'last_owner'); nothing changed

-- ---------------------------------------------------------------------------------------------
-- The role.
-- ---------------------------------------------------------------------------------------------
alter table private.staff
  add column role text not null default 'staff',
  add constraint staff_role check (role in ('owner', 'staff'));
comment on column private.staff.role is
  'owner: manages staff (DECISIONS 21); staff: everything else of the staff area.';
grant update (role) on private.staff to service_role;

create function private.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_staff())
     and exists (select 1 from private.staff
                  where user_id = (select auth.uid()) and role = 'owner');
$$;
revoke execute on function private.is_owner() from public;
grant execute on function private.is_owner() to anon, authenticated, service_role;
comment on function private.is_owner() is
  'Whether the caller is a staff member with the owner role, on a live session.';

create function public.is_owner()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_owner();
$$;
revoke execute on function public.is_owner() from public, anon;
grant execute on function public.is_owner() to authenticated;
comment on function public.is_owner() is 'Whether the calling user is an owner.';

-- grant_staff gets the role; calls without it (the CLI's add, tests) still make 'staff'.
drop function public.grant_staff(uuid);
create function public.grant_staff(user_id uuid, role text default 'staff')
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into private.staff (user_id, role) values (grant_staff.user_id, grant_staff.role)
  on conflict (user_id) do update set role = excluded.role
  where staff.role is distinct from excluded.role;
$$;
revoke execute on function public.grant_staff(uuid, text) from public, anon, authenticated;
grant execute on function public.grant_staff(uuid, text) to service_role;
comment on function public.grant_staff(uuid, text) is
  'Makes a user staff with the role given (owner or staff; default staff). service_role only.';

-- ---------------------------------------------------------------------------------------------
-- The audit trail.
-- ---------------------------------------------------------------------------------------------
create table audit.staff_changes (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default clock_timestamp(),
  action text not null,
  -- Null only for an invitation, recorded before the account exists.
  target_id uuid,
  target_email text,
  actor_id uuid,
  actor text not null,
  changes jsonb not null,
  constraint staff_changes_action check (action in (
    'grant', 'set_role', 'revoke', 'remove',
    'invite', 'resend_invite', 'withdraw_invite', 'reset_password'))
);
comment on table audit.staff_changes is
  'Every change of staff membership and role, with the acting account; append-only, written by trigger.';
create index staff_changes_target_idx on audit.staff_changes (target_id, id desc);

alter table audit.staff_changes enable row level security;
revoke all on audit.staff_changes from anon, authenticated;
grant select on audit.staff_changes to service_role;

create trigger staff_changes_append_only
  before update or delete on audit.staff_changes
  for each row execute function private.refuse_audit_change();
create trigger staff_changes_no_truncate
  before truncate on audit.staff_changes
  for each statement execute function private.refuse_audit_change();

-- Security definer: the acting roles have no privilege on the audit table or auth.users.
-- remove_staff names its delete 'remove' through a transaction-local setting; any other delete
-- (the CLI's revoke_staff, SQL) is a 'revoke'.
create function private.record_staff_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  target constant uuid := (coalesce(new_row, old_row) ->> 'user_id')::uuid;
  diff jsonb;
begin
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', old_row -> n.key, 'to', n.value)),
                    '{}'::jsonb)
      into diff
      from jsonb_each(new_row) as n
     where n.value is distinct from old_row -> n.key;
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

  insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
  values (case tg_op
            when 'INSERT' then 'grant'
            when 'UPDATE' then 'set_role'
            else coalesce(nullif(current_setting('app.staff_action', true), ''), 'revoke')
          end,
          target,
          (select u.email from auth.users u where u.id = target),
          auth.uid(),
          coalesce(auth.jwt() ->> 'email', auth.jwt() ->> 'role', session_user::text),
          diff);
  return null;
end;
$$;
revoke execute on function private.record_staff_change() from public;

create trigger staff_audit
  after insert or update or delete on private.staff
  for each row execute function private.record_staff_change();

-- ---------------------------------------------------------------------------------------------
-- The last owner stays.
-- ---------------------------------------------------------------------------------------------
-- An owner "who can sign in": e-mail confirmed (an invitation not yet taken up does not count)
-- and not banned. Volatile on purpose: each statement of it sees what other transactions
-- committed before it started, after the lock below was granted.
create function private.refuse_losing_last_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'owner' or (tg_op = 'UPDATE' and new.role = 'owner') then
    return null;
  end if;
  -- One lock for every owner change, held to commit.
  perform pg_advisory_xact_lock(hashtext('private.staff last owner'));
  if not exists (
    select 1 from private.staff s join auth.users u on u.id = s.user_id
     where s.role = 'owner'
       and u.email_confirmed_at is not null
       and (u.banned_until is null or u.banned_until <= now())
  ) then
    raise exception 'the last owner cannot be removed or demoted'
      using errcode = 'PT409', detail = 'last_owner',
            hint = 'Make another account an owner first.';
  end if;
  return null;
end;
$$;
revoke execute on function private.refuse_losing_last_owner() from public;

create trigger staff_keep_an_owner
  after update or delete on private.staff
  for each row execute function private.refuse_losing_last_owner();

-- The demo account of the local stack becomes an owner in supabase/seed.sql; on a hosted
-- project, every existing staff member stays 'staff' until `npm run staff -- add --owner`
-- (or SQL) names the first owner.

-- ---------------------------------------------------------------------------------------------
-- The owner's functions.
-- ---------------------------------------------------------------------------------------------
create function private.refuse_non_owner()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_owner()) then
    raise exception 'only an owner may manage staff' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.refuse_non_owner() from public;

create function private.staff_accounts()
returns table (
  user_id uuid,
  email text,
  role text,
  since timestamptz,
  last_sign_in_at timestamptz,
  state text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.refuse_non_owner();
  return query
    select a.user_id, a.email, a.role, a.since, a.last_sign_in_at, a.state
      from (
        select s.user_id, u.email::text as email, s.role, s.created_at as since,
               u.last_sign_in_at,
               case when u.invited_at is not null
                     and (u.email_confirmed_at is null or u.last_sign_in_at is null)
                    then 'invited' else 'active' end as state
          from private.staff s
          join auth.users u on u.id = s.user_id
        union all
        -- Removed: the latest record of an account that is no longer staff is its removal.
        select r.target_id, u.email::text, r.changes -> 'role' ->> 'from',
               (r.changes -> 'created_at' ->> 'from')::timestamptz, u.last_sign_in_at, 'removed'
          from (select distinct on (c.target_id) c.target_id, c.action, c.changes
                  from audit.staff_changes c
                 order by c.target_id, c.id desc) r
          join auth.users u on u.id = r.target_id
         where r.action in ('revoke', 'remove')
           and not exists (select 1 from private.staff s where s.user_id = r.target_id)
      ) a
     order by a.state = 'removed', a.since, a.email;
end;
$$;
revoke execute on function private.staff_accounts() from public;
grant execute on function private.staff_accounts() to authenticated, service_role;
comment on function private.staff_accounts() is
  'Body of public.staff_accounts (security definer; owner check first).';

create function public.staff_accounts()
returns table (
  user_id uuid,
  email text,
  role text,
  since timestamptz,
  last_sign_in_at timestamptz,
  state text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.staff_accounts();
$$;
revoke execute on function public.staff_accounts() from public, anon;
grant execute on function public.staff_accounts() to authenticated, service_role;
comment on function public.staff_accounts() is
  'Every account that is or was staff, with role and state (active, invited, removed). Owners only.';

create function private.set_staff_role(user_id uuid, role text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.refuse_non_owner();
  if set_staff_role.user_id is null then
    raise exception 'user_id is required' using errcode = '22023', detail = 'missing_user_id';
  end if;
  if set_staff_role.role is null or set_staff_role.role not in ('owner', 'staff') then
    raise exception 'role must be owner or staff' using errcode = '22023', detail = 'invalid_role';
  end if;
  update private.staff s set role = set_staff_role.role where s.user_id = set_staff_role.user_id;
  if not found then
    raise exception 'the account is not staff' using errcode = 'PT404', detail = 'not_staff';
  end if;
  return set_staff_role.role;
end;
$$;
revoke execute on function private.set_staff_role(uuid, text) from public;
grant execute on function private.set_staff_role(uuid, text) to authenticated, service_role;
comment on function private.set_staff_role(uuid, text) is
  'Body of public.set_staff_role (security definer; owner check first).';

create function public.set_staff_role(user_id uuid, role text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.set_staff_role(user_id, role);
$$;
revoke execute on function public.set_staff_role(uuid, text) from public, anon;
grant execute on function public.set_staff_role(uuid, text) to authenticated, service_role;
comment on function public.set_staff_role(uuid, text) is
  'Gives a staff member the role owner or staff; the last owner stays. Owners only.';

-- Ban for good: about a hundred years, as the CLI's BAN_FOR_GOOD ('876000h').
create function private.remove_staff(user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.refuse_non_owner();
  if remove_staff.user_id is null then
    raise exception 'user_id is required' using errcode = '22023', detail = 'missing_user_id';
  end if;
  perform set_config('app.staff_action', 'remove', true);
  delete from private.staff s where s.user_id = remove_staff.user_id;
  if not found then
    raise exception 'the account is not staff' using errcode = 'PT404', detail = 'not_staff';
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
revoke execute on function private.remove_staff(uuid) from public;
grant execute on function private.remove_staff(uuid) to authenticated, service_role;
comment on function private.remove_staff(uuid) is
  'Body of public.remove_staff (security definer; owner check first).';

create function public.remove_staff(user_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.remove_staff(user_id);
$$;
revoke execute on function public.remove_staff(uuid) from public, anon;
grant execute on function public.remove_staff(uuid) to authenticated, service_role;
comment on function public.remove_staff(uuid) is
  'Removes a staff member: rights end, banned, signed out everywhere, password taken away; the account stays. Owners only.';

-- ---------------------------------------------------------------------------------------------
-- The actions that need the Auth admin API (staff-admin Edge Function): the database decides.
-- ---------------------------------------------------------------------------------------------
create function private.authorize_staff_action(
  action text, user_id uuid default null, email text default null, role text default null)
returns table (target_user_id uuid, target_email text, target_role text)
language plpgsql
volatile
security definer
set search_path = ''
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
    if authorize_staff_action.role is null or authorize_staff_action.role not in ('owner', 'staff') then
      raise exception 'role must be owner or staff' using errcode = '22023', detail = 'invalid_role';
    end if;
    -- Also a pending invitation: that one is resent ('resend_invite'), not invited twice.
    if exists (select 1 from auth.users u where lower(u.email) = address) then
      raise exception 'an account with this address exists' using errcode = '23505', detail = 'account_exists';
    end if;
    insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
    values ('invite', null, address, auth.uid(), auth.jwt() ->> 'email',
            jsonb_build_object('role', jsonb_build_object('from', null, 'to', authorize_staff_action.role)));
    return query select null::uuid, address, authorize_staff_action.role;
    return;
  end if;

  if authorize_staff_action.action not in ('resend_invite', 'withdraw_invite', 'reset_password') then
    raise exception 'unknown action' using errcode = '22023', detail = 'invalid_action';
  end if;
  if authorize_staff_action.user_id is null then
    raise exception 'user_id is required' using errcode = '22023', detail = 'missing_user_id';
  end if;
  select s.user_id, s.role, u.email::text as email,
         (u.invited_at is not null and (u.email_confirmed_at is null or u.last_sign_in_at is null))
           as invited
    into target
    from private.staff s join auth.users u on u.id = s.user_id
   where s.user_id = authorize_staff_action.user_id
     for update of s;
  if not found then
    raise exception 'the account is not staff' using errcode = 'PT404', detail = 'not_staff';
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
  else
    insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
    values (authorize_staff_action.action, target.user_id, target.email, auth.uid(),
            auth.jwt() ->> 'email', '{}'::jsonb);
  end if;
  return query select target.user_id, target.email, target.role;
end;
$$;
revoke execute on function private.authorize_staff_action(text, uuid, text, text) from public;
grant execute on function private.authorize_staff_action(text, uuid, text, text)
  to authenticated, service_role;
comment on function private.authorize_staff_action(text, uuid, text, text) is
  'Body of public.authorize_staff_action (security definer; owner check first).';

create function public.authorize_staff_action(
  action text, user_id uuid default null, email text default null, role text default null)
returns table (target_user_id uuid, target_email text, target_role text)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.authorize_staff_action(action, user_id, email, role);
$$;
revoke execute on function public.authorize_staff_action(text, uuid, text, text) from public, anon;
grant execute on function public.authorize_staff_action(text, uuid, text, text)
  to authenticated, service_role;
comment on function public.authorize_staff_action(text, uuid, text, text) is
  'Checks that the caller is an owner and may do this to the target, and audits it; for the staff-admin Edge Function. Owners only.';
