-- The customer e-mail settings (private.email_settings, 20261125160100: settle time, retries,
-- the site address the e-mails link to) are changed with SQL like the tracking settings, and
-- now leave the same trace: every insert, update and delete is recorded in audit.config_changes
-- by the trigger of 20261125110100 (row_key null: the table has one row), whoever makes it.
alter table audit.config_changes drop constraint config_changes_table;
alter table audit.config_changes add constraint config_changes_table check (
  table_name in ('public.info_content', 'private.tracking_settings', 'private.email_settings'));

create trigger email_settings_audit
  after insert or update or delete on private.email_settings
  for each row execute function private.record_config_change();
