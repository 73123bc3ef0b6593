-- Staff send an offer (issue #37): price as the company writes it, a validity date and a note.
-- It replaces any earlier offer (a new key: the earlier link then says so) and queues the
-- offer e-mail to the customer in the request's language, in the same transaction: the offer as
-- staff wrote it, and of the request only its summary (DECISIONS 25, payloads.sql).

-- An offer's limits: the one place they are written. The offer dialog holds the same
-- (src/features/staff-requests/offer/offer-limits.ts), compared with these by
-- tests/integration/form-limits.test.ts.
create function private.transport_offer_limits(
  out price_max integer,
  out note_max integer,
  out valid_days_max integer
)
returns record
language plpgsql
immutable
set search_path to ''
as $$
begin
  price_max := 200;
  note_max := 2000;
  -- Valid until at most this many days after today (UTC).
  valid_days_max := 365;
end;
$$;
revoke execute on function private.transport_offer_limits() from public;

-- The offer's fields, refused as the request form's are: 22023, detail '<field>:<rule>'. Kept
-- exactly as typed apart from the trim (no other normalising: what staff wrote is what the
-- customer reads).
create function private.check_transport_offer(
  price text,
  valid_until date,
  note text,
  out checked_price text,
  out checked_note text
)
returns record
language plpgsql
stable
set search_path to ''
as $$
declare
  rules constant jsonb := private.transport_request_rules();
  limits record;
  -- What JavaScript's trim() removes, as the request form's texts (check.sql).
  blank constant text := U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004'
                         || U&'\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF';
  today constant date := (clock_timestamp() at time zone 'UTC')::date;
begin
  select * into limits from private.transport_offer_limits();
  checked_price := nullif(btrim(price, blank), '');
  if checked_price is null then
    perform private.refuse_transport_request('price', 'required');
  end if;
  if checked_price ~ (rules ->> 'controlCharacters') then
    perform private.refuse_transport_request('price', 'control');
  end if;
  if char_length(checked_price) > limits.price_max then
    perform private.refuse_transport_request('price', 'max');
  end if;
  if valid_until is null then
    perform private.refuse_transport_request('valid_until', 'required');
  end if;
  if valid_until < today then
    perform private.refuse_transport_request('valid_until', 'min');
  end if;
  if valid_until > today + limits.valid_days_max then
    perform private.refuse_transport_request('valid_until', 'max');
  end if;
  checked_note := nullif(btrim(note, blank), '');
  if checked_note ~ (rules ->> 'messageControlCharacters') then
    perform private.refuse_transport_request('note', 'control');
  end if;
  if char_length(checked_note) > limits.note_max then
    perform private.refuse_transport_request('note', 'max');
  end if;
end;
$$;
revoke execute on function private.check_transport_offer(price text, valid_until date, note text, out checked_price text, out checked_note text) from public;

create function private.send_transport_offer(
  reference text,
  expected_updated_at timestamptz,
  price text,
  valid_until date,
  note text
)
returns public.transport_requests
language plpgsql
security definer
set search_path to ''
as $$
declare
  request public.transport_requests;
  checked record;
  key constant text := private.random_token();
begin
  perform private.require_staff('send offers');
  perform private.require_expected_updated_at(expected_updated_at);
  request := private.locked_transport_request(reference);
  if request.status not in ('new', 'offer_sent', 'expired') then
    raise exception 'request % is %: no offer can be sent', reference, request.status
      using errcode = 'PT409', detail = 'request_closed';
  end if;
  select * into checked from private.check_transport_offer(price, valid_until, note);

  -- updated_at = the version staff saw: the versioning trigger refuses it (PT409) when the
  -- request changed since.
  update public.transport_requests r
     set status = 'offer_sent',
         offer_price = checked.checked_price,
         offer_valid_until = send_transport_offer.valid_until,
         offer_note = checked.checked_note,
         offer_sent_at = clock_timestamp(),
         offer_sent_by = coalesce(auth.jwt() ->> 'email', private.audit_actor()),
         offer_count = r.offer_count + 1,
         answered_at = null,
         decline_reason = null,
         updated_at = expected_updated_at
   where r.id = request.id
  returning r.* into request;

  -- The earlier offer's key stays, to say that this one replaced it (offer-keys.sql).
  update private.transport_offer_keys k
     set state = 'replaced', ended_at = clock_timestamp()
   where k.request_id = request.id and k.state = 'current';
  insert into private.transport_offer_keys (request_id, offer_number, key_hash)
  values (request.id, request.offer_count, private.link_key_hash(key));

  insert into private.email_outbox (request_id, party, kind, language, to_address, payload, created_by)
  values (request.id, 'customer', 'offer', request.language, request.email,
          jsonb_build_object('reference', request.reference,
                             'key', key,
                             'offer', private.transport_offer_payload(request),
                             'request', private.transport_request_summary(request)),
          private.audit_actor());
  return request;
end;
$$;
revoke execute on function private.send_transport_offer(reference text, expected_updated_at timestamptz, price text, valid_until date, note text) from public;
grant execute on function private.send_transport_offer(reference text, expected_updated_at timestamptz, price text, valid_until date, note text) to authenticated, service_role;
comment on function private.send_transport_offer(reference text, expected_updated_at timestamptz, price text, valid_until date, note text) is
  'Body of public.send_transport_offer (security definer; staff check first).';

create function public.send_transport_offer(
  reference text,
  expected_updated_at timestamptz,
  price text,
  valid_until date,
  note text default null
)
returns public.transport_requests
language sql
set search_path to ''
as $$
  select * from private.send_transport_offer(reference, expected_updated_at, price, valid_until, note);
$$;
revoke execute on function public.send_transport_offer(reference text, expected_updated_at timestamptz, price text, valid_until date, note text) from public, anon;
comment on function public.send_transport_offer(reference text, expected_updated_at timestamptz, price text, valid_until date, note text) is
  'Sends (or replaces) the offer and queues its e-mail with a new accept key (the earlier key then reads as replaced); returns the row. PT409 request_closed / stale_updated_at, 22023 price|valid_until|note:<rule>, P0002 no_transport_request.';
