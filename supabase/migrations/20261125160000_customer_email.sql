-- Customer e-mails, part 1: contact per party and expected delivery (issue #26, items 1 and 2;
-- the contract is /work/briefs/issue26.md, "Database").
--
-- * public.shipments gains, per party, an optional e-mail address (shipperemail,
--   recipientemail; null = none), the language to write in (shipperlanguage,
--   recipientlanguage: one of the site's seven, default 'en') and whether they want status
--   e-mails (notifyshipper, notifyrecipient: only with an address); and the expected delivery,
--   a date or a window (expecteddeliveryfrom, expecteddeliveryto; to >= from, to needs from).
--   Each rule is a named check the staff form maps to a message (23514):
--     shipments_shipperemail_format / shipments_recipientemail_format   private.is_valid_email
--     shipments_shipperlanguage_known / shipments_recipientlanguage_known
--     shipments_notifyshipper_needs_email / shipments_notifyrecipient_needs_email
--     shipments_expected_delivery_order
-- * create_shipment and save_shipment (their private bodies, 20261125110000) accept the eight
--   keys like the others. An address is trimmed, and blank is stored as null; anything else the
--   check refuses is refused, never repaired (a CR/LF inside stays and fails: it would be a
--   header injection in the mail worker).
-- * The audit trail records them: private.record_shipment_change stores whole rows. It now
--   also takes its actor from the transaction-local setting private.audit_actor when a
--   database function sets it (the unsubscribe link, part 2): the API cannot set it.
-- * restore_shipment: a row deleted before this migration has none of the new keys in its
--   delete record; jsonb_populate_record would give null (not the default) and the not-null
--   columns would refuse the restore, so the defaults are supplied.
-- * The public answer (private.lookup_shipment, 20261125120000) gains expecteddeliveryfrom and
--   expecteddeliveryto in both modes, number only and full (not personal data), null once the
--   shipment is delivered. It never returns an address, a language or a notify flag.

-- ---------------------------------------------------------------------------------------------
-- The address rule
-- ---------------------------------------------------------------------------------------------
-- One line, one mailbox, in the form every mail server takes: nothing that could end a header
-- or start another (CR, LF, control characters, whitespace, < > " , ;), exactly one @, a local
-- part of at most 64 ASCII characters (RFC 5321; no dot first, last or twice in a row), a domain of dot-separated labels of letters,
-- digits and hyphens (an international domain as punycode, xn--…), at most 254 characters in
-- all. Case is kept (the local part may be case-sensitive); the domain's letters may be either.
create function private.is_valid_email(address text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select address is null or (
    char_length(address) <= 254
    and address = btrim(address)
    and address !~ '[[:space:][:cntrl:]<>",;]'
    and address ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[^@]+$'
    and split_part(address, '@', 1) !~ '^\.|\.$|\.\.'
    and split_part(address, '@', 2)
        ~* '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$'
  );
$$;
revoke execute on function private.is_valid_email(text) from public;
-- Checks run as the writer: the function bodies (owner) and service_role's direct writes.
grant execute on function private.is_valid_email(text) to authenticated, service_role;
comment on function private.is_valid_email(text) is
  'An e-mail address the mail worker can put in a header as is: one line, one @, ASCII local part <= 64, dotted LDH domain (IDN as punycode), <= 254 chars. Null is valid (no address).';

-- The languages of the site (src/lib/i18n), in which a party can be written to.
create function private.is_site_language(lang text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lang in ('de', 'en', 'fr', 'it', 'es', 'nl', 'pl');
$$;
revoke execute on function private.is_site_language(text) from public;
grant execute on function private.is_site_language(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The columns
-- ---------------------------------------------------------------------------------------------
alter table public.shipments
  add column shipperemail text,
  add column shipperlanguage text not null default 'en',
  add column notifyshipper boolean not null default false,
  add column recipientemail text,
  add column recipientlanguage text not null default 'en',
  add column notifyrecipient boolean not null default false,
  add column expecteddeliveryfrom date,
  add column expecteddeliveryto date,
  add constraint shipments_shipperemail_format check (private.is_valid_email(shipperemail)),
  add constraint shipments_recipientemail_format check (private.is_valid_email(recipientemail)),
  add constraint shipments_shipperlanguage_known check (private.is_site_language(shipperlanguage)),
  add constraint shipments_recipientlanguage_known
    check (private.is_site_language(recipientlanguage)),
  add constraint shipments_notifyshipper_needs_email
    check (not notifyshipper or shipperemail is not null),
  add constraint shipments_notifyrecipient_needs_email
    check (not notifyrecipient or recipientemail is not null),
  add constraint shipments_expected_delivery_order check (
    expecteddeliveryto is null
    or (expecteddeliveryfrom is not null and expecteddeliveryto >= expecteddeliveryfrom));

comment on column public.shipments.shipperemail is
  'Shipper''s e-mail address (personal data, DECISIONS 22): staff only, never in a public answer.';
comment on column public.shipments.recipientemail is
  'Recipient''s e-mail address (personal data, DECISIONS 22): staff only, never in a public answer.';
comment on column public.shipments.notifyshipper is
  'The shipper gets an e-mail on every status change (the unsubscribe link turns it off).';
comment on column public.shipments.notifyrecipient is
  'The recipient gets an e-mail on every status change (the unsubscribe link turns it off).';
comment on column public.shipments.expecteddeliveryfrom is
  'Expected delivery: a date, or the first day of a window ending expecteddeliveryto. Public.';

-- ---------------------------------------------------------------------------------------------
-- The audit actor: a database function may name itself (the unsubscribe link)
-- ---------------------------------------------------------------------------------------------
-- As 20261123130100, but the actor is the transaction-local setting private.audit_actor when
-- set. PostgREST sets only request.* settings and exposes no set_config, so no API caller can
-- choose their name in the trail.
create or replace function private.record_shipment_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  claims constant jsonb := auth.jwt();
  shipment_id constant text := coalesce(new_row, old_row) ->> 'id';
  action text := lower(tg_op);
  diff jsonb;
  field text;
  kept integer;
begin
  if tg_op = 'INSERT'
     and current_setting('private.restoring_shipment', true) is not distinct from shipment_id then
    action := 'restore';
  end if;

  if tg_op = 'UPDATE' then
    diff := '{}';
    kept := jsonb_array_length(old_row -> 'history');
    for field in select jsonb_object_keys(new_row) loop
      continue when field = 'updated_at' or old_row -> field = new_row -> field;
      if field = 'history'
         and jsonb_array_length(new_row -> 'history') > kept
         and (select coalesce(jsonb_agg(entry order by n), '[]'::jsonb)
                from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
               where n <= kept) = old_row -> 'history' then
        diff := diff || jsonb_build_object('history', jsonb_build_object('added',
          (select jsonb_agg(entry order by n)
             from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
            where n > kept)));
      else
        diff := diff || jsonb_build_object(field,
          jsonb_build_object('from', old_row -> field, 'to', new_row -> field));
      end if;
    end loop;
    if diff = '{}'::jsonb then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(key, jsonb_build_object('from', null, 'to', value))
      into diff from jsonb_each(new_row);
  else
    select jsonb_object_agg(key, jsonb_build_object('from', value, 'to', null))
      into diff from jsonb_each(old_row);
  end if;

  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (shipment_id, action, auth.uid(),
          coalesce(nullif(current_setting('private.audit_actor', true), ''),
                   claims ->> 'email', claims ->> 'role', 'system'),
          diff);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- create_shipment: the body of 20261125100000 (moved to private by 20261125110000) plus the
-- eight new keys.
-- ---------------------------------------------------------------------------------------------
create or replace function private.create_shipment(shipment jsonb, first_location text default null)
returns public.shipments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  created public.shipments;
  fields public.shipments;
  first_status text;
  first_place constant text :=
    coalesce(nullif(btrim(first_location), ''), private.neutral_location());
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may add shipments' using errcode = '42501';
  end if;
  perform private.check_shipment_fields(shipment, array[
    'id', 'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition',
    'shipperemail', 'shipperlanguage', 'notifyshipper',
    'recipientemail', 'recipientlanguage', 'notifyrecipient',
    'expecteddeliveryfrom', 'expecteddeliveryto']);
  -- Named apart from shipments_history_format, so the form can point at the pickup place.
  if char_length(first_place) > 200 then
    raise exception 'new row for relation "shipments" violates check constraint "shipments_first_location_length"'
      using errcode = '23514', constraint = 'shipments_first_location_length',
            detail = 'first_location is longer than 200 characters';
  end if;
  fields := jsonb_populate_record(null::public.shipments, shipment);
  first_status := coalesce(nullif(btrim(fields.status), ''), 'Expediere creată');

  insert into public.shipments (
    id, status, shippername, shipperaddress, recipientname, recipientaddress, transportedgoods,
    accessories, info, purchaseprice, shippingcosts, additionalservices, totalamount,
    paymentmethod, currentposition, history,
    shipperemail, shipperlanguage, notifyshipper, recipientemail, recipientlanguage,
    notifyrecipient, expecteddeliveryfrom, expecteddeliveryto)
  values (
    fields.id, first_status, fields.shippername, coalesce(fields.shipperaddress, ''),
    fields.recipientname, coalesce(fields.recipientaddress, ''),
    coalesce(fields.transportedgoods, ''), coalesce(fields.accessories, ''), fields.info,
    coalesce(fields.purchaseprice, ''), coalesce(fields.shippingcosts, ''),
    coalesce(fields.additionalservices, ''), coalesce(fields.totalamount, ''),
    coalesce(fields.paymentmethod, ''), fields.currentposition,
    jsonb_build_array(private.history_entry(first_status, first_place)),
    nullif(btrim(fields.shipperemail), ''), coalesce(fields.shipperlanguage, 'en'),
    coalesce(fields.notifyshipper, false),
    nullif(btrim(fields.recipientemail), ''), coalesce(fields.recipientlanguage, 'en'),
    coalesce(fields.notifyrecipient, false),
    fields.expecteddeliveryfrom, fields.expecteddeliveryto)
  returning * into created;
  return created;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- save_shipment: the body of 20261123130300 (moved to private by 20261125110000) plus the
-- eight new keys. A key present with null clears an address or a date; a language or notify
-- flag sent as null is refused by its not-null column (23502).
-- ---------------------------------------------------------------------------------------------
create or replace function private.save_shipment(
  tracking_number text,
  expected_updated_at timestamptz,
  changes jsonb default '{}'::jsonb,
  event_status text default null,
  event_location text default null)
returns public.shipments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.shipments;
  fields public.shipments;
  has_event constant boolean :=
    nullif(btrim(event_status), '') is not null and nullif(btrim(event_location), '') is not null;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may edit shipments' using errcode = '42501';
  end if;
  perform private.check_shipment_fields(changes, array[
    'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition',
    'shipperemail', 'shipperlanguage', 'notifyshipper',
    'recipientemail', 'recipientlanguage', 'notifyrecipient',
    'expecteddeliveryfrom', 'expecteddeliveryto']);
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;
  fields := jsonb_populate_record(null::public.shipments, changes);

  update public.shipments as s set
    status = case when has_event then btrim(event_status)
                  when changes ? 'status' then fields.status else s.status end,
    shippername = case when changes ? 'shippername' then fields.shippername else s.shippername end,
    shipperaddress = case when changes ? 'shipperaddress' then fields.shipperaddress else s.shipperaddress end,
    recipientname = case when changes ? 'recipientname' then fields.recipientname else s.recipientname end,
    recipientaddress = case when changes ? 'recipientaddress' then fields.recipientaddress else s.recipientaddress end,
    transportedgoods = case when changes ? 'transportedgoods' then fields.transportedgoods else s.transportedgoods end,
    accessories = case when changes ? 'accessories' then fields.accessories else s.accessories end,
    info = case when changes ? 'info' then fields.info else s.info end,
    purchaseprice = case when changes ? 'purchaseprice' then fields.purchaseprice else s.purchaseprice end,
    shippingcosts = case when changes ? 'shippingcosts' then fields.shippingcosts else s.shippingcosts end,
    additionalservices = case when changes ? 'additionalservices' then fields.additionalservices else s.additionalservices end,
    totalamount = case when changes ? 'totalamount' then fields.totalamount else s.totalamount end,
    paymentmethod = case when changes ? 'paymentmethod' then fields.paymentmethod else s.paymentmethod end,
    currentposition = case when changes ? 'currentposition' then fields.currentposition else s.currentposition end,
    shipperemail = case when changes ? 'shipperemail' then nullif(btrim(fields.shipperemail), '') else s.shipperemail end,
    shipperlanguage = case when changes ? 'shipperlanguage' then fields.shipperlanguage else s.shipperlanguage end,
    notifyshipper = case when changes ? 'notifyshipper' then fields.notifyshipper else s.notifyshipper end,
    recipientemail = case when changes ? 'recipientemail' then nullif(btrim(fields.recipientemail), '') else s.recipientemail end,
    recipientlanguage = case when changes ? 'recipientlanguage' then fields.recipientlanguage else s.recipientlanguage end,
    notifyrecipient = case when changes ? 'notifyrecipient' then fields.notifyrecipient else s.notifyrecipient end,
    expecteddeliveryfrom = case when changes ? 'expecteddeliveryfrom' then fields.expecteddeliveryfrom else s.expecteddeliveryfrom end,
    expecteddeliveryto = case when changes ? 'expecteddeliveryto' then fields.expecteddeliveryto else s.expecteddeliveryto end,
    history = case when has_event
                   then s.history || jsonb_build_array(private.history_entry(btrim(event_status), btrim(event_location)))
                   else s.history end,
    updated_at = expected_updated_at
  where s.id = tracking_number
  returning s.* into saved;

  if saved.id is null then
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_shipment';
  end if;
  return saved;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- restore_shipment: the body of 20261125150000, with the new columns' defaults for a row
-- deleted before they existed.
-- ---------------------------------------------------------------------------------------------
create or replace function private.restore_shipment(tracking_number text)
returns public.shipments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted jsonb;
  deleted_purged_at timestamptz;
  restored public.shipments;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may restore shipments' using errcode = '42501';
  end if;

  select c.changes, c.purged_at into deleted, deleted_purged_at
    from audit.shipment_changes c
   where c.shipment_id = tracking_number and c.action = 'delete'
   order by c.id desc
   limit 1;
  if deleted is null then
    raise exception 'no deleted shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_deleted_shipment';
  end if;
  if deleted_purged_at is not null then
    raise exception 'the deleted shipment % is past its restore window', tracking_number
      using errcode = '55000', detail = 'restore_window_passed';
  end if;

  -- Tells private.record_shipment_change to record this insert as 'restore'.
  perform set_config('private.restoring_shipment', tracking_number, true);
  begin
    insert into public.shipments
    select * from jsonb_populate_record(
      null::public.shipments,
      -- Columns added by 20261125160000, absent from older delete records: their defaults.
      jsonb_build_object('shipperlanguage', 'en', 'recipientlanguage', 'en',
                         'notifyshipper', false, 'notifyrecipient', false)
      || (select jsonb_object_agg(field.key, field.value -> 'from')
            from jsonb_each(deleted) as field))
    returning * into restored;
  exception when unique_violation then
    raise exception 'duplicate key value violates unique constraint "shipments_pkey"'
      using errcode = '23505', detail = 'tracking_number_in_use',
            constraint = 'shipments_pkey';
  end;
  perform set_config('private.restoring_shipment', '', true);
  return restored;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The public answer: expected delivery in both modes, gone once delivered.
-- ---------------------------------------------------------------------------------------------
alter type public.tracked_shipment
  add attribute expecteddeliveryfrom date,
  add attribute expecteddeliveryto date;
comment on type public.tracked_shipment is
  'A tracked shipment. access: full (valid party link, or the owner setting), number_only '
  '(no key: personal fields are null), key_refused (wrong, expired or revoked key: as number_only). '
  'expecteddeliveryfrom/to: in every mode, null once delivered. Never an e-mail, language or notify flag.';

-- As 20261125120000, plus the two dates at the end of both answers.
create or replace function private.lookup_shipment(tracking_number text, party_key text)
returns setof public.tracked_shipment
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  misses_per_client constant bigint := 10;
  misses_per_client_when_busy constant bigint := 3;
  misses_per_network constant bigint := 30;
  misses_per_network_when_busy constant bigint := 10;
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
    if caller_misses >= (case when busy then misses_per_client_when_busy else misses_per_client end)
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
    -- A route entry whose place repeats a party's address or name (staff typed it there)
    -- keeps its status and date, not the place.
    return next (shipment.id, shipment.status, null, null, null, null, null, null, null, null,
      null, null, null, null,
      (select coalesce(jsonb_agg(
                case when exists (
                       select 1
                         from unnest(array[shipment.shipperaddress, shipment.recipientaddress,
                                           shipment.shippername, shipment.recipientname]) as p
                        where btrim(p) <> ''
                          and (lower(btrim(e.entry ->> 'location')) = lower(btrim(p))
                               or (char_length(btrim(p)) >= 3
                                   and strpos(lower(e.entry ->> 'location'), lower(btrim(p))) > 0)))
                     then jsonb_set(e.entry, '{location}', '""')
                     else e.entry end
                order by e.n), '[]'::jsonb)
         from jsonb_array_elements(shipment.history) with ordinality as e(entry, n)),
      shipment.currentposition, access,
      case when not delivered then shipment.expecteddeliveryfrom end,
      case when not delivered then shipment.expecteddeliveryto end)::public.tracked_shipment;
  end if;
end;
$$;
