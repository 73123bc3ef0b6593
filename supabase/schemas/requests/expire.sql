-- Offers past their validity (issue #37): status expired, so staff see expirată (they may send
-- a new offer); the key stays, and the link says until when the offer was valid (issue #49).
-- Run daily by pg_cron on hosted Supabase (jobs/cron.sql), and by the local stack's SQL jobs
-- (local-stack/sql-jobs.ts). Until it runs, the offer page already says expired and accepting
-- is refused.

create function private.expire_transport_offers()
returns integer
language plpgsql
security definer
set search_path to ''
as $$
declare
  today constant date := (clock_timestamp() at time zone 'UTC')::date;
  expired integer;
begin
  perform set_config('private.audit_actor', 'offer expiry', true);
  update public.transport_requests r
     set status = 'expired'
   where r.status = 'offer_sent' and r.offer_valid_until < today;
  get diagnostics expired = row_count;
  perform set_config('private.audit_actor', '', true);
  return expired;
end;
$$;
revoke execute on function private.expire_transport_offers() from public;
comment on function private.expire_transport_offers() is
  'Sets offers in status offer_sent whose offer_valid_until is before today (UTC) to expired; returns how many.';
