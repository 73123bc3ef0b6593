-- The random token behind party links and unsubscribe links: 192 bits, base64url, so a guess
-- is hopeless and a link fits in an e-mail.

create function private.random_token()
returns text
language sql
set search_path to ''
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
$$;
revoke execute on function private.random_token() from public;
