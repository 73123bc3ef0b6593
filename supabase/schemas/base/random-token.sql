-- The random token behind party links, offer links and unsubscribe links: 192 bits, base64url,
-- so a guess is hopeless and a link fits in an e-mail; and the SHA-256 a link's key is kept as
-- (the key itself never is).

create function private.random_token()
returns text
language sql
set search_path to ''
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
$$;
revoke execute on function private.random_token() from public;

-- Whether a text is of random_token's form, 32 base64url characters: a link's key or token that
-- is not is refused without a lookup. (plpgsql: the tracking lookup asks every time.)
create function private.is_random_token(token text)
returns boolean
language plpgsql
immutable parallel safe
set search_path to ''
as $$
begin
  return coalesce(token ~ '^[A-Za-z0-9_-]{32}$', false);
end;
$$;
revoke execute on function private.is_random_token(token text) from public;

create function private.link_key_hash(key text)
returns bytea
language sql
immutable
set search_path to ''
as $$
  select sha256(convert_to(key, 'UTF8'));
$$;
revoke execute on function private.link_key_hash(key text) from public;
