-- Staff open a request (issue #37): the first opening is recorded (who, when) and ends the
-- request's "new" mark in the list; later openings change nothing.

create function private.open_transport_request(reference text)
returns public.transport_requests
language plpgsql
security definer
set search_path to ''
as $$
declare
  request public.transport_requests;
begin
  perform private.require_staff('open transport requests');
  request := private.locked_transport_request(reference);
  if request.opened_at is not null then
    return request;
  end if;
  update public.transport_requests r
     set opened_at = clock_timestamp(),
         opened_by = coalesce(auth.jwt() ->> 'email', private.audit_actor())
   where r.id = request.id
  returning r.* into request;
  return request;
end;
$$;
revoke execute on function private.open_transport_request(reference text) from public;
grant execute on function private.open_transport_request(reference text) to authenticated, service_role;
comment on function private.open_transport_request(reference text) is
  'Body of public.open_transport_request (security definer; staff check first).';

create function public.open_transport_request(reference text)
returns public.transport_requests
language sql
set search_path to ''
as $$
  select * from private.open_transport_request(reference);
$$;
revoke execute on function public.open_transport_request(reference text) from public, anon;
comment on function public.open_transport_request(reference text) is
  'Marks the request opened (opened_at, opened_by) the first time a staff member opens it; returns the row. P0002 no_transport_request.';
