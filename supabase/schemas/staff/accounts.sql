-- Managing staff accounts (owners only): list, grant, change role, revoke, remove, and seal an
-- account that was removed so nothing of it is recognisable.

create function public.revoke_staff(user_id uuid)
returns boolean
language sql
set search_path to ''
as $$
  with removed as (
    delete from private.staff where staff.user_id = revoke_staff.user_id returning 1
  )
  select exists (select 1 from removed);
$$;
revoke execute on function public.revoke_staff(user_id uuid) from public, anon, authenticated;
comment on function public.revoke_staff(user_id uuid) is
  'Ends staff membership; true when the user was staff. service_role only.';

create function public.list_staff()
returns table(user_id uuid, since timestamptz, request_notices boolean, role text)
language sql
stable
set search_path to ''
as $$
  select staff.user_id, staff.created_at, private.wants_request_notices(staff), staff.role
    from private.staff order by staff.created_at, staff.user_id;
$$;
revoke execute on function public.list_staff() from public, anon, authenticated;
comment on function public.list_staff() is
  'The staff members (drivers too), since when, whether they get an e-mail for every new transport request, and their role (owner, staff or driver). service_role only.';

create function public.seal_removed_account(user_id uuid)
returns boolean
language plpgsql
security definer
set search_path to ''
as $$
begin
  if exists (select 1 from private.staff s where s.user_id = seal_removed_account.user_id) then
    raise exception 'the account is still staff: remove its staff rights first'
      using errcode = '55000', detail = 'still_staff';
  end if;
  update auth.users u set encrypted_password = ''
   where u.id = seal_removed_account.user_id;
  return found;
end;
$$;
revoke execute on function public.seal_removed_account(user_id uuid) from public, anon, authenticated;
comment on function public.seal_removed_account(user_id uuid) is
  'Takes a removed staff account''s password away, so sign-in answers as for an unknown address. service_role only.';

create function public.grant_staff(user_id uuid, role text default 'staff'::text)
returns void
language sql
set search_path to ''
as $$
  insert into private.staff (user_id, role) values (grant_staff.user_id, grant_staff.role)
  on conflict (user_id) do update set role = excluded.role
  where staff.role is distinct from excluded.role;
$$;
revoke execute on function public.grant_staff(user_id uuid, role text) from public, anon, authenticated;
comment on function public.grant_staff(user_id uuid, role text) is
  'Makes a user staff with the role given (owner, staff or driver; default staff). service_role only.';

create function private.staff_accounts()
returns table(user_id uuid, email text, role text, since timestamptz, last_sign_in_at timestamptz, state text, request_notices boolean)
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.refuse_non_owner();
  return query
    select a.user_id, a.email, a.role, a.since, a.last_sign_in_at, a.state, a.request_notices
      from (
        select s.user_id, u.email::text as email, s.role, s.created_at as since,
               u.last_sign_in_at,
               case when u.invited_at is not null
                     and (u.email_confirmed_at is null or u.last_sign_in_at is null)
                    then 'invited' else 'active' end as state,
               private.wants_request_notices(s) as request_notices
          from private.staff s
          join auth.users u on u.id = s.user_id
        union all
        -- Removed: the latest record of an account that is no longer staff is its removal.
        select r.target_id, u.email::text, r.changes -> 'role' ->> 'from',
               (r.changes -> 'created_at' ->> 'from')::timestamptz, u.last_sign_in_at, 'removed',
               null::boolean
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
returns table(user_id uuid, email text, role text, since timestamptz, last_sign_in_at timestamptz, state text, request_notices boolean)
language sql
stable
set search_path to ''
as $$
  select * from private.staff_accounts();
$$;
revoke execute on function public.staff_accounts() from public, anon;
comment on function public.staff_accounts() is
  'Every account that is or was staff (drivers included, role driver), with role, state (active, invited, removed) and whether it gets an e-mail for every new transport request (null for removed ones; false for drivers). Owners only.';

create function private.set_staff_role(user_id uuid, role text)
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
revoke execute on function private.set_staff_role(user_id uuid, role text) from public;
grant execute on function private.set_staff_role(user_id uuid, role text) to authenticated, service_role;
comment on function private.set_staff_role(user_id uuid, role text) is
  'Body of public.set_staff_role (security definer; owner check first).';

create function public.set_staff_role(user_id uuid, role text)
returns text
language sql
set search_path to ''
as $$
  select private.set_staff_role(user_id, role);
$$;
revoke execute on function public.set_staff_role(user_id uuid, role text) from public, anon;
comment on function public.set_staff_role(user_id uuid, role text) is
  'Gives a staff member the role owner, staff or driver; the last owner stays. Owners only.';

-- How long a removed staff member's account is banned: for good, about a hundred years, as the
-- staff CLI bans it through Auth (scripts/staff/remove-staff.ts's BAN_FOR_GOOD, compared with
-- this by tests/integration/staff-cli.test.ts).
create function private.removed_staff_ban()
returns interval
language sql
immutable
set search_path to ''
as $$
  select interval '876000 hours';
$$;
revoke execute on function private.removed_staff_ban() from public;

create function private.remove_staff(user_id uuid)
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
     set banned_until = now() + private.removed_staff_ban(),
         encrypted_password = '',
         updated_at = now()
   where u.id = remove_staff.user_id;
  delete from auth.refresh_tokens t where t.user_id = remove_staff.user_id::text;
end;
$$;
revoke execute on function private.remove_staff(user_id uuid) from public;
grant execute on function private.remove_staff(user_id uuid) to authenticated, service_role;
comment on function private.remove_staff(user_id uuid) is
  'Body of public.remove_staff (security definer; owner check first).';

create function public.remove_staff(user_id uuid)
returns void
language sql
set search_path to ''
as $$
  select private.remove_staff(user_id);
$$;
revoke execute on function public.remove_staff(user_id uuid) from public, anon;
comment on function public.remove_staff(user_id uuid) is
  'Removes a staff member: rights end, banned, signed out everywhere, password taken away; the account stays. Owners only.';
