-- Sending a party its link by e-mail: the link is created and queued in one transaction.

create function private.send_tracking_link_email(tracking_number text, party text, replace boolean)
returns table(link public.tracking_link, key text)
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  address text;
  language text;
  made record;
begin
  perform private.require_staff('manage tracking links');
  perform private.require_party(party);
  shipment := private.linked_shipment(tracking_number);
  -- Before the link is made: no new link (and no revoked old one) without its e-mail.
  address := private.require_party_email(shipment, party);
  language := (private.party_contact(shipment, party)).language;

  select * into made from private.create_tracking_link(tracking_number, party, replace);
  insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                    to_address, payload, next_attempt_at, created_by)
  values (shipment.id, shipment.created_at, party, 'link', language, address,
          jsonb_build_object('tracking_number', shipment.id, 'key', made.key), now(),
          private.audit_actor());
  return query select made.link, made.key;
end;
$$;
revoke execute on function private.send_tracking_link_email(tracking_number text, party text, replace boolean) from public;
grant execute on function private.send_tracking_link_email(tracking_number text, party text, replace boolean) to authenticated, service_role;
comment on function private.send_tracking_link_email(tracking_number text, party text, replace boolean) is
  'Body of public.send_tracking_link_email (security definer; staff check first).';

create function public.send_tracking_link_email(
  tracking_number text,
  party text,
  replace boolean default true
)
returns table(link public.tracking_link, key text)
language sql
set search_path to ''
as $$
  select * from private.send_tracking_link_email(tracking_number, party, replace);
$$;
revoke execute on function public.send_tracking_link_email(tracking_number text, party text, replace boolean) from public, anon;
comment on function public.send_tracking_link_email(tracking_number text, party text, replace boolean) is
  'Creates the party''s link as create_tracking_link does and queues it as an e-mail to the party''s address in their language (staff only). 22023 no_party_email without an address.';
