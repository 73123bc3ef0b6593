-- Sessions that end, end (issue #30, finding 3). An access token stays valid for its hour
-- whatever happens to its session: after a sign-out, "sign out everywhere", "sign out other
-- sessions" or a password reset, the old token still searched and created shipments. Supabase
-- Auth keeps every live session in auth.sessions (hosted too) and writes its id into the token
-- (`session_id`); signing out deletes the row. So staff rights now also need the token's
-- session to exist and not be past its `not_after`: every policy and staff-only function asks
-- private.is_staff(), so the next request after any of these is refused.
--
-- Security definer (owner postgres, which may read auth.sessions on hosted projects as here):
-- the caller learns only its own yes/no.

create function private.session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
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

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.staff where user_id = (select auth.uid()))
     and (select private.session_is_live());
$$;
