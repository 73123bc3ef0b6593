-- Customer e-mail and the number-only answer, fourth round (issue #34, item 5).
--
-- 1. A route entry's place that repeats or contains a party's address or name — whole or in
--    part, in any order, after other text, in any case or spelling of its diacritics — is
--    neither shown by the number alone nor sent in a status e-mail: both show 'Depozit'
--    (private.neutral_location, which the public page translates). The number-only answer used
--    to blank such a place (''), and status e-mails carried it as typed.
--    private.names_party (20261125100000) compared the whole trimmed value only, so
--    "51147 Köln, Heidestraße 17" (other order), "Heidestr. 17" (part, abbreviated) or
--    "Abholung HEIDESTRASSE 17" passed. The rule now, in words (private.places_naming_party folds both
--    sides the same way):
--      * fold: the diacritics of the site's languages and Romanian to base letters (both cases),
--        ß → ss, æ → ae, œ → oe, lower case; digits joined across a hyphen (Polish postcodes
--        "00-238" → "00238"); everything that is not a letter or digit separates words; a word
--        ending in "strasse" ends in "str" (the usual abbreviation "Heidestr.").
--      * an address is cut into its parts at commas, semicolons and line breaks. In a part,
--        a word of 4 or more digits is a postcode; a word of 1–3 digits (and a letter: "17a")
--        a house number. What identifies the address (its "marks"): every postcode, and in a
--        part with a house number, the words of at least 4 characters before the postcode
--        (the street). The words after a postcode (the town) and the parts without any number
--        (town, country, c/o line) are no marks: a route place "Köln, Germania" stays.
--      * a name's marks: its words of at least 4 characters.
--      * words that say what a thing is rather than which (street kinds, company forms:
--        the list in private.places_naming_party) are never marks.
--      * a place names a party when it shares a word with the marks, or (as before) equals a
--        party's value or contains one of at least 3 characters.
--    A false positive costs a town in the public route (staff still see it, the audit trail
--    keeps it); a miss shows a customer's street to anyone with the number. The table of forms
--    is in tests/integration/track-shipment.test.ts ("the journey a number alone shows").
--    Stored histories are not rewritten: the lookup and the status e-mail apply the rule when
--    they read, so staff keep what they typed.
--
-- 2. Status e-mails per party per hour are capped (private.email_settings
--    .status_emails_per_hour, default 4). A change beyond the cap is queued for when the
--    oldest of the hour's e-mails is an hour old; every change until then merges into that one
--    row (the settle rule's update: it tells the newest state), so nothing is lost and the
--    party gets at most the cap per hour plus nothing more.
--
-- 3. A long outage no longer fails status e-mails for good after 6 attempts (≈ 15 minutes): a
--    temporary failure is retried with the doubling back-off (at most 1 h apart) until
--    private.email_settings.retry_for_seconds (default 86,400: a day) after the e-mail was
--    queued; the last try is at that moment. max_attempts stays as a bound (default now 50, more
--    than a day of back-off needs). The staff view (public.shipment_email) gains
--    next_attempt_at and retry_until for an e-mail waiting for its next try, so the
--    "E-mailuri" tab says until when it is retried.
--    A timeout after the message was handed over (SMTP: the mail server had the whole message
--    but its answer never came) is reported by the worker like an expired lease: failed as
--    'interrupted: …', never retried by itself (supabase/functions/_shared/email/mailer.ts).
--
-- 4. The tracking throttle's busy mode (all clients together past 200 misses in the window)
--    no longer lowers any client's own limit: it lowered it from 10 to 3, so about 7 networks'
--    210 misses made the site refuse a real customer's right number after three typos. Busy
--    mode now only lowers the limit of a network (IPv4 /24, IPv6 /48) from 30 to 10 — the
--    limit of one client — so a customer alone in their network is never refused before their
--    own 10 misses, however many networks an attacker floods from. What an attacker gets is
--    unchanged in kind: about 10 guesses per network per window (before: 10 per network until
--    busy, then 3 per address and 10 per network).

-- ---------------------------------------------------------------------------------------------
-- 1. When a place names a party
-- ---------------------------------------------------------------------------------------------
-- One PL/pgSQL function does the whole rule for a list of places, folding every text in one
-- statement: the number-only lookup runs it for the whole route, and each call of a function
-- with `set search_path` (every one of ours has it) costs a switch of the search path.
create function private.places_naming_party(shipment public.shipments, places text[])
returns boolean[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  -- Words that say what kind of street or company, not which one (folded; 4+ characters).
  generic constant text[] := '{gasse,platz,allee,ring,damm,chaussee,ufer,avenue,boulevard,chemin,
    place,impasse,route,quai,viale,piazza,corso,vicolo,localita,calle,avenida,plaza,paseo,carrer,
    camino,straat,laan,plein,gracht,kade,ulica,aleja,osiedle,plac,strada,bulevardul,calea,piata,
    soseaua,aleea,intrarea,road,street,lane,gmbh,sarl,sprl,bvba,ltda,spzoo}';
  parties constant text[] := array[shipment.shippername, shipment.shipperaddress,
                                   shipment.recipientname, shipment.recipientaddress];
  address_parts text[];
  folded text[];
  marks text[] := '{}';
  named boolean[] := '{}';
  words text[];
  word text;
  postcode_at integer;
  has_house_number boolean;
  whole_place text;
  whole_party text;
  found_party boolean;
  n integer;
  i integer;
begin
  address_parts := array(
    select part
      from unnest(array[shipment.shipperaddress, shipment.recipientaddress]) as a(address),
           regexp_split_to_table(coalesce(a.address, ''), '[,;\r\n]+') as part);
  -- Folded, in this order: the address parts, the two names, the places.
  select coalesce(array_agg(
           regexp_replace(btrim(regexp_replace(regexp_replace(
             lower(replace(replace(replace(replace(translate(coalesce(u.text, ''),
               'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞșȘťŤţŢțȚùÙúÚûÛüÜūŪůŮűŰýÝÿŸźŹżŻžŽ',
               'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuyyyyzzzzzz'),
               'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'œ', 'oe') collate "C"),
             '([0-9])-([0-9])', '\1\2', 'g'), '[^a-z0-9]+', ' ', 'g')),
             'strasse( |$)', 'str\1', 'g')
           order by u.k), '{}')
    into folded
    from unnest(address_parts || array[shipment.shippername, shipment.recipientname] || places)
         with ordinality as u(text, k);

  -- An address part's postcodes, and its street words when it has a house number.
  for n in 1 .. cardinality(address_parts) loop
    words := string_to_array(folded[n], ' ');
    postcode_at := null;
    has_house_number := false;
    for i in 1 .. cardinality(words) loop
      if words[i] ~ '^[0-9]{4,}$' then
        postcode_at := coalesce(postcode_at, i);
        marks := marks || words[i];
      elsif words[i] ~ '^[0-9]{1,3}[a-z]?$' then
        has_house_number := true;
      end if;
    end loop;
    continue when not has_house_number;
    for i in 1 .. coalesce(postcode_at - 1, cardinality(words)) loop
      word := words[i];
      if char_length(word) >= 4 and word ~ '[a-z]' and word <> all (generic) then
        marks := marks || word;
      end if;
    end loop;
  end loop;
  -- A name's words of 4+ characters.
  for n in cardinality(address_parts) + 1 .. cardinality(address_parts) + 2 loop
    foreach word in array string_to_array(folded[n], ' ') loop
      if char_length(word) >= 4 and word ~ '[a-z]' and word <> all (generic) then
        marks := marks || word;
      end if;
    end loop;
  end loop;

  for n in 1 .. cardinality(places) loop
    found_party := string_to_array(folded[cardinality(address_parts) + 2 + n], ' ') && marks;
    -- As 20261125100000: a party's whole value, or inside the place when of 3+ characters.
    whole_place := lower(btrim(places[n]));
    foreach whole_party in array parties loop
      exit when found_party;
      whole_party := lower(btrim(whole_party));
      found_party := whole_party <> ''
        and (whole_place = whole_party
             or (char_length(whole_party) >= 3 and strpos(whole_place, whole_party) > 0));
    end loop;
    named := named || coalesce(found_party, false);
  end loop;
  return named;
end;
$$;

-- As 20261125100000 (same signature: restore_shipment and create_shipment call it), the rule
-- above.
create or replace function private.names_party(location text, shipment public.shipments)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return (private.places_naming_party(shipment, array[location]))[1];
end;
$$;

-- As 20261125100000, the whole route checked in one call.
create or replace function private.history_without_parties(shipment public.shipments)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  entries constant jsonb[] := array(
    select e.value from jsonb_array_elements(shipment.history) with ordinality as e(value, n)
     order by e.n);
  named boolean[];
  cleared jsonb := '[]';
  n integer;
begin
  named := private.places_naming_party(shipment,
             array(select entry ->> 'location' from unnest(entries) as entry));
  for n in 1 .. cardinality(entries) loop
    cleared := cleared || jsonb_build_array(
      case when named[n]
           then jsonb_set(entries[n], '{location}', to_jsonb(private.neutral_location()))
           else entries[n] end);
  end loop;
  return cleared;
end;
$$;

revoke execute on function private.places_naming_party(public.shipments, text[]) from public;
-- restore_shipment's old invoker version and the checks run as the writer (20261125100000).
grant execute on function private.places_naming_party(public.shipments, text[])
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 1 and 4. The lookup: as 20261125160000, with the number-only route through
-- private.history_without_parties ('Depozit' for a place that names a party) and busy mode
-- lowering only a network's limit.
-- ---------------------------------------------------------------------------------------------
create or replace function private.lookup_shipment(tracking_number text, party_key text)
returns setof public.tracked_shipment
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  misses_per_client constant bigint := 10;
  misses_per_network constant bigint := 30;
  -- Busy mode lowers a network's limit to one client's own, never a client's (see above).
  misses_per_network_when_busy constant bigint := misses_per_client;
  misses_per_window constant bigint := 200;
  headers constant json := nullif(current_setting('request.headers', true), '')::json;
  caller constant text := private.tracking_client();
  caller_network constant text := private.tracking_network(caller);
  busy boolean;
  caller_misses bigint;
  network_misses bigint;
  shipment public.shipments;
  link_id uuid;
  access text;
  delivered boolean;
begin
  -- Before anything else, so hit and miss get the same refusal.
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'tracking lookups must be sent with POST'
      using errcode = 'PT405',
            hint = 'Send the tracking number in the body of a POST request.';
  end if;
  -- PostgREST rolls the transaction back after the function ran when one object was asked for
  -- and no row came (`.single()`), or when asked to: the miss row would go with it.
  if coalesce(headers ->> 'accept', '') ~* 'application/vnd\.pgrst\.object'
     or coalesce(headers ->> 'prefer', '') ~* 'tx\s*=\s*rollback' then
    raise exception 'tracking lookups must ask for a list of rows'
      using errcode = 'PT406',
            hint = 'Send Accept: application/json, without Prefer: tx=rollback.';
  end if;

  select * into shipment from public.shipments s where s.id = tracking_number;

  if shipment.id is not null and coalesce(party_key, '') <> ''
     and (select not t.number_shows_everything from private.tracking_settings t) then
    -- A key is 32 base64url characters; anything else is refused without a lookup.
    if party_key ~ '^[A-Za-z0-9_-]{32}$' then
      select l.id into link_id
        from private.tracking_links l
       where l.key_hash = private.link_key_hash(party_key)
         and l.shipment_id = shipment.id
         and l.shipment_created_at = shipment.created_at
         and private.link_state(l) = 'active';
    end if;
    access := case when link_id is null then 'key_refused' else 'full' end;
  elsif shipment.id is not null then
    access := case when (select t.number_shows_everything from private.tracking_settings t)
                   then 'full' else 'number_only' end;
  end if;

  -- A valid key is answered whatever its client's misses (192 random bits are no oracle).
  -- Anything else from a throttled client gets one refusal, for hit and miss alike.
  if link_id is null then
    if shipment.id is null or access = 'key_refused' then
      -- A miss: decided and counted under the client's and then the network's lock, so
      -- concurrent misses queue and the limit holds exactly. Always in this order (two lock
      -- spaces: a client's lock never stands in for a network's), so none waits in a circle.
      perform pg_advisory_xact_lock(hashtext('tracking client'), hashtext(caller));
      perform pg_advisory_xact_lock(hashtext('tracking network'), hashtext(caller_network));
    end if;
    -- One index scan counts both: a client's misses are all its network's.
    select count(*) filter (where l.client = caller), count(*)
      into caller_misses, network_misses
      from private.tracking_miss_log l
     where l.network = caller_network
       and l.missed_at > clock_timestamp() - private.tracking_miss_window();
    busy := private.tracking_count('private.tracking_miss_total', private.tracking_window())
            >= misses_per_window;
    -- (Parenthesised: an IF condition ends at its first THEN, a CASE's included.)
    if caller_misses >= misses_per_client
       or network_misses
          >= (case when busy then misses_per_network_when_busy else misses_per_network end) then
      raise exception 'too many tracking lookups without a match from this client'
        using errcode = 'PT429',
              detail = 'tracking_throttled',
              hint = 'Try again in a few minutes.';
    end if;
  end if;

  if shipment.id is null or access = 'key_refused' then
    perform private.tracking_record_miss(caller, caller_network);
  end if;
  if shipment.id is null then
    return;
  end if;
  if link_id is not null then
    update private.tracking_links set last_used_at = clock_timestamp() where id = link_id;
  end if;

  -- The expected delivery is no one's personal data: shown for the number alone too, until
  -- the shipment is delivered.
  delivered := private.is_delivered_status(shipment.status);

  if access = 'full' then
    return next (shipment.id, shipment.status, shipment.shippername, shipment.shipperaddress,
      shipment.recipientname, shipment.recipientaddress, shipment.transportedgoods,
      shipment.accessories, shipment.info, shipment.purchaseprice, shipment.shippingcosts,
      shipment.additionalservices, shipment.totalamount, shipment.paymentmethod,
      shipment.history, shipment.currentposition, access,
      case when not delivered then shipment.expecteddeliveryfrom end,
      case when not delivered then shipment.expecteddeliveryto end)::public.tracked_shipment;
  else
    -- The journey only: the per-shipment note (info) stays out too, as staff write names and
    -- phone numbers there.
    -- A route entry whose place names a party (private.names_party: staff typed an address
    -- or a name there) keeps its status and date, and shows 'Depozit'.
    return next (shipment.id, shipment.status, null, null, null, null, null, null, null, null,
      null, null, null, null,
      private.history_without_parties(shipment),
      shipment.currentposition, access,
      case when not delivered then shipment.expecteddeliveryfrom end,
      case when not delivered then shipment.expecteddeliveryto end)::public.tracked_shipment;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 1. Status e-mails: the place as the number alone shows it
-- ---------------------------------------------------------------------------------------------
-- As 20261125160100, the newest entry's place through private.names_party: the e-mail goes to
-- the other party too, who must not read a street the staff typed as the place.
create or replace function private.status_email_payload(shipment public.shipments, from_entry boolean)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select jsonb_build_object(
    'tracking_number', shipment.id,
    'status', case when from_entry then newest ->> 'status' else shipment.status end,
    'location', case when not from_entry then null
                     when private.names_party(newest ->> 'location', shipment)
                     then private.neutral_location()
                     else newest ->> 'location' end,
    'at', case when from_entry and pg_input_is_valid(newest ->> 'date', 'timestamptz')
               then to_jsonb((newest ->> 'date')::timestamptz)
               else to_jsonb(clock_timestamp()) end,
    'expected_from', case when not private.is_delivered_status(shipment.status)
                          then shipment.expecteddeliveryfrom end,
    'expected_to', case when not private.is_delivered_status(shipment.status)
                        then shipment.expecteddeliveryto end)
  from (select shipment.history -> -1 as newest) as n;
$$;

-- ---------------------------------------------------------------------------------------------
-- 2 and 3. Settings: the hourly cap, and how long a temporary failure is retried
-- ---------------------------------------------------------------------------------------------
alter table private.email_settings
  add column status_emails_per_hour integer not null default 4
    constraint email_settings_status_emails_per_hour check (status_emails_per_hour between 1 and 60),
  add column retry_for_seconds integer not null default 86400
    constraint email_settings_retry_for check (retry_for_seconds between 0 and 604800),
  alter column max_attempts set default 50;
-- The owner's setting moves only if it is still the old default.
update private.email_settings set max_attempts = 50 where max_attempts = 6;
comment on table private.email_settings is
  'settle_seconds: status changes within this time become one e-mail. status_emails_per_hour: '
  'status e-mails to one party per hour; more changes merge into one e-mail sent when the hour '
  'allows. max_attempts: tries before an e-mail is failed. base_retry_seconds: first retry delay, '
  'doubled each try (at most 1 h). retry_for_seconds: a temporary failure is retried until this '
  'long after the e-mail was queued (default a day). lease_seconds: how long a worker may hold a '
  'row. site_url: the public site, for links in e-mails (set it to the real site on hosted).';

-- ---------------------------------------------------------------------------------------------
-- 2. The hourly cap: as 20261125160100, a new row waits for a free slot of the party's hour
-- ---------------------------------------------------------------------------------------------
create or replace function private.queue_status_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  grew constant boolean :=
    jsonb_array_length(new.history) > jsonb_array_length(old.history);
  settings constant private.email_settings := (select s from private.email_settings s);
  state jsonb;
  to_party text;
  party_address text;
  party_language text;
  hour_full_until timestamptz;
begin
  if not grew and new.status is not distinct from old.status then
    return null;
  end if;
  state := private.status_email_payload(new, grew);
  foreach to_party in array array['shipper', 'recipient'] loop
    if to_party = 'shipper' then
      continue when not new.notifyshipper or new.shipperemail is null;
      party_address := new.shipperemail;
      party_language := new.shipperlanguage;
    else
      continue when not new.notifyrecipient or new.recipientemail is null;
      party_address := new.recipientemail;
      party_language := new.recipientlanguage;
    end if;
    -- Within the settle time, or waiting for the hour: the e-mail not sent yet tells the
    -- newest state instead. (The row lock of the shipment's update serialises this per
    -- shipment.)
    update private.email_outbox o
       set payload = state,
           to_address = party_address,
           language = party_language
     where o.shipment_id = new.id and o.shipment_created_at = new.created_at
       and o.party = to_party and o.kind = 'status' and o.status = 'queued'
       and o.next_attempt_at > now();
    if not found then
      -- The party's e-mails of the last hour (sent, or due), newest first: with the cap
      -- reached, the next one waits until the cap-th newest is an hour old.
      select x.at + interval '1 hour' into hour_full_until
        from (select coalesce(o.sent_at, o.next_attempt_at) as at
                from private.email_outbox o
               where o.shipment_id = new.id and o.shipment_created_at = new.created_at
                 and o.party = to_party and o.kind = 'status' and o.status <> 'cancelled'
                 and coalesce(o.sent_at, o.next_attempt_at) > now() - interval '1 hour'
               order by 1 desc
              offset settings.status_emails_per_hour - 1
               limit 1) as x;
      insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                        to_address, payload, next_attempt_at, created_by)
      values (new.id, new.created_at, to_party, 'status', party_language, party_address, state,
              greatest(now() + make_interval(secs => settings.settle_seconds), hour_full_until),
              private.audit_actor());
    end if;
  end loop;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. Retried for a day: as 20261125170200, a temporary failure is queued again until
-- created_at + retry_for_seconds (the last try at that moment), then failed.
-- ---------------------------------------------------------------------------------------------
create or replace function private.email_retry_until(email private.email_outbox)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select email.created_at + make_interval(secs => s.retry_for_seconds)
    from private.email_settings s;
$$;
revoke execute on function private.email_retry_until(private.email_outbox) from public;

create or replace function private.finish_outbox_email(id uuid, claim_token uuid, error text, permanent boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings constant private.email_settings := (select s from private.email_settings s);
  email private.email_outbox;
  give_up_at timestamptz;
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
  give_up_at := private.email_retry_until(email);
  if error is null then
    update private.email_outbox o
       set status = 'sent', sent_at = clock_timestamp(), lease_until = null,
           payload = o.payload - 'key', last_error = null
     where o.id = email.id;
  elsif coalesce(permanent, false) or email.attempts >= settings.max_attempts
        or now() >= give_up_at then
    update private.email_outbox o
       set status = 'failed', lease_until = null, payload = o.payload - 'key',
           last_error = left(error, 500)
     where o.id = email.id;
  else
    update private.email_outbox o
       set status = 'queued', lease_until = null, last_error = left(error, 500),
           next_attempt_at = least(give_up_at, now() + least(
             interval '1 hour',
             make_interval(secs => settings.base_retry_seconds * power(2, greatest(email.attempts - 1, 0)))))
     where o.id = email.id;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. What staff see: when the next try is, and until when it is retried
-- ---------------------------------------------------------------------------------------------
alter type public.shipment_email
  add attribute next_attempt_at timestamptz,
  add attribute retry_until timestamptz;
comment on type public.shipment_email is
  'A customer e-mail as staff see it. next_attempt_at and retry_until: only for an e-mail queued '
  'again after a temporary failure (last_error set): its next try, and when it is given up.';

create or replace function private.as_shipment_email(email private.email_outbox)
returns public.shipment_email
language sql
stable
set search_path = ''
as $$
  select (email.id, email.party, email.kind, email.to_address, email.language, email.status,
          email.attempts, email.last_error, email.created_at, email.sent_at,
          email.created_by,
          case when email.status = 'queued' and email.last_error is not null
               then email.next_attempt_at end,
          case when email.status = 'queued' and email.last_error is not null
               then private.email_retry_until(email) end)::public.shipment_email;
$$;
