-- A request's reference, A-<year>-<number>: numbered per year (UTC) from 00001 without gaps
-- (a refused request rolls its number back), five digits at least.

create table private.transport_request_counters (
  year integer,
  last_number integer not null,
  constraint transport_request_counters_pkey primary key (year)
);
alter table private.transport_request_counters enable row level security;
comment on table private.transport_request_counters is
  'The last reference number given out per year; the row is locked until the request commits.';

create function private.next_transport_request_reference()
returns text
language plpgsql
set search_path to ''
as $$
declare
  this_year constant integer := extract(year from clock_timestamp() at time zone 'UTC')::integer;
  number integer;
begin
  insert into private.transport_request_counters as c (year, last_number)
  values (this_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into number;
  return 'A-' || this_year || '-' || lpad(number::text, greatest(5, char_length(number::text)), '0');
end;
$$;
revoke execute on function private.next_transport_request_reference() from public;
