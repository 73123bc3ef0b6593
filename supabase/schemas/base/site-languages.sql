-- The public site's languages (LANGUAGES, src/lib/i18n/languages.ts): a shipment's parties get
-- their e-mails in one of them.

create function private.is_site_language(lang text)
returns boolean
language sql
immutable parallel safe
set search_path to ''
as $$
  select lang in ('de', 'en', 'fr', 'it', 'es', 'nl', 'pl');
$$;
revoke execute on function private.is_site_language(lang text) from public;
grant execute on function private.is_site_language(lang text) to authenticated, service_role;
