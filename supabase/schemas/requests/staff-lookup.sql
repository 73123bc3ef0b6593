-- A staff function's request, by its reference, locked for the change it is about to make (so
-- two staff members' changes queue, and the second one sees the first's result); P0002
-- no_transport_request when there is none.

create function private.locked_transport_request(reference text)
returns public.transport_requests
language plpgsql
set search_path to ''
as $$
declare
  found_request public.transport_requests;
begin
  select * into found_request from public.transport_requests r
   where r.reference = locked_transport_request.reference
     for update;
  if found_request.id is null then
    raise exception 'no transport request %', reference
      using errcode = 'P0002', detail = 'no_transport_request';
  end if;
  return found_request;
end;
$$;
revoke execute on function private.locked_transport_request(reference text) from public;
comment on function private.locked_transport_request(reference text) is
  'The request with this reference, row-locked; P0002 no_transport_request when none.';
