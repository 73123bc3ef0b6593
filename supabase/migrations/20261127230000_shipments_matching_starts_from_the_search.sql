-- The staff list's search reads the shipments that match, not every shipment (issue #34, bench
-- "admin list page").
--
-- search_shipments walks an index in the list's order and tests each shipment against the set of
-- matching ids, which is right for a blank search (the first 25 in order, then stop) and wrong for
-- a search that matches a few: with 15 matches among 50,000 the walk reads all 50,000 before it
-- can stop (about 160 ms newest first, 375 ms by last change, at 50,000 shipments). One statement
-- cannot take both paths: PostgREST passes the arguments as columns of a JSON row, so the plan is
-- made before the search text is known (see 20261123140000_inlinable_shipment_search.sql). So the
-- client asks this function when the search box holds text, and search_shipments when it is blank.
--
-- shipments_matching starts from the search: the matching ids come from the trigram index once
-- (an uncorrelated array, evaluated once per call), the shipments by primary key, then PostgREST
-- sorts the few and pages them (about 7 ms at 50,000, every sort). A blank search still answers
-- every shipment, as search_shipments does, through the first branch (only ever taken if the
-- client's idea of blank differs from the database's, e.g. control characters alone), so the
-- two functions answer alike for any argument. A search that matches most shipments costs what
-- it cost before: every match is read and sorted.
--
-- Inlinable like search_shipments (language sql, stable, security invoker, no SET clause): RLS
-- and the helper's staff check decide who sees rows, and names are schema-qualified.
create function public.shipments_matching(search text default null, status_filter text default null)
returns setof public.shipments
language sql
stable
security invoker
as $$
  select s.*
    from public.shipments as s
   where (select private.shipment_search_pattern(search)) is null
     and (status_filter is null
          or status_filter operator(pg_catalog.=) ''
          or s.status operator(pg_catalog.=) status_filter)
  union all
  select s.*
    from public.shipments as s
   where s.id operator(pg_catalog.=) any (array(
           select private.matching_shipment_ids(search, status_filter)));
$$;
revoke execute on function public.shipments_matching(text, text) from public, anon;
grant execute on function public.shipments_matching(text, text) to authenticated, service_role;
