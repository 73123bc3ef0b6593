-- Who is staff, and with which role (owner or staff, DECISIONS 21; driver, issue #52), and who
-- may do what: the checks every policy and function calls, so the rule "a live session of a staff
-- account" is written once. A driver has a row here (invited and removed like staff) but is not
-- staff anywhere: is_staff() is true for owners and staff only. Rows are written only through the
-- staff functions (staff/accounts.sql); the last owner can never go.

create table private.staff (
  user_id uuid,
  created_at timestamptz default now() not null,
  role text default 'staff' not null,
  request_notices boolean,
  constraint staff_pkey primary key (user_id),
  constraint staff_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade,
  constraint staff_role check (role in ('owner', 'staff', 'driver'))
);
alter table private.staff enable row level security;
grant insert, select, delete on table private.staff to service_role;
grant update (role) on table private.staff to service_role;
comment on column private.staff.role is
  'owner: manages staff (DECISIONS 21); staff: everything else of the staff area; driver: only the shipments assigned to them (driver_shipments, submit_shipment_report), never the staff area.';
comment on column private.staff.request_notices is
  'Whether the account gets an e-mail for every new transport request; null: its role''s default (owners yes, staff no). Never a driver.';

create function private.refuse_losing_last_owner()
returns trigger
language plpgsql
security definer
set search_path to ''
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
  after delete or update on private.staff
  for each row
  execute function private.refuse_losing_last_owner();

-- Whether the account hears of every new transport request (requests/submit.sql).
create function private.wants_request_notices(member private.staff)
returns boolean
language plpgsql
immutable
set search_path to ''
as $$
begin
  return member.role <> 'driver' and coalesce(member.request_notices, member.role = 'owner');
end;
$$;
revoke execute on function private.wants_request_notices(member private.staff) from public;
-- public.list_staff runs as its caller, the service role.
grant execute on function private.wants_request_notices(member private.staff) to service_role;

-- The confirmed addresses of the staff accounts that want notices (owners unless they said
-- no, staff if they said yes): a new request's notices (requests/), the escrow digest (email/).
create function private.request_notice_recipients()
returns setof text
language plpgsql
stable
set search_path to ''
as $$
begin
  return query
    select u.email::text
      from private.staff s
      join auth.users u on u.id = s.user_id
     where private.wants_request_notices(s)
       and u.email is not null and u.email_confirmed_at is not null
       and (u.banned_until is null or u.banned_until <= now());
end;
$$;
revoke execute on function private.request_notice_recipients() from public;

create function private.session_is_live()
returns boolean
language sql
stable security definer
set search_path to ''
as $$
  select exists (
    select 1 from auth.sessions s
     where s.id = (
             select case when (auth.jwt() ->> 'session_id') ~* '^[0-9a-f-]{36}$'
                         then (auth.jwt() ->> 'session_id')::uuid end)
       and s.user_id = (select auth.uid())
       and (s.not_after is null or s.not_after > now()));
$$;
revoke execute on function private.session_is_live() from public;
grant execute on function private.session_is_live() to anon, authenticated, service_role;
comment on function private.session_is_live() is
  'Whether the request''s token belongs to a session that still exists (not signed out).';

create function private.is_staff()
returns boolean
language sql
stable security definer
set search_path to ''
as $$
  select exists (select 1 from private.staff
                  where user_id = (select auth.uid()) and role in ('owner', 'staff'))
     and (select private.session_is_live());
$$;
revoke execute on function private.is_staff() from public;
grant execute on function private.is_staff() to anon, authenticated, service_role;

create function public.is_staff()
returns boolean
language sql
stable
set search_path to ''
as $$
  select private.is_staff();
$$;
revoke execute on function public.is_staff() from public, anon;
comment on function public.is_staff() is
  'Whether the calling user is a staff member (owner or staff; a driver is not).';

create function private.is_staff_or_service()
returns boolean
language sql
stable
set search_path to ''
as $$
  select (select private.is_staff()) or (select auth.role()) is not distinct from 'service_role';
$$;
revoke execute on function private.is_staff_or_service() from public;
grant execute on function private.is_staff_or_service() to authenticated, service_role;

-- One check for every staff-only function; the caller names what is refused, so each keeps
-- its own message ("only staff may <action>") with one rule behind them.
create function private.require_staff(action text)
returns void
language plpgsql
stable
set search_path to ''
as $$
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may %', action using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.require_staff(action text) from public;
-- Also called from public.search_deleted_shipments, which runs as the caller.
grant execute on function private.require_staff(action text) to authenticated, service_role;

create function private.is_owner()
returns boolean
language sql
stable security definer
set search_path to ''
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
set search_path to ''
as $$
  select private.is_owner();
$$;
revoke execute on function public.is_owner() from public, anon;
comment on function public.is_owner() is
  'Whether the calling user is an owner.';

create function private.is_driver()
returns boolean
language sql
stable security definer
set search_path to ''
as $$
  select exists (select 1 from private.staff
                  where user_id = (select auth.uid()) and role = 'driver')
     and (select private.session_is_live());
$$;
revoke execute on function private.is_driver() from public;
grant execute on function private.is_driver() to anon, authenticated, service_role;
comment on function private.is_driver() is
  'Whether the caller is a driver, on a live session.';

-- The sign-in screen sends a driver to /driver/ and staff to the staff area.
create function private.my_role()
returns text
language sql
stable security definer
set search_path to ''
as $$
  select s.role from private.staff s
   where s.user_id = (select auth.uid()) and (select private.session_is_live());
$$;
revoke execute on function private.my_role() from public;
grant execute on function private.my_role() to authenticated, service_role;

create function public.my_role()
returns text
language sql
stable
set search_path to ''
as $$
  select private.my_role();
$$;
revoke execute on function public.my_role() from public, anon;
comment on function public.my_role() is
  'The calling user''s role: owner, staff or driver; null for any other account or a session that was signed out.';

create function private.refuse_non_owner()
returns void
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  if not (select private.is_owner()) then
    raise exception 'only an owner may manage staff' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.refuse_non_owner() from public;

-- The answers staff management gives about its arguments, the same from every function.
create function private.require_user_id(user_id uuid)
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
revoke execute on function private.require_user_id(user_id uuid) from public;

create function private.require_staff_role(role text)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if role is null or role not in ('owner', 'staff', 'driver') then
    raise exception 'role must be owner, staff or driver' using errcode = '22023', detail = 'invalid_role';
  end if;
end;
$$;
revoke execute on function private.require_staff_role(role text) from public;

-- Not immutable: without arguments it would be a constant the planner may work out early.
create function private.raise_not_staff()
returns void
language plpgsql
set search_path to ''
as $$
begin
  raise exception 'the account is not staff' using errcode = 'PT404', detail = 'not_staff';
end;
$$;
revoke execute on function private.raise_not_staff() from public;
