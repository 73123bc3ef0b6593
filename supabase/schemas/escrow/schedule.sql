-- The schedule does the counting (issue #53 item 4): every minute (pg_cron on hosted, the local
-- stack's SQL jobs here; jobs/cron.sql) it marks the inspection periods whose deadline has
-- passed without an answer as over, in one statement (the staff digest is one per run:
-- email/escrow-emails.sql), and notes the buyer's reminders 5 days and 1 day before the
-- deadline, once each; a reminder whose moment passed while the schedule did not run is not
-- sent late (the next one is), and a period of 5 days or less has no 5-day reminder. Runs as the
-- database owner; its steps are audited with the actor 'schedule'. A deleted shipment's escrow
-- waits (restore window) and is skipped.

create function private.escrow_schedule()
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  now_at constant timestamptz := clock_timestamp();
  over integer;
  reminded integer;
begin
  perform set_config('private.audit_actor', 'schedule', true);
  update public.shipment_escrows e
     set state = 'period_over', period_over_at = now_at
   where e.state = 'inspection' and e.escrow_deadline <= now_at
     and exists (select 1 from public.shipments s
                  where s.id = e.shipment_id and s.created_at = e.shipment_created_at);
  get diagnostics over = row_count;

  -- The reminder whose day it is: the 5th day before the deadline, or the last.
  with due as (
    select e.shipment_id, e.shipment_created_at,
           e.reminded_5_at is null and e.period_days > 5
             and now_at >= e.escrow_deadline - interval '5 days'
             and now_at < e.escrow_deadline - interval '1 day' as five,
           e.reminded_1_at is null and e.period_days > 1
             and now_at >= e.escrow_deadline - interval '1 day' as one
      from public.shipment_escrows e
     where e.state = 'inspection' and now_at < e.escrow_deadline
       and exists (select 1 from public.shipments s
                    where s.id = e.shipment_id and s.created_at = e.shipment_created_at))
  update public.shipment_escrows e
     set reminded_5_at = case when due.five then now_at else e.reminded_5_at end,
         reminded_1_at = case when due.one then now_at else e.reminded_1_at end
    from due
   where e.shipment_id = due.shipment_id and e.shipment_created_at = due.shipment_created_at
     and (due.five or due.one)
     -- Checked again on the row as it is once locked: an answer that just committed wins.
     and e.state = 'inspection';
  get diagnostics reminded = row_count;

  perform set_config('private.audit_actor', '', true);
  return jsonb_build_object('period_over', over, 'reminded', reminded);
end;
$$;
revoke execute on function private.escrow_schedule() from public;
comment on function private.escrow_schedule() is
  'Every minute (jobs/cron.sql): inspection -> period_over once now() >= escrow_deadline; reminded_5_at / reminded_1_at set once each in the 5th and last day before the deadline. Returns {period_over, reminded}: how many escrows each found.';
