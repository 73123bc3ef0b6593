-- The customer e-mails' settings (one row): how status changes merge into e-mails, how often a
-- failed e-mail is retried, and the site the links point to (see the table's comment).

create table private.email_settings (
  id boolean default true,
  settle_seconds integer default 45 not null,
  max_attempts integer default 50 not null,
  base_retry_seconds integer default 30 not null,
  lease_seconds integer default 300 not null,
  site_url text default 'http://127.0.0.1:5173' not null,
  status_emails_per_hour integer default 4 not null,
  retry_for_seconds integer default 86400 not null,
  constraint email_settings_pkey primary key (id),
  constraint email_settings_base_retry check (((base_retry_seconds >= 0) and (base_retry_seconds <= 3600))),
  constraint email_settings_lease check (((lease_seconds >= 1) and (lease_seconds <= 3600))),
  constraint email_settings_max_attempts check (((max_attempts >= 1) and (max_attempts <= 50))),
  constraint email_settings_one_row check (id),
  constraint email_settings_retry_for check (((retry_for_seconds >= 0) and (retry_for_seconds <= 604800))),
  constraint email_settings_settle check (((settle_seconds >= 0) and (settle_seconds <= 3600))),
  constraint email_settings_site_url check ((site_url ~ '^https?://[^\s/?#]+(/[^\s?#]*)?$'::text)),
  constraint email_settings_status_emails_per_hour check (((status_emails_per_hour >= 1) and (status_emails_per_hour <= 60)))
);
alter table private.email_settings enable row level security;
comment on table private.email_settings is
  'settle_seconds: status changes within this time become one e-mail. status_emails_per_hour: status e-mails to one party per hour; more changes merge into one e-mail sent when the hour allows. max_attempts: tries before an e-mail is failed. base_retry_seconds: first retry delay, doubled each try (at most 1 h). retry_for_seconds: a temporary failure is retried until this long after the e-mail was queued (default a day). lease_seconds: how long a worker may hold a row. site_url: the public site, for links in e-mails (set it to the real site on hosted).';

-- Every change is in the settings' trail (audit/config-changes.sql).
create trigger email_settings_audit
  after insert or delete or update on private.email_settings
  for each row
  execute function private.record_config_change();
