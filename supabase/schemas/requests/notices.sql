-- Which staff accounts hear of a new request by e-mail: private.staff.request_notices, null
-- meaning the role's default (owners yes, staff no). An owner sets it for anyone, a staff member
-- for themselves.

create function private.set_request_notices(user_id uuid, wanted boolean)
returns void
language plpgsql
security definer
set search_path to ''
as $$
begin
  perform private.require_staff('change request notices');
  perform private.require_user_id(set_request_notices.user_id);
  if set_request_notices.user_id is distinct from (select auth.uid())
     and not (select private.is_owner()) then
    raise exception 'only an owner may change another account''s request notices'
      using errcode = '42501';
  end if;
  -- A driver is not staff and never hears of requests.
  update private.staff s set request_notices = set_request_notices.wanted
   where s.user_id = set_request_notices.user_id and s.role <> 'driver';
  if not found then
    perform private.raise_not_staff();
  end if;
end;
$$;
revoke execute on function private.set_request_notices(user_id uuid, wanted boolean) from public;
grant execute on function private.set_request_notices(user_id uuid, wanted boolean) to authenticated, service_role;
comment on function private.set_request_notices(user_id uuid, wanted boolean) is
  'Body of public.set_request_notices (security definer; staff check first).';

create function public.set_request_notices(user_id uuid, wanted boolean)
returns void
language sql
set search_path to ''
as $$
  select private.set_request_notices(user_id, wanted);
$$;
revoke execute on function public.set_request_notices(user_id uuid, wanted boolean) from public, anon;
comment on function public.set_request_notices(user_id uuid, wanted boolean) is
  'Whether the account gets an e-mail for every new transport request (null: its role''s default, owners yes). An owner for any account, staff for themselves only (42501).';
