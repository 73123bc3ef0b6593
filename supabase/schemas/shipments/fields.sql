-- The fields the save functions take and write: which keys a save may name, a new route entry,
-- and a status as compared with the known ones. What a valid row is (tracking number, route,
-- map position) is with the table's checks (table.sql); an e-mail address and a language are
-- every feature's (base/).

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
