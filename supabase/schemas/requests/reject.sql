-- Staff reject a request, or mark it spam (issue #37): an offer sent can no longer be accepted
-- (its link says that the company declined the request). A converted request has a shipment
-- and stays converted.
--
-- Rejecting tells the customer, politely, in the request's language (issue #49), unless staff
-- say not to: `request_rejected` to the address typed into the form, so, as the acknowledgement,
-- with nothing the visitor wrote (DECISIONS 25): the reference, the request's summary and, for a
-- request whose acknowledgement carried a link, a link of its own to the whole request. Spam
-- never e-mails, and neither does rejecting a request already rejected (by the customer's
-- decline, too) or spam. Staff cause it one request at a time, so it is lane 1 of the outbox
-- and under no hourly cap (outbox.sql, new-request-emails.sql).

-- The rejection e-mail of `request`, in its transaction.
create function private.queue_request_rejected_email(request public.transport_requests)
returns void
language plpgsql
set search_path to ''
as $$
declare
  key text;
begin
  if exists (select 1 from private.transport_request_keys k where k.request_id = request.id) then
    key := private.random_token();
    insert into private.transport_request_keys (request_id, key_hash)
    values (request.id, private.link_key_hash(key));
  end if;
  insert into private.email_outbox (request_id, party, kind, language, to_address, payload, created_by)
  values (request.id, 'customer', 'request_rejected', request.language, request.email,
          jsonb_build_object('reference', request.reference,
                             'request', private.transport_request_summary(request))
          || case when key is null then '{}'::jsonb else jsonb_build_object('key', key) end,
          private.audit_actor());
end;
$$;
revoke execute on function private.queue_request_rejected_email(request public.transport_requests) from public;

create function private.reject_transport_request(
  reference text,
  expected_updated_at timestamptz,
  spam boolean,
  notify_customer boolean
)
returns public.transport_requests
language plpgsql
security definer
set search_path to ''
as $$
declare
  request public.transport_requests;
  was_open boolean;
begin
  perform private.require_staff('reject transport requests');
  perform private.require_expected_updated_at(expected_updated_at);
  request := private.locked_transport_request(reference);
  if request.status = 'converted' then
    raise exception 'request % is converted: it cannot be rejected', reference
      using errcode = 'PT409', detail = 'request_closed';
  end if;
  was_open := request.status not in ('rejected', 'spam');
  update public.transport_requests r
     set status = case when coalesce(reject_transport_request.spam, false) then 'spam'
                       else 'rejected' end,
         updated_at = expected_updated_at
   where r.id = request.id
  returning r.* into request;
  if request.status = 'rejected' and was_open and coalesce(notify_customer, true) then
    perform private.queue_request_rejected_email(request);
  end if;
  return request;
end;
$$;
revoke execute on function private.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean, notify_customer boolean) from public;
grant execute on function private.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean, notify_customer boolean) to authenticated, service_role;
comment on function private.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean, notify_customer boolean) is
  'Body of public.reject_transport_request (security definer; staff check first).';

create function public.reject_transport_request(
  reference text,
  expected_updated_at timestamptz,
  spam boolean default false,
  notify_customer boolean default true
)
returns public.transport_requests
language sql
set search_path to ''
as $$
  select * from private.reject_transport_request(reference, expected_updated_at, spam, notify_customer);
$$;
revoke execute on function public.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean, notify_customer boolean) from public, anon;
comment on function public.reject_transport_request(reference text, expected_updated_at timestamptz, spam boolean, notify_customer boolean) is
  'Status rejected (or spam); an offer sent can no longer be accepted. Rejecting (not spam) a request not yet rejected or spam queues request_rejected to the customer unless notify_customer is false. PT409 request_closed when converted, stale_updated_at; P0002 no_transport_request.';
