-- Every scheduled job, where pg_cron is available (hosted Supabase; in pg_catalog, as its docs
-- say). Locally there is none: the stack runs the SQL jobs itself (LOCAL_SQL_JOBS in
-- local-stack/sql-jobs.ts, held to this file by tests/unit/local-sql-jobs.test.ts) and calls the
-- functions the jobs call (local-stack/functions/schedule.ts). cron.schedule with an existing
-- job name updates that job, so this block may run again; a job taken out of it needs its
-- cron.unschedule in the migration (`npm run db:diff` writes one). Times are UTC.

-- How a job calls an Edge Function (Supabase's "Scheduling Edge Functions"): a POST with the
-- service_role key, the project's URL and the key read from Vault (docs/email.md). Used only
-- where pg_net is.
create function private.post_to_edge_function(function_name text, timeout_ms integer)
returns bigint
language plpgsql
set search_path to ''
as $$
begin
  return net.http_post(
    url := (select v.decrypted_secret from vault.decrypted_secrets v where v.name = 'project_url')
           || '/functions/v1/' || function_name,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select v.decrypted_secret from vault.decrypted_secrets v
                                      where v.name = 'service_role_key')),
    body := '{}'::jsonb,
    timeout_milliseconds := timeout_ms);
end;
$$;
revoke execute on function private.post_to_edge_function(function_name text, timeout_ms integer) from public;

do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;

  -- Just after a day's offers end (requests/expire.sql).
  perform cron.schedule('expire-transport-offers', '7 0 * * *',
                        $job$select private.expire_transport_offers()$job$);

  -- Every minute, the escrows' inspection periods: over at their deadline, the buyer's
  -- reminders before it (escrow/schedule.sql).
  perform cron.schedule('escrow-schedule', '* * * * *',
                        $job$select private.escrow_schedule()$job$);

  -- At night, ten minutes apart: a deleted shipment's personal data after the restore window
  -- (retention/deleted-shipments.sql), the per-status totals recounted in case a trigger was
  -- bypassed (shipments/status-totals.sql), requests past the owner's period
  -- (retention/transport-requests.sql).
  perform cron.schedule('purge-deleted-shipments', '17 3 * * *',
                        $job$select private.purge_deleted_shipments()$job$);
  perform cron.schedule('recount-shipment-statuses', '27 3 * * *',
                        $job$select private.recount_shipment_statuses()$job$);
  perform cron.schedule('purge-expired-transport-requests', '37 3 * * *',
                        $job$select private.purge_expired_transport_requests()$job$);

  -- Failed lookups every 5 minutes, so none is kept longer than its window and these 5 minutes
  -- (base/throttle.sql; the privacy notice adds src/lib/retention.ts's
  -- TRACKING_MISS_PURGE_MINUTES, this interval, to the window).
  perform cron.schedule('purge-tracking-misses', '*/5 * * * *',
                        $job$select private.purge_tracking_misses()$job$);

  -- The Edge Functions (pg_net): the e-mail worker every minute (README "Customer e-mail");
  -- at night, after the purges above, the evidence files of shipments gone for good
  -- (storage/evidence-purge.sql).
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule('email-outbox', '* * * * *',
                          $job$select private.post_to_edge_function('email-outbox', 55000)$job$);
    perform cron.schedule('purge-shipment-evidence', '47 3 * * *',
                          $job$select private.post_to_edge_function('shipment-evidence-purge', 55000)$job$);
  end if;
end;
$$;
