-- The tracking page's settings (one row): what the number alone shows, how long party links
-- and deleted shipments last.

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
