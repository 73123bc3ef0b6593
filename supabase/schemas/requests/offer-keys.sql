-- The key of a request's current offer (issue #37): the accept link carries it, only its hash is
-- kept. One row per request: a new offer replaces the row, so the earlier link stops working; the
-- row goes when the offer is answered or expires, and with the request.

create table private.transport_offer_keys (
  request_id uuid,
  key_hash bytea not null,
  created_at timestamptz default clock_timestamp() not null,
  constraint transport_offer_keys_pkey primary key (request_id),
  constraint transport_offer_keys_key_hash_unique unique (key_hash),
  constraint transport_offer_keys_request_id_fkey foreign key (request_id) references public.transport_requests(id) on delete cascade
);
alter table private.transport_offer_keys enable row level security;
comment on table private.transport_offer_keys is
  'SHA-256 (private.link_key_hash) of the key in the current offer''s accept link; never the key.';
