-- Lets the staff area ask "is the signed-in account staff?" (issue "Staff area, part 1").
--
-- private.is_staff() stays the one rule; PostgREST serves only `public`, so this is a thin
-- wrapper. Security invoker: it runs with the caller's rights and reveals nothing but the
-- caller's own yes/no. Only signed-in users may call it: for anon the answer is always "no".
create function public.is_staff()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_staff();
$$;
revoke execute on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated;

comment on function public.is_staff() is 'Whether the calling user is a staff member.';
