-- The staff list's first page without reading every shipment (issue #11).
--
-- search_shipments was plpgsql: a plpgsql set-returning function hands PostgREST all of its rows
-- (50,000 with a blank search) before PostgREST orders them and keeps 25, about 90 ms per page at
-- 50,000 shipments (bench "shipment search"). Postgres inlines a set-returning function into the
-- calling query only when it is LANGUAGE sql, not volatile, not strict, not security definer and
-- has no SET clause. Then `order by created_at desc limit 25` reaches the table: Index Scan on
-- shipments_created_at_idx, stopping after 25 rows (about 1 ms), and likewise for the other sorts
-- with the two indexes below. Same name, arguments, result and meaning as before.
--
-- Without `set search_path` the body is parsed with the caller's search_path each time it is
-- inlined, so every name in it is schema-qualified, operators included (operator(pg_catalog.=)).
-- Supabase's linter still reports function_search_path_mutable for it; that finding is accepted in
-- tests/integration/database-lints.test.ts for this function only.
--
-- Limit of the gain: with `{ count: 'exact' }` PostgREST 12 reads the function's rows twice (the
-- count and the page) through one CTE, which Postgres then materializes, so that request still
-- produces every matching row (about 100 ms at 50,000, whatever the function). The page is fast
-- when it is asked without count; the total is what shipment_status_counts(search) already gives
-- (the sum over statuses, or the filtered status's count).
--
-- How the body is shaped, because PostgREST passes the arguments as columns of a JSON row
-- (LATERAL "search_shipments"("search" := pgrst_body."search", …)), not as constants: the plan
-- cannot pick a path per search text, and anything in the body that depends on the arguments
-- is evaluated per shipment unless it is kept in a subquery of its own. So:
--  * `matching` (offset 0 keeps it a subquery, evaluated once per call) asks the security-
--    definer helper for the matching ids once, as a jsonb object {id: true, …}, or null for a
--    blank search;
--  * each shipment is then tested with `?` (a binary search among the object's keys) and the
--    status with `=`: cheap tests, so the planner may walk an index in the requested order and
--    stop at the page. (An `id in (select …)` here would run the search once per shipment.)
--  * the test is written coalesce(ids ? id, true) (null ids: no search, every row) rather than
--    `ids is null or ids ? id`: the planner guesses 0.5 of the rows pass a coalesce but under 1 %
--    for the OR, and with so few expected rows it sorts the whole table instead of walking
--    the index (seen at 10,000 shipments).

-- The ids that match a search, as a set for `?`; null when the search is blank (no search).
-- Empty for anyone but staff and service_role (private.matching_shipment_ids decides).
create function private.matching_shipment_set(search text, status_filter text default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when private.shipment_search_pattern(search) is not null then
      coalesce((select pg_catalog.jsonb_object_agg(m.id, true)
                  from private.matching_shipment_ids(search, status_filter) as m(id)),
               '{}'::jsonb)
  end;
$$;
revoke execute on function private.matching_shipment_set(text, text) from public;
grant execute on function private.matching_shipment_set(text, text) to authenticated, service_role;

create or replace function public.search_shipments(search text default null, status_filter text default null)
returns setof public.shipments
language sql
stable
security invoker
as $$
  select s.*
    from (select private.matching_shipment_set(search, status_filter) as ids offset 0) as matching,
         public.shipments as s
   where (status_filter is null
          or status_filter operator(pg_catalog.=) ''
          or s.status operator(pg_catalog.=) status_filter)
     and coalesce(matching.ids operator(pg_catalog.?) s.id, true);
$$;

-- The list's other sorts. The site orders by the chosen column, then created_at desc, then id
-- (.order(col, { ascending }).order('created_at', { ascending: false }).order('id')); an index
-- read forwards or backwards gives the leading columns, an Incremental Sort the rest. Last change
-- either way: updated_at. Status: one index per direction, since created_at stays descending.
create index shipments_updated_at_idx on public.shipments (updated_at desc);
create index shipments_status_created_at_idx on public.shipments (status, created_at desc);
create index shipments_status_desc_created_at_idx on public.shipments (status desc, created_at desc);
