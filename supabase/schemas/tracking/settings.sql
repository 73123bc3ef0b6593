-- The tracking page's settings (one row): what the number alone shows, how long party links
-- and deleted shipments last; and those periods as staff read them.

create table private.tracking_settings (
  id boolean default true,
  number_shows_everything boolean default false not null,
  default_link_days integer default 60 not null,
  restore_days integer default 90 not null,
  constraint tracking_settings_pkey primary key (id),
  constraint tracking_settings_link_days check (((default_link_days >= 1) and (default_link_days <= 3650))),
  constraint tracking_settings_one_row check (id),
  constraint tracking_settings_restore_days check (((restore_days >= 1) and (restore_days <= 3650)))
);
alter table private.tracking_settings enable row level security;
grant select, update on table private.tracking_settings to service_role;
comment on table private.tracking_settings is
  'number_shows_everything: true restores SPEC (every field for the number alone; DECISIONS 18 off). default_link_days: a party link expires this many days after the shipment is delivered. restore_days: a deleted shipment stays restorable this many days; then its personal data is purged.';

-- Every change is in the settings' trail (audit/config-changes.sql).
create trigger tracking_settings_audit
  after insert or delete or update on private.tracking_settings
  for each row
  execute function private.record_config_change();

create function private.tracking_periods()
returns table(default_link_days integer, restore_days integer)
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.require_staff('read the tracking periods');
  return query select t.default_link_days, t.restore_days from private.tracking_settings t;
end;
$$;
revoke execute on function private.tracking_periods() from public;
grant execute on function private.tracking_periods() to authenticated, service_role;
comment on function private.tracking_periods() is
  'Body of public.tracking_periods (security definer; staff check first).';

create function public.tracking_periods()
returns table(default_link_days integer, restore_days integer)
language sql
stable
set search_path to ''
as $$
  select * from private.tracking_periods();
$$;
revoke execute on function public.tracking_periods() from public, anon;
comment on function public.tracking_periods() is
  'The owner''s periods (staff only): party link expiry after delivery, restore window of a delete, in days.';
