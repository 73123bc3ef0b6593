-- Throttling of lookups that miss, per client and per network, so tracking numbers and keys
-- cannot be guessed by trying: a tracking lookup (tracking/lookup.sql) and a wrong offer key
-- (requests/offer-answer.sql) count in the same log. The client and its network are also what
-- the request form's per-sender limits count (requests/submit.sql).

create sequence private.tracking_miss_total start 0 minvalue 0;

create table private.tracking_miss_log (
  client text not null,
  network text not null,
  missed_at timestamptz default clock_timestamp() not null
);
alter table private.tracking_miss_log enable row level security;
comment on table private.tracking_miss_log is
  'One row per tracking lookup without a match (or with a refused key, or a wrong offer key), kept for private.tracking_miss_window() and deleted by private.purge_tracking_misses() at most 5 minutes later: the throttle''s exact counts per client and network (20261125120000).';

-- How long a miss counts, and is kept: the one place the 15 minutes are written (the privacy
-- notice's src/lib/retention.ts is compared with it by tests/integration/retention-periods.test.ts).
create function private.tracking_miss_window()
returns interval
language sql
immutable
set search_path to ''
as $$
  select interval '15 minutes';
$$;
revoke execute on function private.tracking_miss_window() from public;

-- The number of the current window of the busy-mode total, windows as long as the misses'.
-- (plpgsql: every lookup asks, and it keeps its plan.)
create function private.tracking_window()
returns bigint
language plpgsql
set search_path to ''
as $$
begin
  return floor(extract(epoch from clock_timestamp())
               / extract(epoch from private.tracking_miss_window()))::bigint;
end;
$$;
revoke execute on function private.tracking_window() from public;

create function private.tracking_count(counter regclass, this_window bigint)
returns bigint
language sql
stable
set search_path to ''
as $$
  select case when value / 1000000 = this_window then value % 1000000 else 0 end
    from coalesce(pg_sequence_last_value(counter), 0) as value;
$$;
revoke execute on function private.tracking_count(counter regclass, this_window bigint) from public;

create function private.tracking_count_up(counter regclass, this_window bigint)
returns void
language plpgsql
set search_path to ''
as $$
begin
  if nextval(counter) / 1000000 <> this_window then
    perform setval(counter, this_window * 1000000 + 1);
  end if;
end;
$$;
revoke execute on function private.tracking_count_up(counter regclass, this_window bigint) from public;

-- A client as the throttle counts it: an IPv4 address, an IPv6 /64, or 'unknown'. From the
-- request's `cf-connecting-ip` (DECISIONS 17), or from the address an Edge Function was called
-- from, which it passes on (storage/party-evidence.sql): the function's own call to the API
-- carries the function's address.
create function private.tracking_client_of(given text)
returns text
language plpgsql
immutable
set search_path to ''
as $$
declare
  raw constant text := btrim(given);
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
revoke execute on function private.tracking_client_of(given text) from public;

create function private.tracking_client()
returns text
language plpgsql
stable
set search_path to ''
as $$
begin
  return private.tracking_client_of(
    nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip');
end;
$$;
revoke execute on function private.tracking_client() from public;

create function private.reset_tracking_throttle()
returns void
language plpgsql
set search_path to ''
as $$
begin
  delete from private.tracking_miss_log;
  perform setval('private.tracking_miss_total', 0);
end;
$$;
revoke execute on function private.reset_tracking_throttle() from public;

-- plpgsql, not sql: it keeps its plan between transactions (README, "The database's wanted state").
create function private.tracking_network(client text)
returns text
language plpgsql
immutable
set search_path to ''
as $$
begin
  return case
           when not pg_input_is_valid(client, 'inet') then client
           when family(client::inet) = 4 then network(set_masklen(client::inet, 24))::text
           else network(set_masklen(client::inet, 48))::text
         end;
end;
$$;
revoke execute on function private.tracking_network(client text) from public;

create function private.tracking_miss_counts(
  client text,
  network text,
  out client_misses bigint,
  out network_misses bigint
)
returns record
language plpgsql
stable
set search_path to ''
as $$
begin
  -- One index scan counts both: a client's misses are all its network's. (plpgsql: its plan is
  -- kept between transactions; every tracking lookup asks.)
  select count(*) filter (where l.client = tracking_miss_counts.client), count(*)
    into client_misses, network_misses
    from private.tracking_miss_log l
   where l.network = tracking_miss_counts.network
     and l.missed_at > clock_timestamp() - private.tracking_miss_window();
end;
$$;
revoke execute on function private.tracking_miss_counts(client text, network text) from public;

create function private.tracking_misses(client text)
returns bigint
language sql
set search_path to ''
as $$
  select (private.tracking_miss_counts(client, private.tracking_network(client))).client_misses;
$$;
revoke execute on function private.tracking_misses(client text) from public;

create function private.tracking_record_miss(client text, network text)
returns void
language plpgsql
set search_path to ''
as $$
begin
  insert into private.tracking_miss_log (client, network) values (client, network);
  perform private.tracking_count_up('private.tracking_miss_total', private.tracking_window());
end;
$$;
revoke execute on function private.tracking_record_miss(client text, network text) from public;

-- The privacy notice's promise: a failed lookup's address (and a wrong offer key's) is gone once
-- its window has passed, whether or not anyone misses again. Run every 5 minutes (jobs/cron.sql),
-- so no row is older than the window plus 5 minutes.
create function private.purge_tracking_misses()
returns integer
language plpgsql
set search_path to ''
as $$
declare
  purged integer;
begin
  delete from private.tracking_miss_log l
   where l.missed_at <= clock_timestamp() - private.tracking_miss_window();
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke execute on function private.purge_tracking_misses() from public;
comment on function private.purge_tracking_misses() is
  'Deletes the misses older than private.tracking_miss_window(); returns how many. Every 5 minutes by pg_cron on hosted, by the SQL jobs locally (local-stack/sql-jobs.ts).';

create index tracking_miss_log_client_idx on private.tracking_miss_log (client, missed_at);

create index tracking_miss_log_missed_at_idx on private.tracking_miss_log (missed_at);

create index tracking_miss_log_network_idx on private.tracking_miss_log (network, missed_at);

-- The refusal of a throttled client, for every lookup that counts misses in this log
-- (lookup_shipment, an offer link's key, issue #37). Busy mode lowers a network's limit to one
-- client's own, never a client's. For a miss (`miss`), decided and then counted under the
-- client's and then the network's lock, so concurrent misses queue and the limit holds exactly;
-- always in this order (two lock spaces: a client's lock never stands in for a network's), so
-- none waits in a circle. Raises PT429 tracking_throttled.
create function private.require_tracking_unthrottled(client text, network text, miss boolean)
returns void
language plpgsql
set search_path to ''
as $$
declare
  misses_per_client constant bigint := 10;
  misses_per_network constant bigint := 30;
  misses_per_network_when_busy constant bigint := misses_per_client;
  misses_per_window constant bigint := 200;
  client_misses bigint;
  network_misses bigint;
  busy boolean;
begin
  if miss then
    perform pg_advisory_xact_lock(hashtext('tracking client'), hashtext(client));
    perform pg_advisory_xact_lock(hashtext('tracking network'), hashtext(network));
  end if;
  select c.client_misses, c.network_misses into client_misses, network_misses
    from private.tracking_miss_counts(client, network) as c;
  busy := private.tracking_count('private.tracking_miss_total', private.tracking_window())
          >= misses_per_window;
  -- (Parenthesised: an IF condition ends at its first THEN, a CASE's included.)
  if client_misses >= misses_per_client
     or network_misses
        >= (case when busy then misses_per_network_when_busy else misses_per_network end) then
    raise exception 'too many tracking lookups without a match from this client'
      using errcode = 'PT429',
            detail = 'tracking_throttled',
            hint = 'Try again in a few minutes.';
  end if;
end;
$$;
revoke execute on function private.require_tracking_unthrottled(client text, network text, miss boolean) from public;
comment on function private.require_tracking_unthrottled(client text, network text, miss boolean) is
  'PT429 tracking_throttled when the client or its network is over the miss limits; else nothing. miss: take the client''s and network''s locks first.';

-- A lookup that missed (an unknown number, a refused key): refused when its client or network
-- is over the limits, else counted. Not an exception but a row, so the caller must let its
-- transaction commit.
create function private.count_tracking_miss(client text, network text)
returns void
language plpgsql
set search_path to ''
as $$
begin
  perform private.require_tracking_unthrottled(client, network, true);
  perform private.tracking_record_miss(client, network);
end;
$$;
revoke execute on function private.count_tracking_miss(client text, network text) from public;
