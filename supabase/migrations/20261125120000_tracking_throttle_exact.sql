-- The tracking-lookup throttle, third version (issue #30, findings 2 and 6). Replaces the
-- counters of 20261123100000_tracking_throttle_keying.sql, whose reasoning on the client
-- (cf-connecting-ip, IPv6 per /64) and on GET/HEAD (refused, PT405) still holds. What was wrong:
--
-- * Its per-client counters were 1024 shared, hashed slots (sequences, so a miss survived the
--   rollback PostgREST does when `.single()` finds no row). Addresses chosen offline to hash
--   onto a customer's two slots locked that customer out, and 5,000 misses from distinct
--   addresses filled every slot, so 199 of 200 fresh clients were refused a real number.
-- * Check and count were two steps without a lock, and the window was fixed: 50 concurrent
--   misses got 12 answers, and the window's edge gave 10 + 11 within 1.3 s.
-- * A valid party key (192 random bits: no oracle) was refused while its client was throttled.
--
-- Now:
-- * Every miss is a row of private.tracking_miss_log (client, network, when): exact counts per
--   client and per network, nothing shared with anyone else. A row only survives when the
--   transaction commits, so a lookup must be a request that PostgREST commits: the database
--   refuses, before it looks, the two kinds of request PostgREST rolls back after running the
--   function — a single-object Accept (`application/vnd.pgrst.object+json`, which `.single()`
--   and `.maybeSingle()` send: 0 rows → PGRST116 and a rollback) and `Prefer: tx=rollback` —
--   with PT406, the same answer for a hit and a miss. The site asks for a list and reads "no
--   row" as PGRST116 itself, as postgrest-js does for `.maybeSingle()` on GET
--   (src/lib/public-api/postgrest.ts), so SPEC §8's messages stay as they are (DECISIONS 2).
-- * A miss takes transaction-level advisory locks on its client and then on its network before
--   it is checked and counted, so the check and the count are one step: concurrent misses of
--   one client (or network) queue, and the limit holds exactly. Clients are locked before
--   networks, always, so two lookups never wait on each other in a circle. A hit counts
--   nothing and takes no lock.
-- * The window slides: a client is refused while it has 10 misses in the last 15 minutes, so no
--   15-minute span ever holds more than 10 answered misses of one client, at any edge.
-- * Misses also add up per network (IPv4 /24, IPv6 /48): 30 per 15 minutes, so one actor's
--   thousand addresses in one network get 30 answers, not 10,000. A customer in another network
--   is never refused because of them.
-- * The global budget stays (200 misses per window across all clients, a soft switch kept in a
--   sequence as before): beyond it, 3 per client and 10 per network.
-- * A valid party key is answered whatever its client's misses. A wrong, expired or revoked key
--   still counts as a miss and is refused with everything else while throttled.
--
-- What an attacker gets, per 15 minutes (bench: `npm run bench -- --only "tracking throttle"`):
-- one address 10 misses; N addresses in one /24 network 30; N networks about 10 each while the
-- global budget lasts, then 3 per address and at most 10 per network, i.e. about 10·N guesses of
-- 900,000 six-digit numbers per window for N networks. No number of networks locks out a
-- customer who types the right number or holds a link.

-- ---------------------------------------------------------------------------------------------
-- The miss log
-- ---------------------------------------------------------------------------------------------
create table private.tracking_miss_log (
  client text not null,
  network text not null,
  missed_at timestamptz not null default clock_timestamp()
);
comment on table private.tracking_miss_log is
  'One row per tracking lookup without a match (or with a refused key), kept 15 minutes: the '
  'throttle''s exact counts per client and network (20261125120000).';
create index tracking_miss_log_client_idx on private.tracking_miss_log (client, missed_at);
create index tracking_miss_log_network_idx on private.tracking_miss_log (network, missed_at);
create index tracking_miss_log_missed_at_idx on private.tracking_miss_log (missed_at);
alter table private.tracking_miss_log enable row level security;

-- How long a miss counts.
create function private.tracking_miss_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '15 minutes';
$$;

-- The network a client belongs to: IPv4 /24, IPv6 /48 (the block a site is usually given).
-- A client that is not an address ('unknown') is a network of its own.
create function private.tracking_network(client text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
           when not pg_input_is_valid(client, 'inet') then client
           when family(client::inet) = 4 then network(set_masklen(client::inet, 24))::text
           else network(set_masklen(client::inet, 48))::text
         end;
$$;

-- Misses in the sliding window of one client and of its network, in one index scan (a
-- client's misses are all its network's).
create function private.tracking_miss_counts(client text, network text,
  out client_misses bigint, out network_misses bigint)
language sql
stable
set search_path = ''
as $$
  select count(*) filter (where l.client = tracking_miss_counts.client), count(*)
    from private.tracking_miss_log l
   where l.network = tracking_miss_counts.network
     and l.missed_at > clock_timestamp() - private.tracking_miss_window();
$$;

-- Misses a client has in the window, as the throttle sees them (tests, bench). Same signature
-- as the second version's.
drop function private.tracking_misses(text);
create function private.tracking_misses(client text)
returns bigint
language sql
volatile
set search_path = ''
as $$
  select (private.tracking_miss_counts(client, private.tracking_network(client))).client_misses;
$$;

-- Records a miss, and drops misses that no longer count (a few at a time, never waiting on a
-- row another lookup is dropping).
create function private.tracking_record_miss(client text, network text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into private.tracking_miss_log (client, network) values (client, network);
  delete from private.tracking_miss_log
   where ctid = any (array(
     select l.ctid from private.tracking_miss_log l
      where l.missed_at <= clock_timestamp() - private.tracking_miss_window()
      limit 100
      for update skip locked));
  perform private.tracking_count_up('private.tracking_miss_total', private.tracking_window());
end;
$$;

-- Forget every miss (tests and local development only; never called by the site).
create or replace function private.reset_tracking_throttle()
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  delete from private.tracking_miss_log;
  perform setval('private.tracking_miss_total', 0);
end;
$$;

revoke execute on function
  private.tracking_miss_window(), private.tracking_network(text),
  private.tracking_miss_counts(text, text),
  private.tracking_misses(text), private.tracking_record_miss(text, text),
  private.reset_tracking_throttle()
from public;

-- ---------------------------------------------------------------------------------------------
-- The lookup, fourth version: exact throttle, keys answered while throttled, and the journey
-- of a number-only answer cleared of anything that repeats a party's name or address.
-- ---------------------------------------------------------------------------------------------

create or replace function private.lookup_shipment(tracking_number text, party_key text)
returns setof public.tracked_shipment
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  misses_per_client constant bigint := 10;
  misses_per_client_when_busy constant bigint := 3;
  misses_per_network constant bigint := 30;
  misses_per_network_when_busy constant bigint := 10;
  misses_per_window constant bigint := 200;
  headers constant json := nullif(current_setting('request.headers', true), '')::json;
  caller constant text := private.tracking_client();
  caller_network constant text := private.tracking_network(caller);
  busy boolean;
  caller_misses bigint;
  network_misses bigint;
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
  -- PostgREST rolls the transaction back after the function ran when one object was asked for
  -- and no row came (`.single()`), or when asked to: the miss row would go with it.
  if coalesce(headers ->> 'accept', '') ~* 'application/vnd\.pgrst\.object'
     or coalesce(headers ->> 'prefer', '') ~* 'tx\s*=\s*rollback' then
    raise exception 'tracking lookups must ask for a list of rows'
      using errcode = 'PT406',
            hint = 'Send Accept: application/json, without Prefer: tx=rollback.';
  end if;

  select * into shipment from public.shipments s where s.id = tracking_number;

  if shipment.id is not null and coalesce(party_key, '') <> ''
     and (select not t.number_shows_everything from private.tracking_settings t) then
    -- A key is 32 base64url characters; anything else is refused without a lookup.
    if party_key ~ '^[A-Za-z0-9_-]{32}$' then
      select l.id into link_id
        from private.tracking_links l
       where l.key_hash = private.link_key_hash(party_key)
         and l.shipment_id = shipment.id
         and l.shipment_created_at = shipment.created_at
         and private.link_state(l) = 'active';
    end if;
    access := case when link_id is null then 'key_refused' else 'full' end;
  elsif shipment.id is not null then
    access := case when (select t.number_shows_everything from private.tracking_settings t)
                   then 'full' else 'number_only' end;
  end if;

  -- A valid key is answered whatever its client's misses (192 random bits are no oracle).
  -- Anything else from a throttled client gets one refusal, for hit and miss alike.
  if link_id is null then
    if shipment.id is null or access = 'key_refused' then
      -- A miss: decided and counted under the client's and then the network's lock, so
      -- concurrent misses queue and the limit holds exactly. Always in this order (two lock
      -- spaces: a client's lock never stands in for a network's), so none waits in a circle.
      perform pg_advisory_xact_lock(hashtext('tracking client'), hashtext(caller));
      perform pg_advisory_xact_lock(hashtext('tracking network'), hashtext(caller_network));
    end if;
    -- One index scan counts both: a client's misses are all its network's.
    select count(*) filter (where l.client = caller), count(*)
      into caller_misses, network_misses
      from private.tracking_miss_log l
     where l.network = caller_network
       and l.missed_at > clock_timestamp() - private.tracking_miss_window();
    busy := private.tracking_count('private.tracking_miss_total', private.tracking_window())
            >= misses_per_window;
    -- (Parenthesised: an IF condition ends at its first THEN, a CASE's included.)
    if caller_misses >= (case when busy then misses_per_client_when_busy else misses_per_client end)
       or network_misses
          >= (case when busy then misses_per_network_when_busy else misses_per_network end) then
      raise exception 'too many tracking lookups without a match from this client'
        using errcode = 'PT429',
              detail = 'tracking_throttled',
              hint = 'Try again in a few minutes.';
    end if;
  end if;

  if shipment.id is null or access = 'key_refused' then
    perform private.tracking_record_miss(caller, caller_network);
  end if;
  if shipment.id is null then
    return;
  end if;
  if link_id is not null then
    update private.tracking_links set last_used_at = clock_timestamp() where id = link_id;
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
    -- A route entry whose place repeats a party's address or name (staff typed it there)
    -- keeps its status and date, not the place.
    return next (shipment.id, shipment.status, null, null, null, null, null, null, null, null,
      null, null, null, null,
      (select coalesce(jsonb_agg(
                case when exists (
                       select 1
                         from unnest(array[shipment.shipperaddress, shipment.recipientaddress,
                                           shipment.shippername, shipment.recipientname]) as p
                        where btrim(p) <> ''
                          and (lower(btrim(e.entry ->> 'location')) = lower(btrim(p))
                               or (char_length(btrim(p)) >= 3
                                   and strpos(lower(e.entry ->> 'location'), lower(btrim(p))) > 0)))
                     then jsonb_set(e.entry, '{location}', '""')
                     else e.entry end
                order by e.n), '[]'::jsonb)
         from jsonb_array_elements(shipment.history) with ordinality as e(entry, n)),
      shipment.currentposition, access)::public.tracked_shipment;
  end if;
end;
$$;

-- The hashed slots of the second version.
do $$
begin
  for slot in 0..1023 loop
    execute format('drop sequence private.tracking_miss_slot_%s', slot);
  end loop;
end;
$$;
drop function private.tracking_miss_slots(text);
