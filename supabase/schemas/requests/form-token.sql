-- The request form's token (issue #36): the moment the page was opened, signed with a secret
-- only the database knows (HMAC-SHA256), with a random nonce that a submit records so the token
-- works once. Issuing one writes nothing; the form is refused when sent within 3 s (a bot) or
-- after 24 h.
--
-- Token: <issued at, ms since 1970>.<nonce, 16 bytes base64url>.<HMAC of both, base64url>

create table private.transport_request_secret (
  id boolean default true,
  secret bytea default extensions.gen_random_bytes(32) not null,
  constraint transport_request_secret_pkey primary key (id),
  constraint transport_request_secret_one_row check (id)
);
alter table private.transport_request_secret enable row level security;
comment on table private.transport_request_secret is
  'The key that signs the request form''s tokens (32 random bytes, made by the migration). Replacing it voids every token not yet sent.';

create table private.transport_request_nonces (
  nonce text,
  issued_at timestamptz not null,
  used_at timestamptz default clock_timestamp() not null,
  constraint transport_request_nonces_pkey primary key (nonce)
);
alter table private.transport_request_nonces enable row level security;
comment on table private.transport_request_nonces is
  'The nonces of form tokens a stored request used; the daily purge (retention/transport-requests.sql) removes those whose token has expired anyway.';

create index transport_request_nonces_issued_at_idx on private.transport_request_nonces (issued_at);

-- plpgsql, not sql: it keeps its plan between transactions (README, "The database's wanted state").
create function private.base64url(bytes bytea)
returns text
language plpgsql
immutable
set search_path to ''
as $$
begin
  return rtrim(translate(encode(bytes, 'base64'), E'+/\n', '-_'), '=');
end;
$$;
revoke execute on function private.base64url(bytes bytea) from public;

create function private.form_token_signature(payload text)
returns text
language plpgsql
stable
set search_path to ''
as $$
begin
  return (select private.base64url(extensions.hmac(convert_to(payload, 'UTF8'), s.secret, 'sha256'))
            from private.transport_request_secret s);
end;
$$;
revoke execute on function private.form_token_signature(payload text) from public;

-- Also the tests' way to a token of another age (as the superuser): the check stays as it is.
create function private.transport_request_token(issued_at timestamptz)
returns text
language sql
volatile
set search_path to ''
as $$
  select payload || '.' || private.form_token_signature(payload)
    from (select floor(extract(epoch from issued_at) * 1000)::bigint::text || '.'
                 || private.base64url(extensions.gen_random_bytes(16)) as payload) as p;
$$;
revoke execute on function private.transport_request_token(issued_at timestamptz) from public;

create function private.transport_request_form()
returns jsonb
language sql
volatile security definer
set search_path to ''
as $$
  select jsonb_build_object('token', private.transport_request_token(clock_timestamp()));
$$;
revoke execute on function private.transport_request_form() from public;
grant execute on function private.transport_request_form() to anon, authenticated, service_role;
comment on function private.transport_request_form() is
  'Body of public.transport_request_form (security definer: reads the signing key).';

create function public.transport_request_form()
returns jsonb
language sql
volatile
set search_path to ''
as $$
  select private.transport_request_form();
$$;
revoke execute on function public.transport_request_form() from public;
comment on function public.transport_request_form() is
  'A signed, single-use token for the request form: {token}. Send it with submit_transport_request no sooner than 3 s and within 24 h.';

-- How soon a form token may be sent: the one place its 3 seconds are written (use_form_token
-- refuses a younger one; the request page waits a little longer, form-token-age.ts's
-- TOKEN_MIN_AGE_MS, held above it by tests/integration/form-limits.test.ts).
create function private.form_token_min_age()
returns interval
language sql
immutable
set search_path to ''
as $$
  select interval '3 seconds';
$$;
revoke execute on function private.form_token_min_age() from public;

-- How long a form token is good for: the one place its 24 hours are written (use_form_token
-- refuses an older one; the retention purge removes the nonces of tokens past it).
create function private.form_token_lifetime()
returns interval
language sql
immutable
set search_path to ''
as $$
  select interval '24 hours';
$$;
revoke execute on function private.form_token_lifetime() from public;

-- The token's checks in the contract's order: signature, age, reuse. Records the nonce (in the
-- caller's transaction: a later refusal rolls it back) and returns when the token was issued.
create function private.use_form_token(form_token text)
returns timestamptz
language plpgsql
set search_path to ''
as $$
declare
  parts constant text[] := regexp_match(coalesce(form_token, ''),
                                        '^([0-9]{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$');
  issued_at timestamptz;
  age interval;
begin
  if parts is null
     or parts[3] is distinct from private.form_token_signature(parts[1] || '.' || parts[2]) then
    raise exception 'invalid form token' using errcode = 'PT400', detail = 'form_token_invalid';
  end if;
  issued_at := to_timestamp(parts[1]::bigint / 1000.0);
  age := clock_timestamp() - issued_at;
  if age < private.form_token_min_age() then
    raise exception 'form sent too fast' using errcode = 'PT425', detail = 'form_token_too_fast';
  end if;
  if age > private.form_token_lifetime() then
    raise exception 'form token expired' using errcode = 'PT410', detail = 'form_token_expired';
  end if;
  insert into private.transport_request_nonces (nonce, issued_at)
  values (parts[2], issued_at)
  on conflict (nonce) do nothing;
  if not found then
    raise exception 'form token already used' using errcode = 'PT409', detail = 'form_token_used';
  end if;
  return issued_at;
end;
$$;
revoke execute on function private.use_form_token(form_token text) from public;
