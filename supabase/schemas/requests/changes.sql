-- The staff detail view's history of one request (audit.transport_request_changes; PostgREST
-- exposes only public, like public.shipment_changes). Invoker's rights: the audit table's policy
-- lets staff only read it, so anyone else gets no rows, and anon may not call it.
create function public.transport_request_changes(reference text)
returns table(id bigint, changed_at timestamptz, action text, actor text, changes jsonb)
language sql
stable
set search_path to ''
as $$
  select c.id, c.changed_at, c.action, c.actor, c.changes
    from audit.transport_request_changes c
   where c.request_id = (select r.id
                           from public.transport_requests r
                          where r.reference = transport_request_changes.reference)
   order by c.id desc;
$$;
revoke execute on function public.transport_request_changes(reference text) from public, anon;
comment on function public.transport_request_changes(reference text) is
  'Audit trail of one transport request, newest first (staff only). changes: {column: {from, to}}.';
