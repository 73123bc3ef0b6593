-- Staff reject a request, or mark it spam (issue #37): its offer link stops working; no e-mail.
-- A converted request has a shipment and stays converted.

create function private.reject_transport_request(
  reference text,
  expected_updated_at timestamptz,
  spam boolean
)
returns public.transport_requests
language plpgsql
security definer
set search_path to ''
as $$
declare
  request public.transport_requests;
begin
  perform private.require_staff('reject transport requests');
  perform private.require_expected_updated_at(expected_updated_at);
  request := private.locked_transport_request(reference);
  if request.status = 'converted' then
    raise exception 'request % is converted: it cannot be rejected', reference
      using errcode = 'PT409', detail = 'request_closed';
  end if;
  update public.transport_requests r
     set status = case when coalesce(reject_transport_request.spam, false) then 'spam'
                       else 'rejected' end,
         updated_at = expected_updated_at
   where r.id = request.id
  returning r.* into request;
  delete from private.transport_offer_keys k where k.request_id = request.id;
  return request;
end;
$$;
revoke execute on function private.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean) from public;
grant execute on function private.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean) to authenticated, service_role;
comment on function private.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean) is
  'Body of public.reject_transport_request (security definer; staff check first).';

create function public.reject_transport_request(
  reference text,
  expected_updated_at timestamptz,
  spam boolean default false
)
returns public.transport_requests
language sql
set search_path to ''
as $$
  select * from private.reject_transport_request(reference, expected_updated_at, spam);
$$;
revoke execute on function public.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean) from public, anon;
comment on function public.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean) is
  'Status rejected (or spam); the offer link stops working; no e-mail. PT409 request_closed when converted, stale_updated_at; P0002 no_transport_request.';
