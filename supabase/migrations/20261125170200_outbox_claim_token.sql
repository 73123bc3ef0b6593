-- The outbox worker's steps bound to one claim (issue #26, review of 20261125160100).
--
-- begin/finish took only the row's id, so two workers could not be told apart: worker A claims
-- a row, its lease runs out, worker B claims the same row again; A's late begin_outbox_email
-- found the row 'claimed' (by B) and succeeded, and both sent it. Now every claim hands out a
-- fresh claim_token with the row, and begin and finish act only for the holder of the newest
-- token. The old one-argument signatures are dropped: no caller can skip the token.
--
-- Everything else as before: begin moves claimed -> sending and counts the attempt; finish
-- records sent / queued again with back-off / failed; a late success for a row given up as
-- interrupted is still recorded as sent (the token stays on the row when it is given up, so
-- only the worker that was handing it over can report that).

alter table private.email_outbox add column claim_token uuid;
comment on column private.email_outbox.claim_token is
  'Made fresh by each claim_outbox_emails; begin/finish_outbox_email act only with it.';

-- The claim returns it. The type is only returned (no column uses it), so it can grow.
alter type public.outbox_email add attribute claim_token uuid;

create or replace function private.claim_outbox_emails(batch_size integer)
returns setof public.outbox_email
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings constant private.email_settings := (select s from private.email_settings s);
  claimed private.email_outbox;
  token text;
begin
  -- Claimed but never handed over: queue again.
  update private.email_outbox o
     set status = 'queued', lease_until = null
   where o.status = 'claimed' and o.lease_until < now();
  -- Died while handing over: it may have arrived. Never a second copy by itself.
  update private.email_outbox o
     set status = 'failed', lease_until = null, payload = o.payload - 'key',
         last_error = 'interrupted: the worker stopped while handing it to the mail server; it may have arrived'
   where o.status = 'sending' and o.lease_until < now();

  for claimed in
    update private.email_outbox o
       set status = 'claimed', lease_until = now() + make_interval(secs => settings.lease_seconds),
           claim_token = gen_random_uuid()
     where o.id in (select q.id from private.email_outbox q
                     where q.status = 'queued' and q.next_attempt_at <= now()
                     order by q.created_at, q.id
                     limit greatest(1, least(coalesce(batch_size, 50), 500))
                     for update skip locked)
    returning o.*
  loop
    token := null;
    if claimed.kind = 'status' then
      token := private.random_token();
      insert into private.email_unsubscribe_tokens (token_hash, shipment_id, shipment_created_at, party)
      values (private.email_token_hash(token), claimed.shipment_id, claimed.shipment_created_at,
              claimed.party);
    end if;
    return next (claimed.id, claimed.kind, claimed.party, claimed.language, claimed.to_address,
                 claimed.message_id, claimed.payload, token,
                 case when token is not null
                      then rtrim(settings.site_url, '/') || '/' || claimed.language
                           || '/unsubscribe?token=' || token end,
                 rtrim(settings.site_url, '/'), claimed.attempts,
                 claimed.claim_token)::public.outbox_email;
  end loop;
end;
$$;

drop function public.begin_outbox_email(uuid);
drop function public.finish_outbox_email(uuid, text, boolean);
drop function private.begin_outbox_email(uuid);
drop function private.finish_outbox_email(uuid, text, boolean);

create function private.begin_outbox_email(id uuid, claim_token uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update private.email_outbox o
     set status = 'sending', attempts = o.attempts + 1,
         lease_until = now() + make_interval(secs => (select s.lease_seconds from private.email_settings s))
   where o.id = begin_outbox_email.id and o.status = 'claimed'
     and o.claim_token = begin_outbox_email.claim_token;
  return found;
end;
$$;

create function private.finish_outbox_email(id uuid, claim_token uuid, error text, permanent boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings constant private.email_settings := (select s from private.email_settings s);
  email private.email_outbox;
begin
  select * into email from private.email_outbox o where o.id = finish_outbox_email.id for update;
  -- Only the claim that handed it over has an outcome to report (a null token matches nothing).
  if email.claim_token is distinct from finish_outbox_email.claim_token
     or finish_outbox_email.claim_token is null then
    return;
  end if;
  -- Only a row being handed over has an outcome to record; a late report of success for a row
  -- given up as interrupted meanwhile is still the truth.
  if email.status is distinct from 'sending'
     and not (email.status = 'failed' and email.last_error like 'interrupted:%' and error is null) then
    return;
  end if;
  if error is null then
    update private.email_outbox o
       set status = 'sent', sent_at = clock_timestamp(), lease_until = null,
           payload = o.payload - 'key', last_error = null
     where o.id = email.id;
  elsif coalesce(permanent, false) or email.attempts >= settings.max_attempts then
    update private.email_outbox o
       set status = 'failed', lease_until = null, payload = o.payload - 'key',
           last_error = left(error, 500)
     where o.id = email.id;
  else
    update private.email_outbox o
       set status = 'queued', lease_until = null, last_error = left(error, 500),
           next_attempt_at = now() + least(
             interval '1 hour',
             make_interval(secs => settings.base_retry_seconds * power(2, greatest(email.attempts - 1, 0))))
     where o.id = email.id;
  end if;
end;
$$;

revoke execute on function
  private.begin_outbox_email(uuid, uuid), private.finish_outbox_email(uuid, uuid, text, boolean)
from public, anon, authenticated;
grant execute on function
  private.begin_outbox_email(uuid, uuid), private.finish_outbox_email(uuid, uuid, text, boolean)
to service_role;

create function public.begin_outbox_email(id uuid, claim_token uuid)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.begin_outbox_email(id, claim_token);
$$;
comment on function public.begin_outbox_email(uuid, uuid) is
  'E-mail worker: claimed -> sending, counts the attempt; false when the row is no longer claimed with this claim_token (do not send). service_role only.';

create function public.finish_outbox_email(
  id uuid, claim_token uuid, error text default null, permanent boolean default false)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.finish_outbox_email(id, claim_token, error, permanent);
$$;
comment on function public.finish_outbox_email(uuid, uuid, text, boolean) is
  'E-mail worker: sent (error null), or queued again with back-off, or failed (permanent, or out of attempts); nothing without the row''s current claim_token. service_role only.';

revoke execute on function
  public.begin_outbox_email(uuid, uuid), public.finish_outbox_email(uuid, uuid, text, boolean)
from public, anon, authenticated;
grant execute on function
  public.begin_outbox_email(uuid, uuid), public.finish_outbox_email(uuid, uuid, text, boolean)
to service_role;
