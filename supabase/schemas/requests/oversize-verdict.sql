-- The oversize verdict of common/loads/oversize.ts, read from the same facts
-- (private.oversize_facts(), generated from oversize-facts.ts), for the shipment a request
-- becomes (issue #49). tests/integration/transport-request-convert.test.ts holds it to the
-- TypeScript verdict over a grid of loads.

create function private.oversize_verdict(
  length_m numeric,
  width_m numeric,
  height_m numeric,
  weight_kg numeric,
  quantity integer
)
returns text
language sql
immutable parallel safe
set search_path to ''
as $$
  with f as (select private.oversize_facts() as facts)
  select case
    when height_m > (f.facts #>> '{company,heightM}')::numeric
      or width_m > (f.facts #>> '{company,widthM}')::numeric then 'beyond'
    when length_m > (f.facts #>> '{vehicle,loadingLengthM}')::numeric
      or width_m > (f.facts #>> '{legal,widthM}')::numeric
      or height_m + (f.facts #>> '{vehicle,deckHeightM}')::numeric > (f.facts #>> '{legal,heightM}')::numeric
      or weight_kg * greatest(1, coalesce(quantity, 1)) + (f.facts #>> '{vehicle,tareKg}')::numeric
         > (f.facts #>> '{legal,grossKg}')::numeric then 'permit'
    else 'normal'
  end
  from f;
$$;
revoke execute on function private.oversize_verdict(length_m numeric, width_m numeric, height_m numeric, weight_kg numeric, quantity integer) from public;
comment on function private.oversize_verdict(length_m numeric, width_m numeric, height_m numeric, weight_kg numeric, quantity integer) is
  'normal, permit or beyond, as oversizeVerdict() in common/loads/oversize.ts (a null measure is not over anything).';
