-- The schemas our migrations add to what the bootstrap (local-stack/sql/bootstrap.sql) and
-- hosted Supabase already have, and the extensions they use. private holds the tables and the
-- bodies of the API's functions, out of PostgREST's reach; audit holds the append-only trails.
-- Default privileges are the bootstrap's (every new object in public is granted to the API
-- roles), which is why every object below says whom it revokes.

create schema audit;
grant usage on schema audit to authenticated, service_role;

create schema private;
grant usage on schema private to anon, authenticated, service_role;

grant usage on schema public to public, postgres, anon, authenticated, service_role;

create extension if not exists pg_trgm with schema extensions;

create extension if not exists unaccent with schema extensions;

-- levenshtein: a typo in a street a route entry repeats (shipments/party-places.sql).
create extension if not exists fuzzystrmatch with schema extensions;
