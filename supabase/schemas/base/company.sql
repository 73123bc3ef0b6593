-- The company's facts the database needs: its time zone (a request's earliest collection starts
-- at midnight there, requests/convert.sql; an escrow's inspection period ends at midnight there,
-- escrow/). Here, below the features, as both use it.

create function private.company_time_zone()
returns text
language sql
immutable parallel safe
set search_path to ''
as $$
  select 'Europe/Berlin'::text;
$$;
revoke execute on function private.company_time_zone() from public;
comment on function private.company_time_zone() is
  'The company''s time zone (common/company-time-zone.ts COMPANY_TIME_ZONE).';
