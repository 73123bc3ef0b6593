-- The key of a request's own link (issue #48): the acknowledgement carries no text the visitor
-- typed, so the customer reads their whole request on the site through
-- `/{lang}/{request slug}?ref={reference}&k={key}`. Made with the acknowledgement, only its hash
-- kept (as party links and offer keys), valid as long as the request exists.

create table private.transport_request_keys (
  request_id uuid,
  key_hash bytea not null,
  created_at timestamptz default clock_timestamp() not null,
  constraint transport_request_keys_pkey primary key (request_id),
  constraint transport_request_keys_key_hash_unique unique (key_hash),
  constraint transport_request_keys_request_id_fkey foreign key (request_id) references public.transport_requests(id) on delete cascade
);
alter table private.transport_request_keys enable row level security;
comment on table private.transport_request_keys is
  'SHA-256 (private.link_key_hash) of the key in the acknowledgement''s link to the request; never the key. Goes with the request.';
