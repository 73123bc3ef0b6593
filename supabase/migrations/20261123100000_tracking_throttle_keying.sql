-- The tracking-lookup throttle, second version (issue #15). Replaces the lookup of
-- 20261121120000_staff_and_shipments.sql and keeps its reasoning: misses are counted in
-- sequences, because PostgREST rolls the transaction back when `.single()` finds no row, and a
-- sequence update survives that rollback. What changes:
--
-- 1. Only a read-write transaction may look up. PostgREST runs GET and HEAD on /rpc in a
--    read-only transaction (PostgREST v12.0.2 src/PostgREST/Plan.hs, txMode), where a miss
--    cannot be counted: it failed with 405/25006 naming setval() while a hit answered 200, so
--    GET gave unlimited, uncounted lookups and a perfect hit/miss oracle. Now every lookup in a
--    read-only transaction is refused before it looks, with one answer for hit and miss.
-- 2. The client is the address the platform's proxy saw (`cf-connecting-ip`, DECISIONS 17),
--    never X-Forwarded-For, whose leftmost value the caller writes on hosted Supabase
--    (supabase discussions #34647, #52040). IPv6 clients count per /64, the block one
--    subscriber usually holds.
-- 3. A client has two counters (of the 1024), picked by two independent hashes, and is
--    throttled only when both are full. Someone who shares one counter with a customer can no
--    longer lock that customer out; a throttled client is refused for every number, hit or
--    miss, so a refusal never tells whether a number exists.
-- 4. A global miss budget per window is the backstop against clients with many addresses.
--
-- Budgets, per 15-minute window:
-- * 10 misses per client, as before (a customer who mistypes a few times never notices).
-- * 200 misses across all clients. The company handles a few shipments a day (SPEC: 5000+
--   transports in 6+ years); even 30 shipments on the road, each looked up 10 times a day with
--   one typo in five, make about 60 misses a DAY, so a normal day stays far below 200 in any
--   window. Once the 200 are spent, a client may miss only 3 times in that window instead of
--   10: a customer who types the number right (or on the second or third try) is still
--   answered, and an enumeration gets 3 guesses per address instead of 10. The counters are
--   shared, so with about 1000 misses in a window a newcomer finds both its counters at 3 one
--   time in ten, and with 2000 half the time: the more addresses an attack uses, the closer
--   this comes to refusing everyone until the window ends. We prefer that to handing out
--   customers' shipments.

-- Misses of all clients together, encoded like the per-client counters.
create sequence private.tracking_miss_total as bigint minvalue 0 start 0;

-- Counters hold `window * 1000000 + misses`: a value from an older window counts as zero.
-- (The first version used `window * 1000`; such values read as an older window here.)
create function private.tracking_window()
returns bigint
language sql
volatile
set search_path = ''
as $$
  select floor(extract(epoch from clock_timestamp()) / 900)::bigint;
$$;

create function private.tracking_count(counter regclass, this_window bigint)
returns bigint
language sql
stable
set search_path = ''
as $$
  select case when value / 1000000 = this_window then value % 1000000 else 0 end
    from coalesce(pg_sequence_last_value(counter), 0) as value;
$$;

create function private.tracking_count_up(counter regclass, this_window bigint)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if nextval(counter) / 1000000 <> this_window then
    perform setval(counter, this_window * 1000000 + 1);
  end if;
end;
$$;

-- The client as the platform's proxy saw it. Hosted Supabase sits behind Cloudflare, which sets
-- `cf-connecting-ip` and replaces any value the caller sent; the local gateway does the same.
-- Without a readable address (no proxy in front, e.g. a script on the database) every such
-- caller shares the one client 'unknown', so a missing header never means "no limit".
create function private.tracking_client()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  raw constant text := btrim(
    nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip');
  address inet;
begin
  if raw is null or not pg_input_is_valid(raw, 'inet') then
    return 'unknown';
  end if;
  address := raw::inet;
  if family(address) = 4 then
    return host(address);
  end if;
  if address << inet '::ffff:0.0.0.0/96' then
    return substr(host(address), 8); -- an IPv4 client written as IPv6
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;

-- A client's two counters. The second hash is independent of the first and never picks the
-- same counter, so a client is throttled only by its own misses or by both its counters being
-- filled by others (about 1 in 1024² for one other client, and rare for many).
create function private.tracking_miss_slots(client text)
returns regclass[]
language sql
stable
set search_path = ''
as $$
  select array[
    format('private.tracking_miss_slot_%s', first)::regclass,
    format('private.tracking_miss_slot_%s', (first + 1 + second % 1023) % 1024)::regclass]
  from (select hashtext(client) & 1023 as first,
               hashtextextended(client, 1) & 4194303 as second) as hashes;
$$;

-- Misses a client has in the current window, as the throttle sees them (tests, bench).
create function private.tracking_misses(client text)
returns bigint
language sql
volatile
set search_path = ''
as $$
  select least(private.tracking_count(slots[1], w), private.tracking_count(slots[2], w))
    from private.tracking_miss_slots(client) as slots, private.tracking_window() as w;
$$;

-- Forget every miss (tests and local development only; never called by the site).
create function private.reset_tracking_throttle()
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  for slot in 0..1023 loop
    perform setval(format('private.tracking_miss_slot_%s', slot)::regclass, 0);
  end loop;
  perform setval('private.tracking_miss_total', 0);
end;
$$;

revoke execute on function
  private.tracking_window(), private.tracking_count(regclass, bigint),
  private.tracking_count_up(regclass, bigint), private.tracking_client(),
  private.tracking_miss_slots(text), private.tracking_misses(text),
  private.reset_tracking_throttle()
from public;

-- Security definer: the only way anon reads shipments, one exact number at a time.
create function private.lookup_shipment(tracking_number text)
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
  found public.tracked_shipment;
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
  -- Checked for hits too: a throttled client learns nothing about the number it sent.
  if least(private.tracking_count(slots[1], this_window),
           private.tracking_count(slots[2], this_window)) >= allowed then
    raise exception 'too many tracking lookups without a match from this client'
      using errcode = 'PT429',
            detail = 'tracking_throttled',
            hint = 'Try again in a few minutes.';
  end if;

  select s.id, s.status, s.shippername, s.shipperaddress, s.recipientname, s.recipientaddress,
         s.transportedgoods, s.accessories, s.info, s.purchaseprice, s.shippingcosts,
         s.additionalservices, s.totalamount, s.paymentmethod, s.history, s.currentposition
    into found
    from public.shipments s
   where s.id = tracking_number;

  if found.id is null then
    perform private.tracking_count_up(slots[1], this_window);
    perform private.tracking_count_up(slots[2], this_window);
    perform private.tracking_count_up('private.tracking_miss_total', this_window);
    return;
  end if;
  return next found;
end;
$$;
revoke execute on function private.lookup_shipment(text) from public;
grant execute on function private.lookup_shipment(text) to anon, authenticated, service_role;

-- The public entry point keeps its name, arguments and result (POST /rest/v1/rpc/track_shipment,
-- called with .single() so a miss arrives as PGRST116).
create or replace function public.track_shipment(tracking_number text)
returns setof public.tracked_shipment
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.lookup_shipment(tracking_number);
$$;

drop function private.lookup_shipment(text, text);
drop function private.request_client();
drop function private.tracking_miss_slot(text);
