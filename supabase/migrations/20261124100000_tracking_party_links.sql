-- Tracking privacy (DECISIONS 18, issue #14): a tracking number alone shows the journey, not the
-- people. The full shipment opens only through a party link, /{lang}/{tracking}?id=N&k=KEY, that
-- staff create for the shipper or the recipient.
--
-- * A key is 24 random bytes (192 bits) from pgcrypto, base64url: 32 characters. Only its
--   SHA-256 is stored; the key itself is returned once, to the staff member who creates it.
-- * A key belongs to one party of one shipment. It is valid while not revoked and not expired.
--   Expiry: the date staff set on the link, else DEFAULT_LINK_DAYS (private.tracking_settings,
--   60) after the shipment was marked delivered ('Livrat'), else never (still on its way).
-- * A link is bound to the shipment as it existed when the link was made: its number and its
--   created_at, compared for equality. A deleted shipment that is restored (restore_shipment
--   keeps created_at) gets its links back; a new shipment that reuses a deleted number does not
--   inherit them, and an edited created_at makes them fail closed.
-- * public.track_shipment decides what a request gets, in the database: with a valid key,
--   everything SPEC §2 shows; without one, status, route history and position only
--   (access 'number_only'); with a wrong, expired or revoked key, the same plus access
--   'key_refused', and the key counts as a miss for the throttle (20261123100000), so keys cannot
--   be guessed faster than numbers.
-- * The owner can restore SPEC's behaviour (everything for the number alone) with one setting:
--     update private.tracking_settings set number_shows_everything = true;
--   (README, "Tracking privacy"). Off by default.
-- * Staff create, list, revoke and re-date links through the functions below; each action is a
--   record in the shipment's audit trail (actions link_create, link_revoke, link_expiry).
--
-- Errors the staff screen maps to messages:
--   42501  not staff
--   P0002  no shipment with that number (detail 'no_shipment') / no such link ('no_link')
--   PT409  the party already has a valid link (detail 'link_exists'): show it, offer to replace
--   22023  party is not 'shipper' or 'recipient' (detail 'bad_party'), expiry not in the future
--          ('expiry_in_past')

-- ---------------------------------------------------------------------------------------------
-- The owner's settings: one row.
-- ---------------------------------------------------------------------------------------------
create table private.tracking_settings (
  id boolean primary key default true constraint tracking_settings_one_row check (id),
  number_shows_everything boolean not null default false,
  default_link_days integer not null default 60
    constraint tracking_settings_link_days check (default_link_days between 1 and 3650)
);
comment on table private.tracking_settings is
  'number_shows_everything: true restores SPEC (every field for the number alone; DECISIONS 18 off). '
  'default_link_days: a party link expires this many days after the shipment is delivered.';
insert into private.tracking_settings default values;
alter table private.tracking_settings enable row level security;
grant select, update on private.tracking_settings to service_role;

-- ---------------------------------------------------------------------------------------------
-- When each shipment was marked delivered, kept by trigger (the status is free text; 'Livrat'
-- is the delivered one, src/lib/shipments/status.ts). Leaving 'Livrat' forgets the date. No
-- foreign key: the row outlives a delete, so that a restored shipment keeps its delivery date
-- (and its links their expiry) instead of getting a fresh one; shipment_created_at tells the
-- restored shipment from a new one with the same number.
-- ---------------------------------------------------------------------------------------------
create table private.shipment_deliveries (
  shipment_id text primary key,
  shipment_created_at timestamptz not null,
  delivered_at timestamptz not null
);
alter table private.shipment_deliveries enable row level security;

create function private.is_delivered_status(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select btrim(status) = 'Livrat';
$$;

create function private.track_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_delivered_status(new.status) then
    delete from private.shipment_deliveries where shipment_id = new.id;
  elsif tg_op = 'INSERT' or not private.is_delivered_status(old.status) then
    -- An insert of the same shipment (restore_shipment: same created_at) keeps its date.
    insert into private.shipment_deliveries as d (shipment_id, shipment_created_at, delivered_at)
    values (new.id, new.created_at, clock_timestamp())
    on conflict (shipment_id) do update
      set delivered_at = case
            when tg_op = 'INSERT' and d.shipment_created_at = excluded.shipment_created_at
              then d.delivered_at
            else excluded.delivered_at
          end,
          shipment_created_at = excluded.shipment_created_at;
  end if;
  return null;
end;
$$;
revoke execute on function private.track_delivery() from public;

create trigger shipments_delivery
  after insert or update of status on public.shipments
  for each row execute function private.track_delivery();

-- Shipments delivered before this migration: the date of their last 'Livrat' route entry, or
-- their last save when that entry has no readable date.
insert into private.shipment_deliveries (shipment_id, shipment_created_at, delivered_at)
select s.id, s.created_at, coalesce(
  (select (e.entry ->> 'date')::timestamptz
     from jsonb_array_elements(s.history) with ordinality as e(entry, n)
    where private.is_delivered_status(e.entry ->> 'status')
      and pg_input_is_valid(e.entry ->> 'date', 'timestamptz')
    order by e.n desc
    limit 1),
  s.updated_at)
  from public.shipments s
 where private.is_delivered_status(s.status);

-- ---------------------------------------------------------------------------------------------
-- The links
-- ---------------------------------------------------------------------------------------------
create table private.tracking_links (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key: a link outlives a delete so that restore_shipment brings it back; the
  -- shipment's created_at, which must match, keeps it away from a new shipment.
  shipment_id text not null,
  shipment_created_at timestamptz not null,
  party text not null constraint tracking_links_party check (party in ('shipper', 'recipient')),
  key_hash bytea not null constraint tracking_links_key_hash_unique unique,
  created_at timestamptz not null default clock_timestamp(),
  created_by text not null,
  -- Set by staff; null means "DEFAULT_LINK_DAYS after delivery".
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by text
);
comment on table private.tracking_links is
  'Party links of the tracking page (DECISIONS 18): SHA-256 of the key only, never the key.';
create index tracking_links_shipment_idx on private.tracking_links (shipment_id, created_at desc);
-- At most one unrevoked link per party and shipment: "Link destinatar" copies that one's
-- metadata or replaces it, never piles up a second one by a double click.
create unique index tracking_links_one_per_party
  on private.tracking_links (shipment_id, shipment_created_at, party) where revoked_at is null;
alter table private.tracking_links enable row level security;

create function private.link_key_hash(key text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(key, 'UTF8'));
$$;

-- The moment a link stops working (null: not yet known, the shipment is on its way).
create function private.link_expiry(link private.tracking_links)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(link.expires_at,
    (select d.delivered_at + make_interval(days => t.default_link_days)
       from private.shipment_deliveries d, private.tracking_settings t
      where d.shipment_id = link.shipment_id
        and d.shipment_created_at = link.shipment_created_at));
$$;

-- 'revoked', 'expired' or 'active': the one rule the lookup, the staff list and create share.
create function private.link_state(link private.tracking_links)
returns text
language sql
stable
set search_path = ''
as $$
  select case
           when link.revoked_at is not null then 'revoked'
           when expiry <= clock_timestamp() then 'expired'
           else 'active'
         end
    from private.link_expiry(link) as expiry;
$$;

-- Who is acting, as the audit trail names them (20261123130100).
create function private.audit_actor()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'email', auth.jwt() ->> 'role', 'system');
$$;

alter table audit.shipment_changes drop constraint shipment_changes_action;
alter table audit.shipment_changes add constraint shipment_changes_action check (
  action in ('insert', 'update', 'delete', 'restore', 'link_create', 'link_revoke', 'link_expiry'));
comment on table audit.shipment_changes is
  'Every insert, update, delete and restore of public.shipments, and every party link created, '
  'revoked or re-dated; append-only. Link records: changes = {link, party, expires_at?, reason?}.';

create function private.record_link_change(link private.tracking_links, action text, extra jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (link.shipment_id, action, auth.uid(), private.audit_actor(),
          jsonb_build_object('link', link.id, 'party', link.party) || coalesce(extra, '{}'));
$$;

-- Revokes one link and records why ('revoked', 'replaced', 'expired') in the audit trail.
create function private.revoke_link(link private.tracking_links, reason text)
returns private.tracking_links
language plpgsql
volatile
security definer
set search_path = ''
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

revoke execute on function
  private.is_delivered_status(text), private.link_key_hash(text),
  private.link_expiry(private.tracking_links), private.link_state(private.tracking_links),
  private.audit_actor(), private.record_link_change(private.tracking_links, text, jsonb),
  private.revoke_link(private.tracking_links, text)
from public;

-- ---------------------------------------------------------------------------------------------
-- The lookup, third version: the throttle of 20261123100000 unchanged, plus the key.
-- ---------------------------------------------------------------------------------------------
alter type public.tracked_shipment add attribute access text;
comment on type public.tracked_shipment is
  'A tracked shipment. access: full (valid party link, or the owner setting), number_only '
  '(no key: personal fields are null), key_refused (wrong, expired or revoked key: as number_only).';

drop function public.track_shipment(text);
drop function private.lookup_shipment(text);

create function private.lookup_shipment(tracking_number text, party_key text)
returns setof public.tracked_shipment
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  misses_per_client constant bigint := 10;
  misses_per_client_when_busy constant bigint := 3;
  misses_per_window constant bigint := 200;
  this_window bigint;
  slots regclass[];
  allowed bigint;
  shipment public.shipments;
  link_id uuid;
  access text;
begin
  -- Before anything else, so hit and miss get the same refusal.
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'tracking lookups must be sent with POST'
      using errcode = 'PT405',
            hint = 'Send the tracking number in the body of a POST request.';
  end if;

  this_window := private.tracking_window();
  slots := private.tracking_miss_slots(private.tracking_client());
  allowed := case
    when private.tracking_count('private.tracking_miss_total', this_window) >= misses_per_window
      then misses_per_client_when_busy
    else misses_per_client
  end;
  -- Checked for hits too: a throttled client learns nothing about the number or key it sent.
  if least(private.tracking_count(slots[1], this_window),
           private.tracking_count(slots[2], this_window)) >= allowed then
    raise exception 'too many tracking lookups without a match from this client'
      using errcode = 'PT429',
            detail = 'tracking_throttled',
            hint = 'Try again in a few minutes.';
  end if;

  select * into shipment from public.shipments s where s.id = tracking_number;

  if shipment.id is not null
     and (select t.number_shows_everything from private.tracking_settings t) then
    access := 'full';
  elsif shipment.id is not null and coalesce(party_key, '') = '' then
    access := 'number_only';
  elsif shipment.id is not null then
    -- A key is 32 base64url characters; anything else is refused without a lookup.
    if party_key ~ '^[A-Za-z0-9_-]{32}$' then
      select l.id into link_id
        from private.tracking_links l
       where l.key_hash = private.link_key_hash(party_key)
         and l.shipment_id = shipment.id
         and l.shipment_created_at = shipment.created_at
         and private.link_state(l) = 'active';
    end if;
    if link_id is null then
      access := 'key_refused';
    else
      access := 'full';
      update private.tracking_links set last_used_at = clock_timestamp() where id = link_id;
    end if;
  end if;

  if shipment.id is null or access = 'key_refused' then
    perform private.tracking_count_up(slots[1], this_window);
    perform private.tracking_count_up(slots[2], this_window);
    perform private.tracking_count_up('private.tracking_miss_total', this_window);
  end if;
  if shipment.id is null then
    return;
  end if;

  if access = 'full' then
    return next (shipment.id, shipment.status, shipment.shippername, shipment.shipperaddress,
      shipment.recipientname, shipment.recipientaddress, shipment.transportedgoods,
      shipment.accessories, shipment.info, shipment.purchaseprice, shipment.shippingcosts,
      shipment.additionalservices, shipment.totalamount, shipment.paymentmethod,
      shipment.history, shipment.currentposition, access)::public.tracked_shipment;
  else
    -- The journey only: the per-shipment note (info) stays out too, as staff write names and
    -- phone numbers there.
    return next (shipment.id, shipment.status, null, null, null, null, null, null, null, null,
      null, null, null, null, shipment.history, shipment.currentposition,
      access)::public.tracked_shipment;
  end if;
end;
$$;
revoke execute on function private.lookup_shipment(text, text) from public;
grant execute on function private.lookup_shipment(text, text) to anon, authenticated, service_role;

-- POST /rest/v1/rpc/track_shipment {tracking_number, party_key?}, called with .single() so a
-- miss arrives as PGRST116. One function, not an overload: PostgREST cannot choose between
-- track_shipment(text) and track_shipment(text, text default null) (PGRST203).
create function public.track_shipment(tracking_number text, party_key text default null)
returns setof public.tracked_shipment
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.lookup_shipment(tracking_number, party_key);
$$;
revoke execute on function public.track_shipment(text, text) from public;
grant execute on function public.track_shipment(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Staff: list, create, revoke, re-date. Security-definer bodies in private (the API roles have
-- no privilege on the links table), each checking staff first; invoker wrappers in public.
-- ---------------------------------------------------------------------------------------------
create type public.tracking_link as (
  id uuid,
  party text,
  created_at timestamptz,
  created_by text,
  last_used_at timestamptz,
  -- When it stops working: the date set by staff or DEFAULT_LINK_DAYS after delivery; null
  -- while the shipment is on its way and no date is set.
  expires_at timestamptz,
  -- True when staff set expires_at; false when it follows the delivery date.
  expiry_set boolean,
  revoked_at timestamptz,
  revoked_by text,
  -- 'active', 'expired' or 'revoked'.
  state text
);

create function private.as_tracking_link(link private.tracking_links)
returns public.tracking_link
language sql
stable
set search_path = ''
as $$
  select (link.id, link.party, link.created_at, link.created_by, link.last_used_at,
          private.link_expiry(link), link.expires_at is not null, link.revoked_at, link.revoked_by,
          private.link_state(link))::public.tracking_link;
$$;

create function private.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may manage tracking links' using errcode = '42501';
  end if;
end;
$$;

-- The shipment a link action is about, or P0002.
create function private.linked_shipment(tracking_number text)
returns public.shipments
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.shipments;
begin
  select * into found from public.shipments where id = tracking_number;
  if found.id is null then
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_shipment';
  end if;
  return found;
end;
$$;

create function private.list_tracking_links(tracking_number text)
returns setof public.tracking_link
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  shipment public.shipments;
begin
  perform private.require_staff();
  shipment := private.linked_shipment(tracking_number);
  return query
    select listed.*
      from private.tracking_links l
     cross join lateral private.as_tracking_link(l) as listed
     where l.shipment_id = shipment.id and l.shipment_created_at = shipment.created_at
     order by l.created_at desc;
end;
$$;

create function private.create_tracking_link(tracking_number text, party text, replace boolean)
returns table (link public.tracking_link, key text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shipment public.shipments;
  current_link private.tracking_links;
  new_key text;
  created private.tracking_links;
begin
  perform private.require_staff();
  if party is null or party not in ('shipper', 'recipient') then
    raise exception 'party must be shipper or recipient' using errcode = '22023', detail = 'bad_party';
  end if;
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

  new_key := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
  insert into private.tracking_links (shipment_id, shipment_created_at, party, key_hash, created_by)
  values (shipment.id, shipment.created_at, party, private.link_key_hash(new_key),
          private.audit_actor())
  returning * into created;
  perform private.record_link_change(created, 'link_create', null);
  return query select private.as_tracking_link(created), new_key;
end;
$$;

create function private.revoke_tracking_links(tracking_number text)
returns setof public.tracking_link
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shipment public.shipments;
  valid private.tracking_links;
begin
  perform private.require_staff();
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

create function private.set_tracking_link_expiry(link_id uuid, expires_at timestamptz)
returns public.tracking_link
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated private.tracking_links;
begin
  perform private.require_staff();
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

revoke execute on function
  private.as_tracking_link(private.tracking_links), private.require_staff(),
  private.linked_shipment(text), private.list_tracking_links(text),
  private.create_tracking_link(text, text, boolean), private.revoke_tracking_links(text),
  private.set_tracking_link_expiry(uuid, timestamptz)
from public;
grant execute on function
  private.list_tracking_links(text), private.create_tracking_link(text, text, boolean),
  private.revoke_tracking_links(text), private.set_tracking_link_expiry(uuid, timestamptz)
to authenticated, service_role;

create function public.tracking_links(tracking_number text)
returns setof public.tracking_link
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.list_tracking_links(tracking_number);
$$;
comment on function public.tracking_links(text) is
  'Party links of one shipment, newest first (staff only): metadata, never the key.';

create function public.create_tracking_link(
  tracking_number text, party text, replace boolean default false)
returns table (link public.tracking_link, key text)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.create_tracking_link(tracking_number, party, replace);
$$;
comment on function public.create_tracking_link(text, text, boolean) is
  'Creates the party''s link and returns its key, the only time it is readable (staff only).';

create function public.revoke_tracking_links(tracking_number text)
returns setof public.tracking_link
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.revoke_tracking_links(tracking_number);
$$;
comment on function public.revoke_tracking_links(text) is
  'Revokes every valid link of one shipment and returns them (staff only).';

create function public.set_tracking_link_expiry(link_id uuid, expires_at timestamptz default null)
returns public.tracking_link
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.set_tracking_link_expiry(link_id, expires_at);
$$;
comment on function public.set_tracking_link_expiry(uuid, timestamptz) is
  'Sets when a link expires; null returns to the default after delivery (staff only).';

revoke execute on function
  public.tracking_links(text), public.create_tracking_link(text, text, boolean),
  public.revoke_tracking_links(text), public.set_tracking_link_expiry(uuid, timestamptz)
from public, anon;
grant execute on function
  public.tracking_links(text), public.create_tracking_link(text, text, boolean),
  public.revoke_tracking_links(text), public.set_tracking_link_expiry(uuid, timestamptz)
to authenticated, service_role;
