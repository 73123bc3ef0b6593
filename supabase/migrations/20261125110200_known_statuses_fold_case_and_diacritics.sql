-- A known status is recognised whatever its case and Romanian diacritics (issue #30,
-- finding 10). The status is free text; staff type it or pick one of the four
-- (src/lib/shipments/status.ts).
--
-- Link expiry counted a shipment as delivered only for exactly 'Livrat' (trimmed), so one
-- typed 'livrat' or 'LIVRAT' kept its party links open for ever. private.status_key folds a
-- status the way the site folds it (knownStatus): trimmed as JavaScript's trim() trims, the
-- Romanian letters with diacritics (ă â î ș ț, and the cedilla forms ş ţ older keyboards
-- type) as their base letters, A–Z in lower case. Plain translate() and lower() under the
-- "C" collation (ASCII letters only): no extension, the same answer under any database
-- collation, and the same as the site's.

create function private.status_key(status text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- btrim's characters are those JavaScript's trim() removes: White_Space, line terminators,
  -- and U+FEFF.
  select lower(translate(
    btrim(status, E' \t\n\u000B\f\r\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006'
                  || E'\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF'),
    'ĂÂÎȘȚŞŢăâîșțşţ', 'AAISTSTaaistst') collate "C");
$$;
revoke execute on function private.status_key(text) from public;
comment on function private.status_key(text) is
  'A status as compared with the known ones: trimmed, Romanian diacritics folded, A-Z lower case (as knownStatus in src/lib/shipments/status.ts).';

create or replace function private.is_delivered_status(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.status_key(status) = 'livrat';
$$;

-- Shipments whose status counts as delivered only now ('livrat', ' LIVRAT '): their delivery
-- date, as 20261124100000 dated those delivered before it (the last delivered route entry,
-- else the last save). Rows already there keep theirs.
insert into private.shipment_deliveries (shipment_id, shipment_created_at, delivered_at)
select s.id, s.created_at, coalesce(
  (select (e.entry ->> 'date')::timestamptz
     from jsonb_array_elements(s.history) with ordinality as e(entry, n)
    where private.is_delivered_status(e.entry ->> 'status')
      and pg_input_is_valid(e.entry ->> 'date', 'timestamptz')
    order by e.n desc
    limit 1),
  s.updated_at)
  from public.shipments s
 where private.is_delivered_status(s.status)
on conflict (shipment_id) do nothing;
