-- One-click unsubscribe (RFC 8058): a token per e-mail, kept as a hash, that turns a party's
-- status e-mails off.

create table private.email_unsubscribe_tokens (
  token_hash text,
  shipment_id text not null,
  shipment_created_at timestamptz not null,
  party text not null,
  created_at timestamptz default clock_timestamp() not null,
  used_at timestamptz,
  constraint email_unsubscribe_tokens_pkey primary key (token_hash),
  constraint email_unsubscribe_tokens_party check (party in ('shipper', 'recipient'))
);
alter table private.email_unsubscribe_tokens enable row level security;
comment on table private.email_unsubscribe_tokens is
  'One per status e-mail handed to the worker: SHA-256 (hex) of the token in its unsubscribe link.';

create function private.email_token_hash(token text)
returns text
language sql
immutable
set search_path to ''
as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex');
$$;
revoke execute on function private.email_token_hash(token text) from public;

create function private.unsubscribe_status_emails(token text)
returns text
language plpgsql
security definer
set search_path to ''
as $$
declare
  found_token private.email_unsubscribe_tokens;
  changed integer;
begin
  if not private.is_random_token(token) then
    raise exception 'unknown unsubscribe link' using errcode = 'P0002', detail = 'unknown_token';
  end if;
  select * into found_token
    from private.email_unsubscribe_tokens t
   where t.token_hash = private.email_token_hash(token)
     for update;
  if found_token.token_hash is null then
    raise exception 'unknown unsubscribe link' using errcode = 'P0002', detail = 'unknown_token';
  end if;
  if found_token.used_at is not null then
    return 'already';
  end if;

  -- The audit trail names the link, not the anonymous caller.
  perform set_config('private.audit_actor', 'unsubscribe link', true);
  if found_token.party = 'shipper' then
    update public.shipments s set notifyshipper = false
     where s.id = found_token.shipment_id and s.created_at = found_token.shipment_created_at;
  else
    update public.shipments s set notifyrecipient = false
     where s.id = found_token.shipment_id and s.created_at = found_token.shipment_created_at;
  end if;
  get diagnostics changed = row_count;
  perform set_config('private.audit_actor', '', true);
  if changed = 0 then
    raise exception 'unknown unsubscribe link' using errcode = 'P0002', detail = 'unknown_token';
  end if;

  -- Status e-mails of this party not handed over yet are not sent either.
  update private.email_outbox o
     set status = 'cancelled', lease_until = null
   where o.shipment_id = found_token.shipment_id
     and o.shipment_created_at = found_token.shipment_created_at
     and o.party = found_token.party and o.kind = 'status' and o.status in ('queued', 'claimed');
  update private.email_unsubscribe_tokens t set used_at = clock_timestamp()
   where t.token_hash = found_token.token_hash;
  return 'unsubscribed';
end;
$$;
revoke execute on function private.unsubscribe_status_emails(token text) from public;
grant execute on function private.unsubscribe_status_emails(token text) to anon, authenticated, service_role;
comment on function private.unsubscribe_status_emails(token text) is
  'Body of public.unsubscribe_status_emails (security definer; the token is the authority).';

create function public.unsubscribe_status_emails(token text)
returns text
language sql
set search_path to ''
as $$
  select private.unsubscribe_status_emails(token);
$$;
revoke execute on function public.unsubscribe_status_emails(token text) from public;
comment on function public.unsubscribe_status_emails(token text) is
  'Stops status e-mails for the party of the shipment the token was made for: ''unsubscribed'', or ''already'' when used before. P0002 unknown_token otherwise.';
