-- How many requests the page takes (issue #36, README "Transport requests"): per client (its
-- trusted address, DECISIONS 17; IPv6 per /64) 5 an hour, per mailbox 3 a day (the address
-- as its mailbox reads it: private.mailbox_key, so case, +tags, Gmail's dots and an IDN domain
-- written either way are one), and a busy mode for floods. Busy mode (more than 30 requests site-wide in the last hour) lets each
-- network (IPv4 /24, IPv6 /48) send one an hour; a network that sent none this hour always gets
-- through, so however many networks a flood comes from, it cannot lock one chosen visitor out
-- (the lesson of the tracking throttle, 20261127100000). Spam counts like any request. To
-- change a limit, change it here and run `npm run db:diff`.

create function private.transport_request_limits(
  out per_client integer,
  out client_window interval,
  out per_address integer,
  out address_window interval,
  out busy_after integer,
  out busy_window interval
)
returns record
language plpgsql
immutable
set search_path to ''
as $$
begin
  per_client := 5;
  client_window := interval '1 hour';
  per_address := 3;
  address_window := interval '1 day';
  busy_after := 30;
  busy_window := interval '1 hour';
end;
$$;
revoke execute on function private.transport_request_limits() from public;

-- Seconds until the request at `since` leaves a window: the hint of every 429.
create function private.retry_after(since timestamptz, span interval)
returns text
language sql
volatile
set search_path to ''
as $$
  select greatest(1, ceil(extract(epoch from since + span - clock_timestamp())))::bigint::text;
$$;
revoke execute on function private.retry_after(since timestamptz, span interval) from public;

create function private.refuse_too_many(detail text, since timestamptz, span interval)
returns void
language plpgsql
set search_path to ''
as $$
begin
  raise exception 'too many requests'
    using errcode = 'PT429', detail = refuse_too_many.detail,
          hint = private.retry_after(since, span);
end;
$$;
revoke execute on function private.refuse_too_many(detail text, since timestamptz, span interval) from public;

-- Checked and then held under the client's, the network's and the mailbox's locks (always in
-- this order) to the end of the transaction, so concurrent requests cannot slip past a limit.
create function private.check_transport_request_limits(client text, network text, email text)
returns void
language plpgsql
set search_path to ''
as $$
declare
  limits record;
  mailbox constant text := private.mailbox_key(email);
  -- The time once, as a value: clock_timestamp() in a condition would rule the indexes out.
  checked_at constant timestamptz := clock_timestamp();
  since timestamptz;
  network_since timestamptz;
  site_since timestamptz;
begin
  select * into limits from private.transport_request_limits();
  perform pg_advisory_xact_lock(hashtext('transport request client'), hashtext(client));
  perform pg_advisory_xact_lock(hashtext('transport request network'), hashtext(network));
  perform pg_advisory_xact_lock(hashtext('transport request address'), hashtext(mailbox));

  -- The newest `limit` requests in the window: when the oldest of them leaves, one more fits.
  select r.created_at into since
    from public.transport_requests r
   where r.client = check_transport_request_limits.client
     and r.created_at > checked_at - limits.client_window
   order by r.created_at desc
  offset limits.per_client - 1 limit 1;
  if since is not null then
    perform private.refuse_too_many('client_limit', since, limits.client_window);
  end if;

  select r.created_at into since
    from public.transport_requests r
   where private.mailbox_key(r.email) = mailbox
     and r.created_at > checked_at - limits.address_window
   order by r.created_at desc
  offset limits.per_address - 1 limit 1;
  if since is not null then
    perform private.refuse_too_many('address_limit', since, limits.address_window);
  end if;

  select max(r.created_at) into network_since
    from public.transport_requests r
   where r.network = check_transport_request_limits.network
     and r.created_at > checked_at - limits.busy_window;
  if network_since is not null then
    -- Busy while more than busy_after arrived in the window: until the (busy_after + 1)th
    -- newest leaves it, or this network's newest does.
    select r.created_at into site_since
      from public.transport_requests r
     where r.created_at > checked_at - limits.busy_window
     order by r.created_at desc
    offset limits.busy_after limit 1;
    if site_since is not null then
      perform private.refuse_too_many('busy', least(site_since, network_since), limits.busy_window);
    end if;
  end if;
end;
$$;
revoke execute on function private.check_transport_request_limits(client text, network text, email text) from public;
