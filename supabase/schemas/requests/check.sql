-- The server-side check of a transport request (issue #36), the same as the page's zod schema:
-- both read the rules (rules.sql, written from request-rules.ts). Each text is normalised
-- (NFC, invisible characters removed, trimmed, empty -> null), then refused for a control
-- character, its length, its type or its format; numbers are rounded to their decimals, then
-- bounded. The first field in the contract's order that fails is named: 22023, detail
-- '<field>:<rule>'.

create function private.refuse_transport_request(field text, rule text)
returns void
language plpgsql
set search_path to ''
as $$
begin
  raise exception 'invalid transport request'
    using errcode = '22023', detail = field || ':' || rule;
end;
$$;
revoke execute on function private.refuse_transport_request(field text, rule text) from public;

-- `value` without what JavaScript's String.prototype.trim removes at either end (WhiteSpace and
-- LineTerminator), as zod's trim does: a set of characters for btrim, cheaper than a pattern.
create function private.trim_blank(value text)
returns text
language plpgsql
immutable
set search_path to ''
as $$
begin
  return btrim(value, U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004'
                      || U&'\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF');
end;
$$;
revoke execute on function private.trim_blank(value text) from public;

-- A text field: null for JSON null, a missing key or only blanks. What trimming removes is what
-- JavaScript's String.prototype.trim removes (WhiteSpace and LineTerminator), as zod's trim does.
create function private.request_text(rules jsonb, value jsonb, field text, max_length integer, multiline boolean)
returns text
language plpgsql
stable
set search_path to ''
as $$
declare
  normalised text;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'string' then
    perform private.refuse_transport_request(field, 'type');
  end if;
  normalised := regexp_replace(normalize(value #>> '{}', nfc), rules ->> 'invisibleCharacters', '', 'g');
  normalised := private.trim_blank(normalised);
  if normalised = '' then
    return null;
  end if;
  if normalised ~ (rules ->> case when multiline then 'messageControlCharacters'
                                  else 'controlCharacters' end) then
    perform private.refuse_transport_request(field, 'control');
  end if;
  if char_length(normalised) > max_length then
    perform private.refuse_transport_request(field, 'max');
  end if;
  return normalised;
end;
$$;
revoke execute on function private.request_text(rules jsonb, value jsonb, field text, max_length integer, multiline boolean) from public;

-- A one-line text whose limit is REQUEST_RULES.textMax[limit_key], required when the rules say so.
create function private.request_line(rules jsonb, request jsonb, key text, field text, limit_key text)
returns text
language plpgsql
stable
set search_path to ''
as $$
declare
  value text;
begin
  value := private.request_text(rules, request -> key, field,
                                coalesce((rules -> 'textMax' ->> limit_key)::integer, 1000), false);
  if value is null and rules -> 'required' ? field then
    perform private.refuse_transport_request(field, 'required');
  end if;
  return value;
end;
$$;
revoke execute on function private.request_line(rules jsonb, request jsonb, key text, field text, limit_key text) from public;

-- One of the values the rules list under list_key (an empty one: default, or required).
create function private.request_choice(rules jsonb, request jsonb, key text, list_key text, fallback text)
returns text
language plpgsql
stable
set search_path to ''
as $$
declare
  value text;
begin
  value := coalesce(private.request_text(rules, request -> key, key, 1000, false), fallback);
  if value is null and rules -> 'required' ? key then
    perform private.refuse_transport_request(key, 'required');
  end if;
  if value is not null and not rules -> list_key ? value then
    perform private.refuse_transport_request(key, 'format');
  end if;
  return value;
end;
$$;
revoke execute on function private.request_choice(rules jsonb, request jsonb, key text, list_key text, fallback text) from public;

create function private.request_number(rules jsonb, request jsonb, key text)
returns numeric
language plpgsql
stable
set search_path to ''
as $$
declare
  bounds constant jsonb := rules -> 'numbers' -> key;
  value constant jsonb := request -> key;
  rounded numeric;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'number' then
    perform private.refuse_transport_request(key, 'type');
  end if;
  rounded := round(value::numeric, (bounds ->> 'decimals')::integer);
  if rounded < (bounds ->> 'min')::numeric then
    perform private.refuse_transport_request(key, 'min');
  end if;
  if rounded > (bounds ->> 'max')::numeric then
    perform private.refuse_transport_request(key, 'max');
  end if;
  return rounded;
end;
$$;
revoke execute on function private.request_number(rules jsonb, request jsonb, key text) from public;

create function private.request_boolean(request jsonb, key text)
returns boolean
language plpgsql
stable
set search_path to ''
as $$
declare
  value constant jsonb := request -> key;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'boolean' then
    perform private.refuse_transport_request(key, 'type');
  end if;
  return value::boolean;
end;
$$;
revoke execute on function private.request_boolean(request jsonb, key text) from public;

create function private.request_date(rules jsonb, request jsonb, key text)
returns date
language plpgsql
stable
set search_path to ''
as $$
declare
  value text;
begin
  value := private.request_text(rules, request -> key, key, 100, false);
  if value is null then
    if rules -> 'required' ? key then
      perform private.refuse_transport_request(key, 'required');
    end if;
    return null;
  end if;
  if value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or not pg_input_is_valid(value, 'date') then
    perform private.refuse_transport_request(key, 'format');
  end if;
  return value::date;
end;
$$;
revoke execute on function private.request_date(rules jsonb, request jsonb, key text) from public;

-- A collection or delivery place: {address, postcode, town, country}, town and country required.
create function private.request_place(rules jsonb, request jsonb, key text)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
declare
  place constant jsonb := request -> key;
  unknown jsonb;
  country text;
  town text;
begin
  if place is null or jsonb_typeof(place) = 'null' then
    perform private.refuse_transport_request(key, 'required');
  end if;
  if jsonb_typeof(place) <> 'object' then
    perform private.refuse_transport_request(key, 'type');
  end if;
  unknown := place - array['address', 'postcode', 'town', 'country'];
  if unknown <> '{}'::jsonb then
    perform private.refuse_transport_request(
      key || '.' || (select min(k) from jsonb_object_keys(unknown) as k), 'unknown');
  end if;
  town := private.request_line(rules, place, 'town', key || '.town', 'town');
  if town is null then
    perform private.refuse_transport_request(key || '.town', 'required');
  end if;
  country := private.request_text(rules, place -> 'country', key || '.country', 100, false);
  if country is null then
    perform private.refuse_transport_request(key || '.country', 'required');
  end if;
  if country !~ (rules ->> 'countryPattern') then
    perform private.refuse_transport_request(key || '.country', 'format');
  end if;
  return jsonb_build_object(
    'address', private.request_line(rules, place, 'address', key || '.address', 'address'),
    'postcode', private.request_line(rules, place, 'postcode', key || '.postcode', 'postcode'),
    'town', town,
    'country', country);
end;
$$;
revoke execute on function private.request_place(rules jsonb, request jsonb, key text) from public;

-- The request as it is stored and e-mailed (without website), and whether the honeypot was
-- filled. Fields are checked in the contract's order; unknown keys first.
create function private.check_transport_request(request jsonb, out normalised jsonb, out spam boolean)
returns record
language plpgsql
stable
set search_path to ''
as $$
declare
  rules constant jsonb := private.transport_request_rules();
  today constant date := (clock_timestamp() at time zone 'UTC')::date;
  unknown jsonb;
  kind text;
  asked jsonb;
  email text;
  phone text;
  listing_url text;
  earliest date;
  latest date;
  drivable boolean;
  running_gear text;
  with_attachments boolean;
  container_size text;
  container_loaded boolean;
  r jsonb;
begin
  if request is null or jsonb_typeof(request) <> 'object' then
    perform private.refuse_transport_request('request', 'type');
  end if;
  -- What is left once the known keys are taken away (an expression, not a query: cheaper).
  unknown := request - array['name', 'company', 'email', 'phone', 'language', 'kind', 'goods',
                             'quantity', 'drivable', 'running_gear', 'with_attachments',
                             'container_size', 'container_loaded', 'length_m', 'width_m',
                             'height_m', 'weight_kg', 'value_eur', 'listing_url', 'pickup',
                             'delivery', 'earliest_pickup', 'latest_delivery', 'pickup_loading',
                             'delivery_loading', 'escrow', 'message', 'website'];
  if unknown <> '{}'::jsonb then
    perform private.refuse_transport_request((select min(k) from jsonb_object_keys(unknown) as k),
                                             'unknown');
  end if;

  -- One object at the end, not one per field: each || would copy the whole object again.
  r := jsonb_build_object(
    'name', private.request_line(rules, request, 'name', 'name', 'name'),
    'company', private.request_line(rules, request, 'company', 'company', 'company'));
  -- An internationalised domain is kept as the mail system writes it (xn--…): the worker can put
  -- it in a header, and the per-address limit sees one domain however it was typed.
  email := private.ascii_email(private.request_line(rules, request, 'email', 'email', 'email'));
  if not private.is_valid_email(email) then
    perform private.refuse_transport_request('email', 'format');
  end if;
  phone := private.request_line(rules, request, 'phone', 'phone', 'phone');
  if phone !~ (rules ->> 'phonePattern') then
    perform private.refuse_transport_request('phone', 'format');
  end if;
  r := r || jsonb_build_object(
    'email', email,
    'phone', phone,
    'language', private.request_choice(rules, request, 'language', 'languages', null));
  kind := private.request_choice(rules, request, 'kind', 'kinds', null);
  asked := rules -> 'kindQuestions' -> kind;
  r := r || jsonb_build_object(
    'kind', kind,
    'goods', private.request_line(rules, request, 'goods', 'goods', 'goods'),
    'quantity', coalesce(private.request_number(rules, request, 'quantity'), 1));
  -- Each kind's own questions; the answers to another kind's are checked, then not kept.
  drivable := private.request_boolean(request, 'drivable');
  running_gear := private.request_choice(rules, request, 'running_gear', 'runningGear', null);
  with_attachments := private.request_boolean(request, 'with_attachments');
  container_size := private.request_choice(rules, request, 'container_size', 'containerSizes', null);
  container_loaded := private.request_boolean(request, 'container_loaded');
  r := r || jsonb_build_object(
    'drivable', case when asked ? 'drivable' then drivable end,
    'running_gear', case when asked ? 'running_gear' then running_gear end,
    'with_attachments', case when asked ? 'with_attachments' then with_attachments end,
    'container_size', case when asked ? 'container_size' then container_size end,
    'container_loaded', case when asked ? 'container_loaded' then container_loaded end,
    'length_m', private.request_number(rules, request, 'length_m'),
    'width_m', private.request_number(rules, request, 'width_m'),
    'height_m', private.request_number(rules, request, 'height_m'),
    'weight_kg', private.request_number(rules, request, 'weight_kg'),
    'value_eur', private.request_number(rules, request, 'value_eur'));
  listing_url := private.request_line(rules, request, 'listing_url', 'listing_url', 'listing_url');
  if listing_url !~* '^https?://[^\s/?#@]+([/?#]\S*)?$' then
    perform private.refuse_transport_request('listing_url', 'format');
  end if;
  r := r || jsonb_build_object(
    'listing_url', listing_url,
    'pickup', private.request_place(rules, request, 'pickup'),
    'delivery', private.request_place(rules, request, 'delivery'));
  earliest := private.request_date(rules, request, 'earliest_pickup');
  if earliest < today - (rules -> 'dates' ->> 'pastDays')::integer then
    perform private.refuse_transport_request('earliest_pickup', 'min');
  end if;
  if earliest > today + (rules -> 'dates' ->> 'futureDays')::integer then
    perform private.refuse_transport_request('earliest_pickup', 'max');
  end if;
  latest := private.request_date(rules, request, 'latest_delivery');
  if latest < earliest then
    perform private.refuse_transport_request('latest_delivery', 'order');
  end if;
  normalised := r || jsonb_build_object(
    'earliest_pickup', earliest,
    'latest_delivery', latest,
    'pickup_loading', private.request_choice(rules, request, 'pickup_loading', 'loadingMethods', 'unknown'),
    'delivery_loading', private.request_choice(rules, request, 'delivery_loading', 'loadingMethods', 'unknown'),
    'escrow', coalesce(private.request_boolean(request, 'escrow'), false),
    'message', private.request_text(rules, request -> 'message', 'message',
                                    (rules -> 'textMax' ->> 'message')::integer, true));
  spam := private.request_line(rules, request, 'website', 'website', 'website') is not null;
end;
$$;
revoke execute on function private.check_transport_request(request jsonb, out normalised jsonb, out spam boolean) from public;
comment on function private.check_transport_request(request jsonb, out normalised jsonb, out spam boolean) is
  'The normalised request (every key, website left out) and whether the honeypot was filled; 22023 <field>:<rule> for the first field that fails.';
