-- The e-mails of one request for its detail view (issue #37): the acknowledgement, the offers,
-- and the staff notices, in the shape staff see a shipment's e-mails (email/status-emails.sql).

create function private.transport_request_emails(reference text)
returns setof public.shipment_email
language plpgsql
stable security definer
set search_path to ''
as $$
declare
  wanted uuid;
begin
  perform private.require_staff('read transport request e-mails');
  select r.id into wanted from public.transport_requests r
   where r.reference = transport_request_emails.reference;
  if wanted is null then
    raise exception 'no transport request %', reference
      using errcode = 'P0002', detail = 'no_transport_request';
  end if;
  return query
    select (private.as_shipment_email(o)).*
      from private.email_outbox o
     where o.request_id = wanted
     order by o.created_at desc, o.id;
end;
$$;
revoke execute on function private.transport_request_emails(reference text) from public;
grant execute on function private.transport_request_emails(reference text) to authenticated, service_role;
comment on function private.transport_request_emails(reference text) is
  'Body of public.transport_request_emails (security definer; staff check first).';

create function public.transport_request_emails(reference text)
returns setof public.shipment_email
language sql
stable
set search_path to ''
as $$
  select * from private.transport_request_emails(reference);
$$;
revoke execute on function public.transport_request_emails(reference text) from public, anon;
comment on function public.transport_request_emails(reference text) is
  'The e-mails of one transport request, newest first (staff only): kind, party, address, status, attempts, reason. P0002 no_transport_request.';

-- A request's e-mails go with it (a deleted or purged request): the outbox's link to its request,
-- made here so that the outbox (email/outbox.sql) names no feature above it.
alter table private.email_outbox
  add constraint email_outbox_request_id_fkey foreign key (request_id) references public.transport_requests(id) on delete cascade;
