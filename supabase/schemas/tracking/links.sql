-- Party links (their table: table.sql): creating, listing, revoking and re-dating them, each
-- audited in the shipment's trail; a link's state and expiry as staff see them.

create function private.link_expiry(link private.tracking_links)
returns timestamptz
language sql
stable
set search_path to ''
as $$
  select coalesce(link.expires_at,
    (select d.delivered_at + make_interval(days => t.default_link_days)
       from private.shipment_deliveries d, private.tracking_settings t
      where d.shipment_id = link.shipment_id
        and d.shipment_created_at = link.shipment_created_at));
$$;
revoke execute on function private.link_expiry(link private.tracking_links) from public;

create function private.link_state(link private.tracking_links)
returns text
language sql
stable
set search_path to ''
as $$
  select case
           when link.revoked_at is not null then 'revoked'
           when expiry <= clock_timestamp() then 'expired'
           else 'active'
         end
    from private.link_expiry(link) as expiry;
$$;
revoke execute on function private.link_state(link private.tracking_links) from public;

-- Whether the party holds a link that opens the shipment now (an escrow's first e-mail makes one
-- only for a party without).
create function private.has_active_link(shipment public.shipments, party text)
returns boolean
language sql
stable security definer
set search_path to ''
as $$
  select exists (select 1 from private.tracking_links l
                  where l.shipment_id = shipment.id
                    and l.shipment_created_at = shipment.created_at
                    and l.party = has_active_link.party
                    and private.link_state(l) = 'active');
$$;
revoke execute on function private.has_active_link(shipment public.shipments, party text) from public;

-- Checked before anything is looked up or written, by each function that takes a party.
create function private.require_party(party text)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if party is null or party not in ('shipper', 'recipient') then
    raise exception 'party must be shipper or recipient' using errcode = '22023', detail = 'bad_party';
  end if;
end;
$$;
revoke execute on function private.require_party(party text) from public;

create function private.record_link_change(link private.tracking_links, action text, extra jsonb)
returns void
language sql
security definer
set search_path to ''
as $$
  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (link.shipment_id, action, auth.uid(), private.audit_actor(),
          jsonb_build_object('link', link.id, 'party', link.party) || coalesce(extra, '{}'));
$$;
revoke execute on function private.record_link_change(link private.tracking_links, action text, extra jsonb) from public;

create function private.revoke_link(link private.tracking_links, reason text)
returns private.tracking_links
language plpgsql
security definer
set search_path to ''
as $$
declare
  revoked private.tracking_links;
begin
  update private.tracking_links l
     set revoked_at = clock_timestamp(), revoked_by = private.audit_actor()
   where l.id = link.id
  returning l.* into revoked;
  perform private.record_link_change(revoked, 'link_revoke', jsonb_build_object('reason', reason));
  return revoked;
end;
$$;
revoke execute on function private.revoke_link(link private.tracking_links, reason text) from public;

create function private.as_tracking_link(link private.tracking_links)
returns public.tracking_link
language sql
stable
set search_path to ''
as $$
  select (link.id, link.party, link.created_at, link.created_by, link.last_used_at,
          private.link_expiry(link), link.expires_at is not null, link.revoked_at, link.revoked_by,
          private.link_state(link))::public.tracking_link;
$$;
revoke execute on function private.as_tracking_link(link private.tracking_links) from public;

create function private.linked_shipment(tracking_number text)
returns public.shipments
language plpgsql
stable security definer
set search_path to ''
as $$
declare
  found public.shipments;
begin
  select * into found from public.shipments where id = tracking_number;
  if found.id is null then
    perform private.raise_no_shipment(tracking_number);
  end if;
  return found;
end;
$$;
revoke execute on function private.linked_shipment(tracking_number text) from public;

create function private.list_tracking_links(tracking_number text)
returns setof public.tracking_link
language plpgsql
stable security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
begin
  perform private.require_staff('manage tracking links');
  shipment := private.linked_shipment(tracking_number);
  return query
    select listed.*
      from private.tracking_links l
     cross join lateral private.as_tracking_link(l) as listed
     where l.shipment_id = shipment.id and l.shipment_created_at = shipment.created_at
     order by l.created_at desc;
end;
$$;
revoke execute on function private.list_tracking_links(tracking_number text) from public;
grant execute on function private.list_tracking_links(tracking_number text) to authenticated, service_role;

create function private.create_tracking_link(tracking_number text, party text, replace boolean)
returns table(link public.tracking_link, key text)
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  current_link private.tracking_links;
  new_key text;
  created private.tracking_links;
begin
  perform private.require_staff('manage tracking links');
  perform private.require_party(party);
  shipment := private.linked_shipment(tracking_number);
  -- One creator at a time per shipment and party; the unique index is the backstop.
  perform pg_advisory_xact_lock(hashtextextended('tracking_link:' || shipment.id || ':' || party, 0));

  select * into current_link
    from private.tracking_links l
   where l.shipment_id = shipment.id and l.shipment_created_at = shipment.created_at
     and l.party = create_tracking_link.party and l.revoked_at is null;
  if current_link.id is not null then
    if not replace and private.link_state(current_link) = 'active' then
      raise exception 'the % already has a valid link', party
        using errcode = 'PT409', detail = 'link_exists',
              hint = 'Pass replace => true to revoke it and create a new one.';
    end if;
    perform private.revoke_link(current_link, case when replace then 'replaced' else 'expired' end);
  end if;

  new_key := private.random_token();
  insert into private.tracking_links (shipment_id, shipment_created_at, party, key_hash, created_by)
  values (shipment.id, shipment.created_at, party, private.link_key_hash(new_key),
          private.audit_actor())
  returning * into created;
  perform private.record_link_change(created, 'link_create', null);
  return query select private.as_tracking_link(created), new_key;
end;
$$;
revoke execute on function private.create_tracking_link(tracking_number text, party text, replace boolean) from public;
grant execute on function private.create_tracking_link(tracking_number text, party text, replace boolean) to authenticated, service_role;

create function private.revoke_tracking_links(tracking_number text)
returns setof public.tracking_link
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  valid private.tracking_links;
begin
  perform private.require_staff('manage tracking links');
  shipment := private.linked_shipment(tracking_number);
  for valid in
    select * from private.tracking_links l
     where l.shipment_id = shipment.id and l.shipment_created_at = shipment.created_at
       and l.revoked_at is null
     order by l.created_at
  loop
    return next private.as_tracking_link(private.revoke_link(valid, 'revoked'));
  end loop;
end;
$$;
revoke execute on function private.revoke_tracking_links(tracking_number text) from public;
grant execute on function private.revoke_tracking_links(tracking_number text) to authenticated, service_role;

create function private.set_tracking_link_expiry(link_id uuid, expires_at timestamptz)
returns public.tracking_link
language plpgsql
security definer
set search_path to ''
as $$
declare
  updated private.tracking_links;
begin
  perform private.require_staff('manage tracking links');
  if expires_at is not null and expires_at <= clock_timestamp() then
    raise exception 'a link expiry must be in the future'
      using errcode = '22023', detail = 'expiry_in_past';
  end if;
  update private.tracking_links l
     set expires_at = set_tracking_link_expiry.expires_at
   where l.id = link_id and l.revoked_at is null
  returning l.* into updated;
  if updated.id is null then
    raise exception 'no valid link %', link_id using errcode = 'P0002', detail = 'no_link';
  end if;
  perform private.record_link_change(updated, 'link_expiry',
    jsonb_build_object('expires_at', private.link_expiry(updated), 'set', expires_at is not null));
  return private.as_tracking_link(updated);
end;
$$;
revoke execute on function private.set_tracking_link_expiry(link_id uuid, expires_at timestamptz) from public;
grant execute on function private.set_tracking_link_expiry(link_id uuid, expires_at timestamptz) to authenticated, service_role;

create function public.tracking_links(tracking_number text)
returns setof public.tracking_link
language sql
stable
set search_path to ''
as $$
  select * from private.list_tracking_links(tracking_number);
$$;
revoke execute on function public.tracking_links(tracking_number text) from public, anon;
comment on function public.tracking_links(tracking_number text) is
  'Party links of one shipment, newest first (staff only): metadata, never the key.';

create function public.create_tracking_link(
  tracking_number text,
  party text,
  replace boolean default false
)
returns table(link public.tracking_link, key text)
language sql
set search_path to ''
as $$
  select * from private.create_tracking_link(tracking_number, party, replace);
$$;
revoke execute on function public.create_tracking_link(tracking_number text, party text, replace boolean) from public, anon;
comment on function public.create_tracking_link(tracking_number text, party text, replace boolean) is
  'Creates the party''s link and returns its key, the only time it is readable (staff only).';

create function public.revoke_tracking_links(tracking_number text)
returns setof public.tracking_link
language sql
set search_path to ''
as $$
  select * from private.revoke_tracking_links(tracking_number);
$$;
revoke execute on function public.revoke_tracking_links(tracking_number text) from public, anon;
comment on function public.revoke_tracking_links(tracking_number text) is
  'Revokes every valid link of one shipment and returns them (staff only).';

create function public.set_tracking_link_expiry(
  link_id uuid,
  expires_at timestamptz default null
)
returns public.tracking_link
language sql
set search_path to ''
as $$
  select private.set_tracking_link_expiry(link_id, expires_at);
$$;
revoke execute on function public.set_tracking_link_expiry(link_id uuid, expires_at timestamptz) from public, anon;
comment on function public.set_tracking_link_expiry(link_id uuid, expires_at timestamptz) is
  'Sets when a link expires; null returns to the default after delivery (staff only).';
