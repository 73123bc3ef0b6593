-- The LIKE pattern of a staff search box (shipments, transport requests): the text with
-- control characters blanked, trimmed, case and diacritics folded as the search keys are, and
-- \ % _ taken literally; null for a blank search.

create function private.search_pattern(search text)
returns text
language sql
immutable parallel safe
set search_path to ''
as $$
  select '%' || replace(replace(replace(folded, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    from (select pg_catalog.lower(extensions.unaccent(
                   'extensions.unaccent'::regdictionary,
                   btrim(regexp_replace(search, '[[:cntrl:]]', ' ', 'g')))) as folded) as term
   where folded <> '';
$$;
revoke execute on function private.search_pattern(search text) from public;
grant execute on function private.search_pattern(search text) to authenticated, service_role;
