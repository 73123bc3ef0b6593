-- Requests go after the owner's period (requests/settings.sql), a converted one only once its
-- shipment is gone too (deleted and past the restore window): their e-mails and link keys with
-- them (foreign key), their trail cut to what shows that they existed; staff's hourly digests as
-- old; and the used form-token nonces whose tokens have expired. Run daily by pg_cron on hosted
-- Supabase (jobs/cron.sql), and by the local stack's SQL jobs (local-stack/sql-jobs.ts).

create function private.purge_expired_transport_requests()
returns integer
language plpgsql
security definer
set search_path to ''
as $$
declare
  settings constant private.transport_request_settings :=
    (select s from private.transport_request_settings s);
  -- A value, not clock_timestamp() in the condition: a volatile function would rule the index out.
  -- A minute past the token's lifetime, so no token that could still be sent loses its nonce.
  nonces_expired_before constant timestamptz :=
    clock_timestamp() - private.form_token_lifetime() - interval '1 minute';
  purged uuid[];
begin
  -- Nonces of form tokens that have expired anyway: a reuse is refused as expired (PT410).
  -- Here and not in each submit, which is faster for it.
  delete from private.transport_request_nonces n where n.issued_at < nonces_expired_before;
  -- Staff's hourly digests name requests by reference only; they go after the requests' period.
  delete from private.email_outbox o
   where o.kind = 'request_digest'
     and o.created_at < clock_timestamp() - make_interval(months => settings.keep_months);

  perform set_config('private.purging_transport_requests', 'on', true);
  perform set_config('private.audit_actor', 'retention', true);
  with gone as (
    delete from public.transport_requests r
     where (r.status in ('new', 'offer_sent', 'accepted', 'rejected', 'expired')
            and r.created_at < clock_timestamp() - make_interval(months => settings.keep_months))
        or (r.status = 'spam'
            and r.created_at < clock_timestamp() - make_interval(days => settings.spam_keep_days))
        -- A converted request lives as long as its shipment: live, or deleted and still in the
        -- restore window (its delete record not yet purged).
        or (r.status = 'converted'
            and r.created_at < clock_timestamp() - make_interval(months => settings.keep_months)
            and not exists (select 1 from public.shipments s
                             where s.id = r.shipment_id and s.created_at = r.shipment_created_at)
            and not exists (select 1 from audit.shipment_changes d
                             where d.shipment_id = r.shipment_id
                               and d.action = 'delete'
                               and d.purged_at is null
                               and (d.changes -> 'created_at' ->> 'from')::timestamptz
                                   = r.shipment_created_at))
    returning r.id)
  select coalesce(array_agg(gone.id), '{}') into purged from gone;

  update audit.transport_request_changes c
     set purged_at = clock_timestamp(),
         changes = private.transport_request_skeleton(c.changes)
   where c.request_id = any (purged) and c.purged_at is null;
  perform set_config('private.purging_transport_requests', '', true);
  perform set_config('private.audit_actor', '', true);
  return cardinality(purged);
end;
$$;
revoke execute on function private.purge_expired_transport_requests() from public;
comment on function private.purge_expired_transport_requests() is
  'Deletes requests older than transport_request_settings (converted ones only once their shipment is gone: not live, its delete record purged) with their e-mails and keys, and staff digests as old; keeps only id, reference, status and created_at of their trail; removes the used form-token nonces of expired tokens; returns the number of requests deleted.';
