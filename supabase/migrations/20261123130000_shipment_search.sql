-- The staff's shipment list (/admin/tracking, issue #11): search, status filter, status counts.
--
-- The site calls
--   supabase.rpc('search_shipments', { search, status_filter }, { count: 'exact' })
--     .order('created_at', { ascending: false }).range(from, to)
-- so the search text travels as a JSON argument and is never spliced into a PostgREST filter
-- string (where `,`, `()`, `*`, `.` and quotes have meanings).
--
-- Matching: the search text is a substring of the tracking number, the shipper's name or the
-- recipient's name, ignoring case and accents ('serban' finds 'Șerban', 'strasse' finds
-- 'Straße', 'lodz' finds 'Łódź'). Every character of the search is literal: `%`, `_` and `\`
-- are escaped before LIKE sees them. Blank search (null, '', spaces) means no search.
--
-- Why a security-definer helper: under row-level security Postgres may not use an index for a
-- condition whose operator is not LEAKPROOF before the policy has been checked, and LIKE is not
-- leakproof. As staff, `shipments where id ilike '%123%'` is therefore always a sequential scan
-- (the trigram index of 20261121120000 was never used by the staff; EXPLAIN shows `Seq Scan`,
-- `Filter: ((InitPlan 1).col1 AND (id ~~* ...))`). So the matching ids come from
-- private.matching_shipment_ids, which runs as the table owner (no RLS, so the trigram index is
-- used), answers staff and service_role only, and returns nothing but ids. The public function
-- then reads those rows as the caller, under RLS, by primary key (= is leakproof).
--
-- unaccent is a contrib extension shipped by the PostgreSQL packages embedded-postgres uses and
-- available on hosted Supabase (Database → Extensions). It is STABLE (its rules file could
-- change), so it is wrapped in an IMMUTABLE function with the dictionary named explicitly, the
-- usual way to index it; after a change of unaccent.rules, REINDEX shipments_search_key_idx.

create extension if not exists unaccent with schema extensions;

-- What the search compares: tracking number, shipper name and recipient name, lower case,
-- without accents, separated by U+001F so that no search matches across two fields (the
-- search text has its control characters replaced by spaces). One call per row, so a scan
-- (short searches) costs one unaccent per row rather than three.
create function private.shipment_search_key(id text, shippername text, recipientname text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(extensions.unaccent(
    'extensions.unaccent'::regdictionary,
    id || E'\x1f' || shippername || E'\x1f' || recipientname));
$$;

-- The LIKE pattern for a search text, or null when the search is blank: folded like the key,
-- `\`, `%` and `_` escaped (LIKE's default escape character is `\`), wrapped in `%…%`.
create function private.shipment_search_pattern(search text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '%' || replace(replace(replace(folded, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    from (select pg_catalog.lower(extensions.unaccent(
                   'extensions.unaccent'::regdictionary,
                   btrim(regexp_replace(search, '[[:cntrl:]]', ' ', 'g')))) as folded) as term
   where folded <> '';
$$;

revoke execute on function private.shipment_search_key(text, text, text),
  private.shipment_search_pattern(text) from public;
grant execute on function private.shipment_search_key(text, text, text),
  private.shipment_search_pattern(text) to authenticated, service_role;

-- Replaces the three-column trigram index, which row-level security kept from ever being used.
drop index public.shipments_search_idx;
create index shipments_search_key_idx on public.shipments
  using gin (private.shipment_search_key(id, shippername, recipientname) extensions.gin_trgm_ops);

-- Ids of the shipments whose key contains the search, optionally with one status. Empty for
-- anyone but staff and service_role, and for a blank search (the callers handle that case).
-- Dynamic SQL so that each call is planned with its own pattern: 3+ characters use the
-- trigram index (Bitmap Index Scan on shipments_search_key_idx), shorter ones scan.
create function private.matching_shipment_ids(search text, status_filter text default null)
returns setof text
language plpgsql
stable
security definer
set search_path = ''
rows 100
as $$
declare
  pattern constant text := private.shipment_search_pattern(search);
begin
  if pattern is null
     or not ((select private.is_staff()) or (select auth.role()) is not distinct from 'service_role') then
    return;
  end if;
  return query execute
    'select s.id from public.shipments s
      where private.shipment_search_key(s.id, s.shippername, s.recipientname) like $1
        and ($2::text is null or s.status = $2)'
    using pattern, nullif(status_filter, '');
end;
$$;
revoke execute on function private.matching_shipment_ids(text, text) from public;
grant execute on function private.matching_shipment_ids(text, text) to authenticated, service_role;

-- The list: every shipment the caller may read (RLS: staff only; anyone else gets no rows)
-- that matches the search and has the status, unordered. The client orders and pages it:
--   .order('created_at' | 'updated_at' | 'status' | …).range(from, to), { count: 'exact' }.
-- status_filter null or '' means every status; otherwise the status must match exactly.
--
-- A function's rows are produced in full before PostgREST orders and pages them, so each call
-- costs in proportion to the matching rows, not the page (see bench "shipment search").
--
-- CSV export: PostgREST returns at most max_rows = 1000 rows per request (supabase/config.toml
-- [api] max_rows, the CLI's and hosted's default), silently, whatever .range() asks. The export
-- therefore pages through the whole result in 1000-row chunks with a total order (e.g.
-- .order('created_at', { ascending: false }).order('id')), .range(0, 999), .range(1000, 1999),
-- … until the `count: 'exact'` of the first request is reached.
create function public.search_shipments(search text default null, status_filter text default null)
returns setof public.shipments
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.shipment_search_pattern(search) is null then
    return query
      select s.* from public.shipments s
       where nullif(status_filter, '') is null or s.status = status_filter;
  else
    return query
      select s.* from public.shipments s
       where s.id in (select private.matching_shipment_ids(search, status_filter));
  end if;
end;
$$;
revoke execute on function public.search_shipments(text, text) from public, anon;
grant execute on function public.search_shipments(text, text) to authenticated, service_role;
comment on function public.search_shipments(text, text) is
  'Staff shipment list: search (part of number, shipper or recipient name; case and accents ignored; every character literal) and exact status. Order and page with .order()/.range(); at most 1000 rows per request.';

-- The filter chips: how many shipments per status match the search (all shipments when the
-- search is blank). Staff only through RLS: anyone else gets no rows.
create function public.shipment_status_counts(search text default null)
returns table (status text, count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.shipment_search_pattern(search) is null then
    return query
      select s.status, pg_catalog.count(*) from public.shipments s
       group by s.status order by s.status;
  else
    return query
      select s.status, pg_catalog.count(*) from public.shipments s
       where s.id in (select private.matching_shipment_ids(search))
       group by s.status order by s.status;
  end if;
end;
$$;
revoke execute on function public.shipment_status_counts(text) from public, anon;
grant execute on function public.shipment_status_counts(text) to authenticated, service_role;
comment on function public.shipment_status_counts(text) is
  'Number of shipments per status matching the search (all when blank), ordered by status.';

-- The status combobox: every status in use, sorted. The client adds the four known ones
-- (DECISIONS 13). Staff only through RLS.
create function public.shipment_statuses()
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct s.status from public.shipments s order by 1;
$$;
revoke execute on function public.shipment_statuses() from public, anon;
grant execute on function public.shipment_statuses() to authenticated, service_role;
comment on function public.shipment_statuses() is 'Distinct statuses in use, sorted.';
