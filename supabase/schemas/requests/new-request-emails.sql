-- The e-mails a new request queues (issue #36), within the owner's hourly caps (issue #48,
-- settings.sql): anyone can type any address into the form, and busy mode still lets every new
-- network send one request an hour, so without a cap the form would mail strangers, and staff,
-- as often as a flood liked. Hours are UTC clock hours.
--
-- - The acknowledgement to the address typed: its summary (no text the visitor wrote) and the
--   link to the whole request. Beyond acknowledgements_per_hour it is not sent: its row is
--   recorded `cancelled` with the reason `hourly_limit`, which staff see on the request. The
--   page still answers with the reference.
-- - The notice to each staff member who wants notices: beyond notices_per_hour that hour, the
--   request goes into the member's digest instead: one outbox row per member and hour, due at
--   the hour's end, that each further request of the hour updates while it waits.

-- How many references a digest lists; its count covers all of them.
create function private.request_digest_list_max()
returns integer
language sql
immutable
set search_path to ''
as $$
  select 50;
$$;
revoke execute on function private.request_digest_list_max() from public;

-- The request in `recipient`'s digest of the hour (a new digest for the first).
create function private.add_to_request_digest(recipient text, reference text, hour_start timestamptz)
returns void
language plpgsql
set search_path to ''
as $$
declare
  hour_end constant timestamptz := hour_start + interval '1 hour';
begin
  update private.email_outbox o
     set payload = o.payload
                   || jsonb_build_object('count', (o.payload ->> 'count')::integer + 1)
                   || case when jsonb_array_length(o.payload -> 'references')
                                < private.request_digest_list_max()
                           then jsonb_build_object('references',
                                  (o.payload -> 'references') || to_jsonb(reference))
                           else '{}'::jsonb end
   where o.kind = 'request_digest' and o.to_address = recipient
     and o.created_at >= hour_start and o.next_attempt_at = hour_end
     -- Both: "<> 'cancelled'" is the predicate of the index (kind, created_at).
     and o.status <> 'cancelled' and o.status = 'queued';
  -- None waiting: the first of the hour, or (a request committing just as its hour ended) the
  -- hour's digest is already being sent, and this one gets a digest of its own.
  if not found then
    insert into private.email_outbox (party, kind, language, to_address, payload, next_attempt_at,
                                      created_by)
    values ('staff', 'request_digest', 'ro', recipient,
            jsonb_build_object('from', hour_start, 'to', hour_end, 'count', 1,
                               'references', jsonb_build_array(reference)),
            hour_end, private.audit_actor());
  end if;
end;
$$;
revoke execute on function private.add_to_request_digest(recipient text, reference text, hour_start timestamptz) from public;

-- Whether the hour from hour_start still has room for an acknowledgement.
create function private.acknowledgement_allowed(hour_start timestamptz)
returns boolean
language plpgsql
stable
set search_path to ''
as $$
begin
  return (select count(*) from private.email_outbox o
           where o.kind = 'request_received' and o.created_at >= hour_start
             and o.status <> 'cancelled')
         < (select s.acknowledgements_per_hour from private.transport_request_settings s);
end;
$$;
revoke execute on function private.acknowledgement_allowed(hour_start timestamptz) from public;

-- Queues a new request's e-mails; true when its acknowledgement is among them.
create function private.queue_new_request_emails(saved public.transport_requests, request jsonb)
returns boolean
language plpgsql
set search_path to ''
as $$
declare
  settings constant private.transport_request_settings :=
    (select s from private.transport_request_settings s);
  notice constant jsonb := jsonb_build_object('reference', saved.reference, 'request', request);
  hour_start timestamptz;
  key text;
  recipient text;
begin
  -- One new request at a time counts against the caps, to its commit: two at once cannot both
  -- take the hour's last place. (A few milliseconds of each submit; the limits' locks come first.)
  perform pg_advisory_xact_lock(hashtext('transport request e-mails'), 0);
  hour_start := date_trunc('hour', clock_timestamp(), 'UTC');

  if private.acknowledgement_allowed(hour_start) then
    key := private.random_token();
    insert into private.transport_request_keys (request_id, key_hash)
    values (saved.id, private.link_key_hash(key));
  end if;
  -- plpgsql, not sql: the inserts' plans are kept for the session instead of made on every
  -- call (about 1 ms of each submit, measured with track_functions).
  insert into private.email_outbox (request_id, party, kind, language, to_address, payload,
                                    status, last_error, created_by)
  values (saved.id, 'customer', 'request_received', saved.language, saved.email,
          jsonb_build_object('reference', saved.reference,
                             'request', private.transport_request_summary(saved))
          || case when key is null then '{}'::jsonb else jsonb_build_object('key', key) end,
          case when key is null then 'cancelled' else 'queued' end,
          case when key is null then 'hourly_limit' end,
          private.audit_actor());

  for recipient in select r.address from private.request_notice_recipients() as r(address) loop
    if (select count(*) from private.email_outbox o
         where o.kind = 'request_notice' and o.created_at >= hour_start
           and o.status <> 'cancelled' and o.to_address = recipient) < settings.notices_per_hour then
      insert into private.email_outbox (request_id, party, kind, language, to_address, payload,
                                        created_by)
      values (saved.id, 'staff', 'request_notice', 'ro', recipient, notice, private.audit_actor());
    else
      perform private.add_to_request_digest(recipient, saved.reference, hour_start);
    end if;
  end loop;
  return key is not null;
end;
$$;
revoke execute on function private.queue_new_request_emails(saved public.transport_requests, request jsonb) from public;
comment on function private.queue_new_request_emails(saved public.transport_requests, request jsonb) is
  'A new request''s acknowledgement (with its link key; beyond the hourly cap recorded cancelled, hourly_limit) and staff notices (beyond the hourly cap: the member''s digest of the hour).';
