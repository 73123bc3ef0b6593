-- An e-mail address as a mailbox counts it (issue #48): the request form's per-address limit
-- must not be passed by writing one mailbox another way. Internationalised domains are stored
-- as the mail system writes them (punycode, RFC 3492/5891), so `müller.de` and
-- `xn--mller-kva.de` are one domain; PostgreSQL has no punycode function, hence this one
-- (tested against Node's url.domainToASCII in tests/integration/mailbox-key.test.ts).

-- One label's punycode (RFC 3492 §6.3), without the `xn--` prefix.
create function private.punycode(label text)
returns text
language plpgsql
immutable strict parallel safe
set search_path to ''
as $$
declare
  base constant integer := 36;
  tmin constant integer := 1;
  tmax constant integer := 26;
  points constant integer[] := array(select ascii(c) from regexp_split_to_table(label, '') as c);
  output text := '';
  n integer := 128;
  delta bigint := 0;
  bias integer := 72;
  basic integer;
  handled integer;
  point integer;
  q bigint;
  k integer;
  t integer;
  digit integer;
begin
  foreach point in array points loop
    if point < 128 then
      output := output || chr(point);
    end if;
  end loop;
  basic := char_length(output);
  handled := basic;
  if basic > 0 then
    output := output || '-';
  end if;
  while handled < cardinality(points) loop
    -- The smallest code point not handled yet.
    select min(p) into point from unnest(points) as p where p >= n;
    delta := delta + (point - n)::bigint * (handled + 1);
    n := point;
    foreach point in array points loop
      if point < n then
        delta := delta + 1;
      elsif point = n then
        q := delta;
        k := base;
        loop
          t := case when k <= bias then tmin when k >= bias + tmax then tmax else k - bias end;
          exit when q < t;
          digit := t + ((q - t) % (base - t))::integer;
          output := output || chr(case when digit < 26 then 97 + digit else 22 + digit end);
          q := (q - t) / (base - t);
          k := k + base;
        end loop;
        output := output || chr(case when q < 26 then 97 + q::integer else 22 + q::integer end);
        -- The bias adapts (§6.1); delta starts again from 0 afterwards.
        delta := case when handled = basic then delta / 700 else delta / 2 end;
        delta := delta + delta / (handled + 1);
        k := 0;
        while delta > ((base - tmin) * tmax) / 2 loop
          delta := delta / (base - tmin);
          k := k + base;
        end loop;
        bias := k + ((base - tmin + 1) * delta / (delta + 38))::integer;
        delta := 0;
        handled := handled + 1;
      end if;
    end loop;
    delta := delta + 1;
    n := n + 1;
  end loop;
  return output;
end;
$$;
revoke execute on function private.punycode(label text) from public;

-- The address with its domain as the mail system writes it: a domain with a character outside
-- ASCII is mapped as IDNA does for the names people type (compatibility forms, lower case, the
-- ideographic full stops as dots) and each such label written `xn--…`. An ASCII domain is left as
-- typed, so nothing changes for the addresses the form always took.
create function private.ascii_email(address text)
returns text
language plpgsql
immutable strict parallel safe
set search_path to ''
as $$
declare
  at_sign constant integer := char_length(address) - strpos(reverse(address), '@') + 1;
  domain text;
begin
  if strpos(address, '@') = 0 or address ~ '^[\x01-\x7f]*$' then
    return address;
  end if;
  domain := substr(address, at_sign + 1);
  if domain ~ '^[\x01-\x7f]*$' then
    return address;
  end if;
  domain := normalize(lower(normalize(translate(domain, U&'\3002\FF0E\FF61', '...'), nfkc)
                            collate pg_c_utf8), nfc);
  return substr(address, 1, at_sign)
      || (select string_agg(case when label ~ '^[\x01-\x7f]*$' then label
                                 else 'xn--' || private.punycode(label) end,
                            '.' order by position)
            from regexp_split_to_table(domain, '\.') with ordinality as l(label, position));
end;
$$;
revoke execute on function private.ascii_email(address text) from public;
comment on function private.ascii_email(address text) is
  'The address with a non-ASCII domain in punycode (xn--), mapped as IDNA maps typed names; an ASCII address unchanged.';

-- The mailbox an (ASCII) address reaches: case folded, a `+tag` dropped (most providers deliver
-- `name+anything` to `name`; where one does not, the limit is only stricter), and for Gmail,
-- which ignores the dots of the local part and answers under two domains, the dots dropped and
-- googlemail.com read as gmail.com. Other large providers (Outlook, Yahoo, GMX, web.de, Orange)
-- deliver a dotted name to another mailbox, so their dots count.
create function private.mailbox_key(address text)
returns text
language plpgsql
immutable strict parallel safe
set search_path to ''
as $$
declare
  folded constant text := lower(address collate pg_c_utf8);
  at_sign constant integer := char_length(folded) - strpos(reverse(folded), '@') + 1;
  local_part text := split_part(substr(folded, 1, at_sign - 1), '+', 1);
  domain text := substr(folded, at_sign + 1);
begin
  if strpos(folded, '@') = 0 then
    return folded;
  end if;
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end;
$$;
revoke execute on function private.mailbox_key(address text) from public;
-- The requests' mailbox index evaluates it for whoever writes a row: service_role may.
grant execute on function private.mailbox_key(address text) to service_role;
comment on function private.mailbox_key(address text) is
  'The mailbox an address reaches, for per-address limits: lower case, +tag dropped, Gmail''s dots and googlemail.com folded.';
