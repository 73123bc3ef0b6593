-- What an e-mail address must be to be stored (a shipment's party, a transport request's
-- customer): one the mail worker can put in a header as it is.

-- plpgsql, not sql: it keeps its plan between transactions (README, "The database's wanted state").
create function private.is_valid_email(address text)
returns boolean
language plpgsql
immutable parallel safe
set search_path to ''
as $$
begin
  return address is null or (
    char_length(address) <= 254
    and address = btrim(address)
    and address !~ '[[:space:][:cntrl:]<>",;]'
    and address ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[^@]+$'
    and split_part(address, '@', 1) !~ '^\.|\.$|\.\.'
    and split_part(address, '@', 2)
        ~* '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$'
  );
end;
$$;
revoke execute on function private.is_valid_email(address text) from public;
grant execute on function private.is_valid_email(address text) to authenticated, service_role;
comment on function private.is_valid_email(address text) is
  'An e-mail address the mail worker can put in a header as is: one line, one @, ASCII local part <= 64, dotted LDH domain (IDN as punycode), <= 254 chars. Null is valid (no address).';
