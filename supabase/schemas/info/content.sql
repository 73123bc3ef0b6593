-- The info text above the public tracking form, one row per site language, edited by staff
-- on the version they saw.

create table public.info_content (
  title text default '' not null,
  content text default '' not null,
  updated_at timestamptz default now() not null,
  lang text,
  constraint info_content_pkey primary key (lang),
  constraint info_content_content_length check ((char_length(content) <= 10000)),
  constraint info_content_lang check (lang in ('de', 'en', 'fr', 'it', 'es', 'nl', 'pl')),
  constraint info_content_title_length check ((char_length(title) <= 200))
);
alter table public.info_content enable row level security;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.info_content from anon, authenticated;
comment on table public.info_content is
  'The staff info text above the public tracking form, one row per public language (DECISIONS 15).';

create table private.info_content_before_languages (
  id uuid,
  title text not null,
  content text not null,
  updated_at timestamptz not null,
  retired_at timestamptz default now() not null,
  constraint info_content_before_languages_pkey primary key (id)
);
alter table private.info_content_before_languages enable row level security;
grant select on table private.info_content_before_languages to service_role;
comment on table private.info_content_before_languages is
  'The one info text shown to every language before DECISIONS 15 (Romanian); kept, never shown.';

create function private.info_content_defaults()
returns table(lang text, title text, content text)
language sql
immutable
set search_path to ''
as $$
  values
    ('de', 'Wichtige Informationen für unsere Kunden',
     'Hier finden Sie wichtige Informationen zu Ihren Sendungen. Bei Fragen erreichen Sie uns '
       || 'telefonisch oder per E-Mail.'),
    ('en', 'Important information for our customers',
     'Here you will find important information about your shipments. If you have any '
       || 'questions, please call or email us.'),
    ('fr', 'Informations importantes pour nos clients',
     'Vous trouverez ici des informations importantes concernant vos envois. Pour toute '
       || 'question, contactez-nous par téléphone ou par e-mail.'),
    ('it', 'Informazioni importanti per i nostri clienti',
     'Qui trova informazioni importanti sulle Sue spedizioni. Per qualsiasi domanda, ci '
       || 'contatti per telefono o via e-mail.'),
    ('es', 'Información importante para nuestros clientes',
     'Aquí encontrará información importante sobre sus envíos. Si tiene alguna pregunta, '
       || 'contáctenos por teléfono o por correo electrónico.'),
    ('nl', 'Belangrijke informatie voor onze klanten',
     'Hier vindt u belangrijke informatie over uw zendingen. Heeft u vragen? Neem dan '
       || 'telefonisch of per e-mail contact met ons op.'),
    ('pl', 'Ważne informacje dla naszych klientów',
     'Tutaj znajdą Państwo ważne informacje dotyczące przesyłek. W razie pytań prosimy '
       || 'o kontakt telefoniczny lub mailowy.');
$$;
revoke execute on function private.info_content_defaults() from public;
grant execute on function private.info_content_defaults() to authenticated, service_role;

create function private.create_default_info_content()
returns setof public.info_content
language plpgsql
security definer
set search_path to ''
as $$
begin
  perform private.require_staff('create the info text');
  return query
    insert into public.info_content (lang, title, content)
    select d.lang, d.title, d.content from private.info_content_defaults() as d
    on conflict (lang) do nothing
    returning *;
end;
$$;
revoke execute on function private.create_default_info_content() from public;
grant execute on function private.create_default_info_content() to authenticated, service_role;
comment on function private.create_default_info_content() is
  'Body of public.create_default_info_content (security definer; staff check first).';

create function public.create_default_info_content()
returns setof public.info_content
language sql
set search_path to ''
as $$select * from private.create_default_info_content();$$;
revoke execute on function public.create_default_info_content() from public, anon;
comment on function public.create_default_info_content() is
  'Creates the default info text of every public language that has none; returns those rows.';

create function private.save_info_content(
  lang text,
  expected_updated_at timestamptz,
  title text default null,
  content text default null
)
returns public.info_content
language plpgsql
security definer
set search_path to ''
as $$
declare
  saved public.info_content;
begin
  perform private.require_staff('edit the info text');
  perform private.require_expected_updated_at(expected_updated_at);

  -- info_content_versioning raises PT409 when expected_updated_at is not the current version.
  update public.info_content i
     set title = coalesce(save_info_content.title, i.title),
         content = coalesce(save_info_content.content, i.content),
         updated_at = expected_updated_at
   where i.lang = save_info_content.lang
  returning i.* into saved;

  if saved.lang is null then
    raise exception 'no info text for language %', lang
      using errcode = 'P0002', detail = 'no_info_content';
  end if;
  return saved;
end;
$$;
revoke execute on function private.save_info_content(lang text, expected_updated_at timestamptz, title text, content text) from public;
grant execute on function private.save_info_content(lang text, expected_updated_at timestamptz, title text, content text) to authenticated, service_role;
comment on function private.save_info_content(lang text, expected_updated_at timestamptz, title text, content text) is
  'Body of public.save_info_content (security definer; staff check first).';

create function public.save_info_content(
  lang text,
  expected_updated_at timestamptz,
  title text default null,
  content text default null
)
returns public.info_content
language sql
set search_path to ''
as $$
  select * from private.save_info_content(lang, expected_updated_at, title, content);
$$;
revoke execute on function public.save_info_content(lang text, expected_updated_at timestamptz, title text, content text) from public, anon;
comment on function public.save_info_content(lang text, expected_updated_at timestamptz, title text, content text) is
  'Saves one language''s info text (title and/or content; null keeps) on the version expected_updated_at names. PT409 when someone saved since.';

create policy "everyone reads the info text" on public.info_content
  for select to anon, authenticated
  using (true);

create trigger info_content_versioning
  before update on public.info_content
  for each row
  execute function private.row_versioning('lang', 'the % info text was changed by someone else since it was opened', 'Reload the text and apply your change again.', 'the language of an info text cannot be changed', 'lang_immutable');

-- Every change is in the settings' trail (audit/config-changes.sql).
create trigger info_content_audit
  after insert or delete or update on public.info_content
  for each row
  execute function private.record_config_change('lang');
