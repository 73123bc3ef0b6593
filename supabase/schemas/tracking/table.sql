-- Party links: a key per shipper or recipient that shows them the full shipment (DECISIONS 18);
-- only the key's hash is kept. The table and the shape staff see a link in, which the link
-- functions (links.sql) and the link e-mail (email/link-emails.sql) build on.

create type public.tracking_link as (
  id uuid,
  party text,
  created_at timestamptz,
  created_by text,
  last_used_at timestamptz,
  expires_at timestamptz,
  expiry_set boolean,
  revoked_at timestamptz,
  revoked_by text,
  state text
);

create table private.tracking_links (
  id uuid default gen_random_uuid(),
  shipment_id text not null,
  shipment_created_at timestamptz not null,
  party text not null,
  key_hash bytea not null,
  created_at timestamptz default clock_timestamp() not null,
  created_by text not null,
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by text,
  constraint tracking_links_pkey primary key (id),
  constraint tracking_links_key_hash_unique unique (key_hash),
  constraint tracking_links_party check (party in ('shipper', 'recipient'))
);
alter table private.tracking_links enable row level security;
comment on table private.tracking_links is
  'Party links of the tracking page (DECISIONS 18): SHA-256 of the key only, never the key.';

create unique index tracking_links_one_per_party on private.tracking_links (shipment_id, shipment_created_at, party) where (revoked_at is null);

create index tracking_links_shipment_idx on private.tracking_links (shipment_id, created_at desc);

-- The tracking page's settings (one row): what the number alone shows, how long party links
-- and deleted shipments last. Here, with the tables, as the link functions read it.
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
