-- What a valid shipment field is: tracking number, route entries, map position, e-mail
-- address, language, known status. Used by the table's checks and by the save functions, so
-- the rules exist once.

create function private.is_valid_position(pos jsonb)
returns boolean
language plpgsql
immutable
set search_path to ''
as $$
begin
  if pos is null then
    return true;
  end if;
  if jsonb_typeof(pos) <> 'object'
     or jsonb_typeof(pos -> 'lat') is distinct from 'number'
     or jsonb_typeof(pos -> 'lng') is distinct from 'number' then
    return false;
  end if;
  return (pos ->> 'lat')::numeric between -90 and 90
     and (pos ->> 'lng')::numeric between -180 and 180;
end;
$$;
grant execute on function private.is_valid_position(pos jsonb) to anon, authenticated, service_role;

create function private.is_valid_history(history jsonb)
returns boolean
language sql
immutable
set search_path to ''
as $$
  select jsonb_typeof(history) = 'array'
     and jsonb_array_length(history) <= 1000
     and not exists (
       select 1
       from jsonb_array_elements(history) as entry
       where jsonb_typeof(entry) <> 'object'
          or jsonb_typeof(entry -> 'status') is distinct from 'string'
          or jsonb_typeof(entry -> 'location') is distinct from 'string'
          or jsonb_typeof(entry -> 'date') is distinct from 'string'
          or char_length(entry ->> 'status') > 100
          or char_length(entry ->> 'location') > 200
          or char_length(entry ->> 'date') > 40
     );
$$;
grant execute on function private.is_valid_history(history jsonb) to anon, authenticated, service_role;

create function private.check_shipment_fields(fields jsonb, allowed text[])
returns void
language plpgsql
immutable
set search_path to ''
as $$
declare
  unknown text;
begin
  if fields is null or jsonb_typeof(fields) <> 'object' then
    raise exception 'shipment fields must be a JSON object'
      using errcode = '22023', detail = 'not_an_object';
  end if;
  select k into unknown from jsonb_object_keys(fields) as k where k <> all (allowed) limit 1;
  if unknown is not null then
    raise exception 'unknown shipment field %', unknown
      using errcode = '22023', detail = 'unknown_field: ' || unknown;
  end if;
end;
$$;
revoke execute on function private.check_shipment_fields(fields jsonb, allowed text[]) from public;
grant execute on function private.check_shipment_fields(fields jsonb, allowed text[]) to authenticated, service_role;

create function private.history_entry(status text, location text)
returns jsonb
language sql
set search_path to ''
as $$
  select jsonb_build_object(
    'status', status,
    'location', location,
    'date', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
$$;
revoke execute on function private.history_entry(status text, location text) from public;
grant execute on function private.history_entry(status text, location text) to authenticated, service_role;

create function private.status_key(status text)
returns text
language sql
immutable parallel safe
set search_path to ''
as $$
  -- btrim's characters are those JavaScript's trim() removes: White_Space, line terminators,
  -- and U+FEFF.
  select lower(translate(
    btrim(status, E' \t\n\u000B\f\r\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006'
                  || E'\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF'),
    'ĂÂÎȘȚŞŢăâîșțşţ', 'AAISTSTaaistst') collate "C");
$$;
revoke execute on function private.status_key(status text) from public;
comment on function private.status_key(status text) is
  'A status as compared with the known ones: trimmed, Romanian diacritics folded, A-Z lower case (as knownStatus in src/lib/shipments/status.ts).';

create function private.is_delivered_status(status text)
returns boolean
language sql
immutable
set search_path to ''
as $$
  select private.status_key(status) = 'livrat';
$$;
revoke execute on function private.is_delivered_status(status text) from public;

create function private.is_valid_tracking_number(id text)
returns boolean
language sql
immutable parallel safe
set search_path to ''
as $$
  select char_length(id) between 1 and 64
     and id !~ ('[\u0000-\u0020\u007F-\u00A0\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891'
                || '\u08E2\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F'
                || '\u3000\uE000-\uF8FF\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
                || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A'
                || '\U000E0001\U000E0020-\U000E007F\U000F0000-\U000FFFFD\U00100000-\U0010FFFD]')
     and unicode_assigned(id)
     and id is nfkc normalized;
$$;
revoke execute on function private.is_valid_tracking_number(id text) from public;
grant execute on function private.is_valid_tracking_number(id text) to service_role;

-- plpgsql, not sql: it keeps its plan between transactions (README, "The database's wanted state").
create function private.is_valid_email(address text)
returns boolean
language plpgsql
immutable parallel safe
set search_path to ''
as $$
begin
  return address is null or (
    char_length(address) <= 254
    and address = btrim(address)
    and address !~ '[[:space:][:cntrl:]<>",;]'
    and address ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[^@]+$'
    and split_part(address, '@', 1) !~ '^\.|\.$|\.\.'
    and split_part(address, '@', 2)
        ~* '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$'
  );
end;
$$;
revoke execute on function private.is_valid_email(address text) from public;
grant execute on function private.is_valid_email(address text) to authenticated, service_role;
comment on function private.is_valid_email(address text) is
  'An e-mail address the mail worker can put in a header as is: one line, one @, ASCII local part <= 64, dotted LDH domain (IDN as punycode), <= 254 chars. Null is valid (no address).';

create function private.is_site_language(lang text)
returns boolean
language sql
immutable parallel safe
set search_path to ''
as $$
  select lang in ('de', 'en', 'fr', 'it', 'es', 'nl', 'pl');
$$;
revoke execute on function private.is_site_language(lang text) from public;
grant execute on function private.is_site_language(lang text) to authenticated, service_role;
