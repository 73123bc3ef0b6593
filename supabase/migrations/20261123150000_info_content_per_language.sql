-- The customer info text per public language (DECISIONS 15, issue #12).
--
-- Until now public.info_content held one row (a fixed id) that every tracking page showed, and
-- staff write it in Romanian: German, French, Polish… customers read Romanian. Now each public
-- language has its own row, keyed by its code (de, en, fr, it, es, nl, pl). The site shows the
-- page's own language, else German (marked lang="de"), else nothing (src/features/info).
--
-- The old row is kept, not shown: its text moves to private.info_content_before_languages
-- (service_role only). It is Romanian, the staff's language and no public one, so making it any
-- language's text would bring back what this migration fixes; and it may hold what staff wrote,
-- so it is not dropped either. Each language starts with the default below instead.
--
-- Who may do what:
--   read           anon and authenticated, every row (the text is public)
--   update         staff: title, content and updated_at (the version, below)
--   insert         staff: lang, title, content (in practice create_default_info_content())
--   delete         nobody through the API: no grant, no policy
--
-- Writes the site makes, and the errors it maps to messages (PostgREST `code`):
--   .update({ title, content, updated_at: <the version it loaded> }).eq('lang', x)
--       PT409  someone saved in between (HTTP 409, detail 'stale_updated_at'); nothing written
--       23514  a length check refused (info_content_title_length ≤ 200, …_content_length ≤ 10000)
--   .rpc('create_default_info_content')   the default row of every language that has none,
--       returned; 42501 when not staff (anon has no EXECUTE: also 42501)

-- ---------------------------------------------------------------------------------------------
-- The text from before: kept where only the service_role key reaches it.
-- ---------------------------------------------------------------------------------------------
create table private.info_content_before_languages (
  id uuid primary key,
  title text not null,
  content text not null,
  updated_at timestamptz not null,
  retired_at timestamptz not null default now()
);
comment on table private.info_content_before_languages is
  'The one info text shown to every language before DECISIONS 15 (Romanian); kept, never shown.';
alter table private.info_content_before_languages enable row level security;
grant select on private.info_content_before_languages to service_role;

insert into private.info_content_before_languages (id, title, content, updated_at)
select id, title, content, updated_at from public.info_content;

-- ---------------------------------------------------------------------------------------------
-- One row per public language.
-- ---------------------------------------------------------------------------------------------
drop trigger info_content_touch on public.info_content;
drop function private.info_content_touch();
delete from public.info_content;
alter table public.info_content drop column id;
alter table public.info_content
  add column lang text not null,
  add constraint info_content_pkey primary key (lang),
  add constraint info_content_lang check (lang in ('de', 'en', 'fr', 'it', 'es', 'nl', 'pl'));

comment on table public.info_content is
  'The staff info text above the public tracking form, one row per public language (DECISIONS 15).';

-- Each language's default, written for its readers (formal address: Sie, vous, Lei, usted, u,
-- Państwo). Used here and by create_default_info_content().
create function private.info_content_defaults()
returns table (lang text, title text, content text)
language sql
immutable
set search_path = ''
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

insert into public.info_content (lang, title, content)
select d.lang, d.title, d.content from private.info_content_defaults() as d;

-- updated_at is each row's version, as for shipments: an update that carries the updated_at it
-- read succeeds only if nobody saved in between; it then gets a new one.
create function private.info_content_versioning()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception 'the % info text was changed by someone else since it was opened', old.lang
      using errcode = 'PT409',
            detail = 'stale_updated_at',
            hint = 'Reload the text and apply your change again.';
  end if;
  if new.lang is distinct from old.lang then
    raise exception 'the language of an info text cannot be changed'
      using errcode = 'PT400', detail = 'lang_immutable';
  end if;
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

create trigger info_content_versioning
  before update on public.info_content
  for each row execute function private.info_content_versioning();

-- RLS stays on; reading and the staff update policy are unchanged. Staff may now insert too.
create policy "staff insert the info text" on public.info_content
  for insert to authenticated with check ((select private.is_staff()));

revoke all on public.info_content from anon, authenticated;
grant select on public.info_content to anon, authenticated;
grant insert (lang, title, content) on public.info_content to authenticated;
grant update (title, content, updated_at) on public.info_content to authenticated;
grant all on public.info_content to service_role;

-- The editor's answer to a language without a row (a database made without it): that
-- language's default. Rows that exist are left alone; returns the rows it created.
create function public.create_default_info_content()
returns setof public.info_content
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may create the info text' using errcode = '42501';
  end if;
  return query
    insert into public.info_content (lang, title, content)
    select d.lang, d.title, d.content from private.info_content_defaults() as d
    on conflict (lang) do nothing
    returning *;
end;
$$;
revoke execute on function public.create_default_info_content() from public, anon;
grant execute on function public.create_default_info_content() to authenticated, service_role;
comment on function public.create_default_info_content() is
  'Creates the default info text of every public language that has none; returns those rows.';
