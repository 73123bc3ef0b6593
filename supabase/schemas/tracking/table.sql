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
