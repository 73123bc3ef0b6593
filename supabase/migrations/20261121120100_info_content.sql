-- The public info text staff write for customers (shown above the tracking form).
-- One row with a fixed id that the site shares (src/features/info/api/info-content-id.ts).

create table public.info_content (
  id uuid primary key,
  title text not null default '',
  content text not null default '',
  updated_at timestamptz not null default now(),
  constraint info_content_title_length check (char_length(title) <= 200),
  constraint info_content_content_length check (char_length(content) <= 10000)
);

comment on table public.info_content is 'The staff info text shown on the public tracking page.';

insert into public.info_content (id, title, content) values (
  '5b0c1f8e-3a47-4d2a-9c61-7e2f4b8d9a10',
  'Informații Importante pentru Clienți',
  'Aici puteți găsi informații importante despre expedierile dumneavoastră. '
    || 'Pentru întrebări, contactați-ne telefonic sau prin e-mail.'
);

create function private.info_content_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

create trigger info_content_touch
  before update on public.info_content
  for each row execute function private.info_content_touch();

alter table public.info_content enable row level security;

create policy "everyone reads the info text" on public.info_content
  for select to anon, authenticated using (true);
create policy "staff update the info text" on public.info_content
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));

revoke all on public.info_content from anon, authenticated;
grant select on public.info_content to anon, authenticated;
grant update (title, content) on public.info_content to authenticated;
grant all on public.info_content to service_role;
