-- The e-mail worker records one row's outcome and begins its next row in one call (issue #26,
-- bench "customer e-mail": 1,000 queued e-mails took 1.66x as long as the same 1,000 sent
-- straight; the target is 1.5).
--
-- Why: per e-mail the worker made two calls through the gateway and PostgREST,
-- begin_outbox_email before handing it over and finish_outbox_email after. The SQL of the two is
-- cheap (about 0.3 ms and 0.5 ms of database time); a call is not: about 4-5 ms of CPU all told
-- on the bench's stack (the gateway, PostgREST's transaction and settings, the database, the
-- worker's fetch), on a machine that also renders and sends. Timed inside the worker, a lane
-- spent 75-100 ms of its ~140-170 ms per e-mail waiting for begin and finish. On hosted each
-- call is a network round trip besides.
--
-- Now a lane calls finish_and_begin_outbox_email once per e-mail: the outcome of the row it
-- handed over last, and the begin of the row it is about to hand over, in one transaction.
-- Only a lane's first row is begun alone (begin_outbox_email) and its last one finished alone
-- (finish_outbox_email); both stay as they are.
--
-- The rules are those of begin and finish, which this function calls rather than copies:
--   * the next row is marked 'sending' (its attempt counted) only by the call made right before
--     it is handed over: a worker never begins rows ahead of time, and one that dies leaves
--     the rows it had not reached 'claimed' (queued again after the lease);
--   * each half needs its own row's current claim_token: a stale run can neither record the
--     outcome nor begin the row. The answer is begin's (false: do not send the next row); the
--     outcome is recorded whatever begin answers;
--   * a late success of a row given up as interrupted is still recorded (finish's rule);
--   * service_role only.
-- Both rows are locked first, in id order, so that two calls never wait for each other's rows
-- in a circle (a deadlock would fail a call, and with it a hand-over).

create function private.finish_and_begin_outbox_email(
  finish_id uuid, finish_claim_token uuid, next_id uuid, next_claim_token uuid,
  error text, permanent boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform 1 from private.email_outbox o
   where o.id in (finish_and_begin_outbox_email.finish_id, finish_and_begin_outbox_email.next_id)
   order by o.id
     for update;
  perform private.finish_outbox_email(finish_id, finish_claim_token, error, permanent);
  return private.begin_outbox_email(next_id, next_claim_token);
end;
$$;

revoke execute on function
  private.finish_and_begin_outbox_email(uuid, uuid, uuid, uuid, text, boolean)
from public, anon, authenticated;
grant execute on function
  private.finish_and_begin_outbox_email(uuid, uuid, uuid, uuid, text, boolean)
to service_role;

create function public.finish_and_begin_outbox_email(
  finish_id uuid, finish_claim_token uuid, next_id uuid, next_claim_token uuid,
  error text default null, permanent boolean default false)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.finish_and_begin_outbox_email(
    finish_id, finish_claim_token, next_id, next_claim_token, error, permanent);
$$;
comment on function public.finish_and_begin_outbox_email(uuid, uuid, uuid, uuid, text, boolean) is
  'E-mail worker, between two rows of a lane: finish_outbox_email(finish_id, finish_claim_token, error, permanent), then begin_outbox_email(next_id, next_claim_token), in one transaction; returns begin''s answer (false: do not send the next row). service_role only.';

revoke execute on function
  public.finish_and_begin_outbox_email(uuid, uuid, uuid, uuid, text, boolean)
from public, anon, authenticated;
grant execute on function
  public.finish_and_begin_outbox_email(uuid, uuid, uuid, uuid, text, boolean)
to service_role;
