-- The staff CLI's counterparts of grant_staff (`npm run staff -- list|remove`).
--
-- Staff membership is checked per request by private.is_staff(), so removing the row ends a
-- person's access to customer data on their next request, before their access token expires.
-- Both functions are for the service_role key only, like grant_staff.

create function public.revoke_staff(user_id uuid)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  with removed as (
    delete from private.staff where staff.user_id = revoke_staff.user_id returning 1
  )
  select exists (select 1 from removed);
$$;
revoke execute on function public.revoke_staff(uuid) from public, anon, authenticated;
grant execute on function public.revoke_staff(uuid) to service_role;
comment on function public.revoke_staff(uuid) is
  'Ends staff membership; true when the user was staff. service_role only.';

create function public.list_staff()
returns table (user_id uuid, since timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select staff.user_id, staff.created_at from private.staff order by staff.created_at, staff.user_id;
$$;
revoke execute on function public.list_staff() from public, anon, authenticated;
grant execute on function public.list_staff() to service_role;
comment on function public.list_staff() is 'The staff members and since when. service_role only.';
