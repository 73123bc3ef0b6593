-- The keys of a request's own link (issue #48): the e-mails to the address typed into the form
-- carry no text the visitor wrote, so the customer reads their whole request on the site through
-- `/{lang}/{request slug}?ref={reference}&k={key}`. One is made with the acknowledgement and one
-- with the rejection (issue #49; only for a request that has the first: beyond the hourly cap
-- of acknowledgements none is made). Only their hashes are kept (as party links and offer
-- keys), each valid as long as the request exists.

create table private.transport_request_keys (
  request_id uuid not null,
  key_hash bytea,
  created_at timestamptz default clock_timestamp() not null,
  constraint transport_request_keys_pkey primary key (key_hash),
  constraint transport_request_keys_request_id_fkey foreign key (request_id) references public.transport_requests(id) on delete cascade
);
alter table private.transport_request_keys enable row level security;
comment on table private.transport_request_keys is
  'SHA-256 (private.link_key_hash) of the key in the link to the request that the acknowledgement and the rejection carry; never the key. Go with the request.';

create index transport_request_keys_request_id_idx on private.transport_request_keys (request_id);
