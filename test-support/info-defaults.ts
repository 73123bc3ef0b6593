/**
 * Every language's info text back as the migration wrote it (rows recreated if a test removed
 * them), for tests that change it on a shared stack. German is written first, so that no
 * language looks last changed before it (the editor's "probably outdated").
 */
export const RESTORE_INFO_DEFAULTS_SQL = `
  insert into public.info_content (lang, title, content)
  select d.lang, d.title, d.content from private.info_content_defaults() d
  order by d.lang <> 'de'
  on conflict (lang) do update set title = excluded.title, content = excluded.content`;
