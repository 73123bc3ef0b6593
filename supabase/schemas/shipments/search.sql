-- The staff list's search: by tracking number or party name (trigram index, case and
-- diacritics folded), with a status filter and the counts per status.

create function private.shipment_search_key(id text, shippername text, recipientname text)
returns text
language sql
immutable parallel safe
set search_path to ''
as $$
  select pg_catalog.lower(extensions.unaccent(
    'extensions.unaccent'::regdictionary,
    id || E'\x1f' || shippername || E'\x1f' || recipientname));
$$;
revoke execute on function private.shipment_search_key(id text, shippername text, recipientname text) from public;
grant execute on function private.shipment_search_key(id text, shippername text, recipientname text) to authenticated, service_role;

create function private.matching_shipment_ids(search text, status_filter text default null)
returns setof text
language plpgsql
stable security definer rows 100
set search_path to ''
as $$
declare
  pattern constant text := private.search_pattern(search);
begin
  if pattern is null
     or not private.is_staff_or_service() then
    return;
  end if;
  return query execute
    'select s.id from public.shipments s
      where private.shipment_search_key(s.id, s.shippername, s.recipientname) like $1
        and ($2::text is null or s.status = $2)'
    using pattern, nullif(status_filter, '');
end;
$$;
revoke execute on function private.matching_shipment_ids(search text, status_filter text) from public;
grant execute on function private.matching_shipment_ids(search text, status_filter text) to authenticated, service_role;

create function private.matching_shipment_set(search text, status_filter text default null)
returns jsonb
language sql
stable
set search_path to ''
as $$
  select case
    when private.search_pattern(search) is not null then
      coalesce((select pg_catalog.jsonb_object_agg(m.id, true)
                  from private.matching_shipment_ids(search, status_filter) as m(id)),
               '{}'::jsonb)
  end;
$$;
revoke execute on function private.matching_shipment_set(search text, status_filter text) from public;
grant execute on function private.matching_shipment_set(search text, status_filter text) to authenticated, service_role;

create function public.search_shipments(
  search text default null,
  status_filter text default null
)
returns setof public.shipments
language sql
stable
as $$
  select s.*
    from (select private.matching_shipment_set(search, status_filter) as ids offset 0) as matching,
         public.shipments as s
   where (status_filter is null
          or status_filter operator(pg_catalog.=) ''
          or s.status operator(pg_catalog.=) status_filter)
     and coalesce(matching.ids operator(pg_catalog.?) s.id, true);
$$;
revoke execute on function public.search_shipments(search text, status_filter text) from public, anon;
comment on function public.search_shipments(search text, status_filter text) is
  'Staff shipment list: search (part of number, shipper or recipient name; case and accents ignored; every character literal) and exact status. Order and page with .order()/.range(); at most 1000 rows per request.';

-- The list with text in the search box. search_shipments walks the list's order and tests each
-- shipment against the matches: right for a blank box (stop after the page), wrong for a search
-- that matches a few (it reads every shipment first). PostgREST passes the arguments as columns
-- of a JSON row, so one statement cannot pick its path by the text; this one starts from the
-- matches (trigram index once, then the shipments by primary key) and answers exactly what
-- search_shipments answers for any argument, a blank one included (the first branch).
create function public.shipments_matching(
  search text default null,
  status_filter text default null
)
returns setof public.shipments
language sql
stable
as $$
  select s.*
    from public.shipments as s
   where (select private.search_pattern(search)) is null
     and (status_filter is null
          or status_filter operator(pg_catalog.=) ''
          or s.status operator(pg_catalog.=) status_filter)
  union all
  select s.*
    from public.shipments as s
   where s.id operator(pg_catalog.=) any (array(
           select private.matching_shipment_ids(search, status_filter)));
$$;
revoke execute on function public.shipments_matching(search text, status_filter text) from public, anon;

create function public.shipment_status_counts(search text default null)
returns table(status text, count bigint)
language plpgsql
stable
set search_path to ''
as $$
begin
  if private.search_pattern(search) is null then
    return query select t.status, t.count from private.shipment_status_totals() t;
  else
    return query
      select s.status, pg_catalog.count(*) from public.shipments s
       where s.id in (select private.matching_shipment_ids(search))
       group by s.status order by s.status;
  end if;
end;
$$;
revoke execute on function public.shipment_status_counts(search text) from public, anon;
comment on function public.shipment_status_counts(search text) is
  'Number of shipments per status matching the search (all when blank), ordered by status.';

create index shipments_search_key_idx on public.shipments using gin (private.shipment_search_key(id, shippername, recipientname) extensions.gin_trgm_ops);
