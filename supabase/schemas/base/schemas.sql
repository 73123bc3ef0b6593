-- TODO header

create schema audit;
grant usage on schema audit to authenticated, service_role;

create schema private;
grant usage on schema private to anon, authenticated, service_role;

grant usage on schema public to public, postgres, anon, authenticated, service_role;

create extension if not exists pg_trgm with schema extensions;

create extension if not exists unaccent with schema extensions;
