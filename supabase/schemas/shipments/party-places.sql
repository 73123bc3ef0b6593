-- Does a route entry's place name a party (DECISIONS 18)? Staff type places by hand, so the
-- same street comes written many ways: 'Heidestraße 17', 'Heide-Straße 17', 'heidestr. 17',
-- 'Hiedestraße 17'. Places and party values are compared as folded words (case, diacritics,
-- ß/ss, hyphens, spaces and punctuation do not count), a street as its name next to its kind
-- ('rue', 'ul.', 'Str.', 'Via', '-straat', glued or apart) or its house number. A town alone
-- ('Köln', 'Iași'), even one a party's street is named after, is the journey and shows.
-- Such a place shows as the neutral one ('Depozit') wherever a shipment is shown to someone who
-- may not see its parties: the tracking page for the number alone, a status e-mail, a restored
-- shipment's route.

create function private.place_words(value text)
returns text[]
language plpgsql
immutable parallel safe
set search_path to ''
as $$
begin
  return array_remove(regexp_split_to_array(btrim(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, ''))),
          -- A postcode written with a hyphen ('00-238') is one word.
          '([0-9])-(?=[0-9])', '\1', 'g'),
        -- A house number glued to its street ('heidestrasse17').
        '([[:alpha:]]{4,})([0-9])', '\1 \2', 'g'),
      '[^[:alnum:]]+', ' ', 'g')), ' '), '');
end;
$$;
revoke execute on function private.place_words(value text) from public;
comment on function private.place_words(value text) is
  'A place or party value as the words it is compared by: lower case, without diacritics (ß as ss), split at anything but a letter or digit.';

-- A street's kind written glued to its name: German and Dutch ('heidestrasse', 'kerkstraat').
create function private.glued_street_kinds()
returns text[]
language sql
immutable parallel safe
set search_path to ''
as $$
  select '{strasse,str,gasse,weg,platz,allee,ring,damm,ufer,chaussee,pfad,steig,straat,laan,
           plein,gracht,kade,singel,dijk,steeg,dreef}'::text[];
$$;
revoke execute on function private.glued_street_kinds() from public;

-- Words as a street sees them: w a word, k a street's kind, n a house number (its digits), p a
-- postcode. Fillers ('nr', 'de', 'van', …) and single letters are left out, so 'Rue de la
-- Paix 3' and 'rue Paix 3' are the same street.
create function private.street_tokens(words text[], out word text[], out kind text[])
returns record
language plpgsql
immutable parallel safe
set search_path to ''
as $$
declare
  -- Written apart: 'Heide Straße', 'rue Haute', 'ul. Długa', 'Str. Lipscani', 'Via Roma'.
  apart constant text[] := private.glued_street_kinds() || '{rue,r,avenue,av,ave,bd,bld,blvd,
    boulevard,chemin,place,impasse,quai,route,rte,cours,via,viale,piazza,pza,corso,vicolo,largo,
    calle,avenida,avda,plaza,paseo,carrer,camino,ronda,ul,ulica,al,aleja,aleje,os,osiedle,pl,
    plac,rondo,strada,bulevardul,bdul,calea,piata,soseaua,sos,aleea,intrarea,splaiul,street,st,
    road,rd,lane}'::text[];
  fillers constant text[] := '{nr,no,nro,numarul,numero,de,del,della,delle,dello,dei,degli,di,
    da,du,des,la,le,les,l,d,el,los,las,y,van,von,der,den,het,am,an,im,zum,zur,lui,cel}';
  glued constant text[] := private.glued_street_kinds();
  w text;
  suffix text;
begin
  word := '{}';
  kind := '{}';
  foreach w in array words loop
    if w = any (fillers) then
      continue;
    elsif w ~ '^[0-9]{4,}$' then
      word := word || w;
      kind := kind || 'p'::text;
    elsif w ~ '^[0-9]{1,3}[[:alpha:]]?$' then
      word := word || regexp_replace(w, '[^0-9]', '', 'g');
      kind := kind || 'n'::text;
    elsif w = any (apart) then
      word := word || w;
      kind := kind || 'k'::text;
    elsif char_length(w) = 1 then
      continue; -- an initial ('Via G. Garibaldi') or a house number's letter ('17 a')
    else
      -- The longest kind the word ends with, leaving a name of 3+ letters.
      select g into suffix
        from unnest(glued) as g
       where right(w, char_length(g)) = g and char_length(w) - char_length(g) >= 3
       order by char_length(g) desc
       limit 1;
      if suffix is not null then
        word := word || left(w, -char_length(suffix)) || suffix;
        kind := kind || '{w,k}'::text[];
      else
        word := word || w;
        kind := kind || 'w'::text;
      end if;
    end if;
  end loop;
end;
$$;
revoke execute on function private.street_tokens(words text[], out word text[], out kind text[]) from public;

-- The same word, or, for a word of 5+ letters, one letter off ('Lipscanii' for 'Lipscani').
create function private.same_place_word(typed text, party text)
returns boolean
language plpgsql
immutable parallel safe
set search_path to ''
as $$
begin
  return typed = party
      or (char_length(party) >= 5 and abs(char_length(typed) - char_length(party)) <= 1
          and extensions.levenshtein_less_equal(typed, party, 1) <= 1);
end;
$$;
revoke execute on function private.same_place_word(typed text, party text) from public;

-- The same kind of street, in any of its spellings ('Str.' for 'Strada', 'Bd.' for
-- 'Bulevardul'): 'Piazza Garibaldi' is not the party's 'Via Garibaldi'.
create function private.same_street_kind(typed text, party text)
returns boolean
language plpgsql
immutable parallel safe
set search_path to ''
as $$
begin
  return typed = party or exists (
    select 1
      from unnest(array[
             '{strasse,str,strada,straat}', '{platz,plaza,piazza,pza,plac,pl,place,plein,piata}',
             '{allee,aleea,aleja,aleje,al}', '{rue,r}', '{avenue,av,ave,avenida,avda}',
             '{boulevard,bd,bld,blvd,bulevardul,bdul}', '{ul,ulica}', '{calle,carrer}',
             '{street,st}', '{road,rd}', '{chaussee,soseaua,sos}', '{osiedle,os}', '{route,rte}'
           ]) as spellings
     where typed = any (spellings::text[]) and party = any (spellings::text[]));
end;
$$;
revoke execute on function private.same_street_kind(typed text, party text) from public;

create function private.places_naming_party(shipment public.shipments, places text[])
returns boolean[]
language plpgsql
immutable parallel safe
set search_path to ''
as $$
declare
  -- Words of a company's name that tell no one apart.
  generic_names constant text[] := '{gmbh,mbh,ag,kg,ohg,ug,gbr,ek,co,sa,sas,sasu,sarl,eurl,earl,
    sci,snc,srl,srls,spa,sl,slu,bv,nv,vof,bvba,sprl,sp,zoo,spzoo,sc,ltd,ltda,llc,inc,plc,pfa,ii,
    transport,transporte,transporti,transports,trans,spedition,logistik,logistics,logistique,
    logistica}';
  fillers constant text[] := '{de,del,della,di,da,du,des,la,le,les,el,los,las,y,van,von,der,
    den,het,und,and,et,e,i}';
  -- A name after these is a town's or a church's ('Saint-Martin-d''Hères', 'Santa Ana').
  saints constant text[] := '{saint,sainte,st,ste,san,santa,santo,sankt,sint,sf,sfantu,sfanta,
    sveti,sv,swiety,swieta,sao}';
  glued constant text[] := private.glued_street_kinds();
  postcodes text[] := '{}';
  towns text[] := '{}';
  -- A street of a party: its name's words (space-separated), its kind and its house number
  -- ('' when it has none).
  streets text[] := '{}';
  street_kinds text[] := '{}';
  street_numbers text[] := '{}';
  -- A street written glued ('heidestrasse', also for 'Heide Straße'), for typos in it.
  glued_streets text[] := '{}';
  name_words text[] := '{}';
  names text[] := '{}';
  named boolean[] := '{}';
  address text;
  part text;
  t record;
  house text;
  run text[];
  found_party boolean;
  words text[];
  joined text;
  n integer;
  i integer;
  j integer;
  s integer;
  k integer;
  letters integer;
  street text[];
begin
  -- The parties' streets, postcodes and towns.
  foreach address in array array[shipment.shipperaddress, shipment.recipientaddress] loop
    for part in select p from regexp_split_to_table(coalesce(address, ''), '[,;\r\n]+') as p loop
      select * into t from private.street_tokens(private.place_words(part));
      house := coalesce(t.word[array_position(t.kind, 'n')], '');
      postcodes := postcodes || array(
        select t.word[x] from generate_subscripts(t.kind, 1) as x where t.kind[x] = 'p');
      -- A town: the words after a postcode ('51147 Köln'), or beside it ('Köln 51147').
      towns := towns || array(
        select t.word[x] from generate_subscripts(t.kind, 1) as x
         where t.kind[x] = 'w' and 'p' = any (t.kind)
           and (x > array_position(t.kind, 'p')
                or not ('k' = any (t.kind) or 'n' = any (t.kind))));
      continue when not ('k' = any (t.kind) or house <> '');
      for i in 1 .. cardinality(t.kind) loop
        continue when not (t.kind[i] = 'k'
                           or (t.kind[i] = 'n' and not 'k' = any (t.kind) and t.word[i] = house));
        -- The name before the kind or number ('Heide Straße', 'Dluga 5') …
        j := i - 1;
        while j >= 1 and t.kind[j] = 'w' loop
          j := j - 1;
        end loop;
        run := t.word[j + 1 : i - 1];
        if cardinality(run) > 0 then
          streets := streets || array_to_string(run, ' ');
          street_kinds := street_kinds || case when t.kind[i] = 'k' then t.word[i] else '' end;
          street_numbers := street_numbers || house;
          if t.word[i] = any (glued) then
            for k in 1 .. cardinality(run) loop
              glued_streets := glued_streets
                || (array_to_string(run[k:], '')
                    || case when t.word[i] = 'str' then 'strasse' else t.word[i] end);
            end loop;
          end if;
        end if;
        -- … and after it ('rue Haute', 'Str. Lipscani', '3 Długa').
        j := i + 1;
        while j <= cardinality(t.kind) and t.kind[j] = 'w' loop
          j := j + 1;
        end loop;
        run := t.word[i + 1 : j - 1];
        if cardinality(run) > 0 then
          streets := streets || array_to_string(run, ' ');
          street_kinds := street_kinds || case when t.kind[i] = 'k' then t.word[i] else '' end;
          street_numbers := street_numbers || house;
        end if;
      end loop;
    end loop;
  end loop;

  -- The names: each word that tells someone apart, of any length (a name like 'Ng' too, as a
  -- whole word), except a party's town ('Spedition Wien' does not hide 'Wien'); and each name
  -- whole, for a name of generic words only ('Transport GmbH').
  foreach part in array array[shipment.shippername, shipment.recipientname] loop
    words := private.place_words(part);
    continue when cardinality(words) = 0;
    names := names || array_to_string(words, ' ');
    name_words := name_words || array(
      select w from unnest(words) as w
       where w ~ '[[:alpha:]]' and char_length(w) >= 2
         and w <> all (generic_names) and w <> all (fillers) and w <> all (towns));
  end loop;

  for n in 1 .. cardinality(places) loop
    words := private.place_words(places[n]);
    joined := ' ' || array_to_string(words, ' ') || ' ';
    found_party := words && postcodes
      or exists (select 1 from generate_subscripts(words, 1) as x
                  where words[x] = any (name_words) and coalesce(words[x - 1], '') <> all (saints))
      or exists (select 1 from unnest(names) as m where strpos(joined, ' ' || m || ' ') > 0);

    for part in select p from regexp_split_to_table(coalesce(places[n], ''), '[,;\r\n]+') as p loop
      exit when found_party;
      words := private.place_words(part);
      -- A party's street, written glued, with a typo or two ('Heidestrase', 'Hiedestraße').
      found_party := exists (
        select 1
          from generate_subscripts(words, 1) as a,
               generate_series(a, least(a + 2, cardinality(words))) as b,
               lateral (select regexp_replace(array_to_string(words[a:b], ''), 'str$', 'strasse')
                          as typed) as c,
               unnest(glued_streets) as g,
               lateral (select case when char_length(g) >= 11 then 2 else 1 end as letters) as off
         where char_length(g) >= 8 and c.typed !~ '[0-9]'
           and extensions.levenshtein_less_equal(c.typed, g, off.letters) <= off.letters);
      -- A party's street name (or part of it) next to a street's kind or to its house number.
      select * into t from private.street_tokens(words);
      for s in 1 .. cardinality(streets) loop
        exit when found_party;
        street := string_to_array(streets[s], ' ');
        for i in 1 .. cardinality(t.kind) loop
          exit when found_party;
          continue when t.kind[i] <> 'w';
          for k in 1 .. cardinality(street) loop
            j := 0;
            letters := 0;
            while i + j <= cardinality(t.kind) and k + j <= cardinality(street)
                  and t.kind[i + j] = 'w'
                  and private.same_place_word(t.word[i + j], street[k + j]) loop
              letters := letters + char_length(street[k + j]);
              j := j + 1;
            end loop;
            continue when j = 0 or letters < 4;
            -- Before or after it: the same kind of street, or the party's house number.
            found_party := exists (
              select 1 from unnest(array[i - 1, i + j]) as x
               where (t.kind[x] = 'k'
                      and (street_kinds[s] = ''
                           or private.same_street_kind(t.word[x], street_kinds[s])))
                  or (t.kind[x] = 'n' and t.word[x] = street_numbers[s]));
            exit when found_party;
          end loop;
        end loop;
      end loop;
    end loop;
    named := named || coalesce(found_party, false);
  end loop;
  return named;
end;
$$;
revoke execute on function private.places_naming_party(shipment public.shipments, places text[]) from public;
grant execute on function private.places_naming_party(shipment public.shipments, places text[]) to authenticated, service_role;

-- The neutral place shown instead of one that names a party, and a new shipment's first place
-- when staff name none.
create function private.neutral_location()
returns text
language sql
immutable
set search_path to ''
as $$
  select 'Depozit'::text;
$$;
revoke execute on function private.neutral_location() from public;
grant execute on function private.neutral_location() to authenticated, service_role;

create function private.names_party(location text, shipment public.shipments)
returns boolean
language plpgsql
immutable
set search_path to ''
as $$
begin
  return (private.places_naming_party(shipment, array[location]))[1];
end;
$$;
revoke execute on function private.names_party(location text, shipment public.shipments) from public;
grant execute on function private.names_party(location text, shipment public.shipments) to authenticated, service_role;

-- A place written as a position ('44.42680, 26.10250'): what a driver's collection or delivery
-- without a typed place leaves in the route (submit-report.sql). At collection and delivery it
-- is a party's yard, so the number alone never sees it.
create function private.is_position_place(location text)
returns boolean
language plpgsql
immutable parallel safe
set search_path to ''
as $$
begin
  return coalesce(location ~ '^\s*-?[0-9]{1,3}(\.[0-9]+)?\s*,\s*-?[0-9]{1,3}(\.[0-9]+)?\s*$', false);
end;
$$;
revoke execute on function private.is_position_place(location text) from public;
grant execute on function private.is_position_place(location text) to authenticated, service_role;

create function private.history_without_parties(shipment public.shipments)
returns jsonb
language plpgsql
immutable
set search_path to ''
as $$
declare
  entries constant jsonb[] := array(
    select e.value from jsonb_array_elements(shipment.history) with ordinality as e(value, n)
     order by e.n);
  named boolean[];
  cleared jsonb := '[]';
  n integer;
begin
  named := private.places_naming_party(shipment,
             array(select entry ->> 'location' from unnest(entries) as entry));
  for n in 1 .. cardinality(entries) loop
    cleared := cleared || jsonb_build_array(
      case when named[n] or private.is_position_place(entries[n] ->> 'location')
           then jsonb_set(entries[n], '{location}', to_jsonb(private.neutral_location()))
           else entries[n] end);
  end loop;
  return cleared;
end;
$$;
revoke execute on function private.history_without_parties(shipment public.shipments) from public;
grant execute on function private.history_without_parties(shipment public.shipments) to authenticated, service_role;

-- A shipment's state as a status e-mail tells it (email/status-emails.sql).
create function private.status_email_payload(shipment public.shipments, from_entry boolean)
returns jsonb
language sql
set search_path to ''
as $$
  select jsonb_build_object(
    'tracking_number', shipment.id,
    'status', case when from_entry then newest ->> 'status' else shipment.status end,
    'location', case when not from_entry then null
                     when private.names_party(newest ->> 'location', shipment)
                     then private.neutral_location()
                     else newest ->> 'location' end,
    'at', case when from_entry and pg_input_is_valid(newest ->> 'date', 'timestamptz')
               then to_jsonb((newest ->> 'date')::timestamptz)
               else to_jsonb(clock_timestamp()) end,
    'expected_from', case when not private.is_delivered_status(shipment.status)
                          then shipment.expecteddeliveryfrom end,
    'expected_to', case when not private.is_delivered_status(shipment.status)
                        then shipment.expecteddeliveryto end)
    -- event: collected or delivered, when a report from the road made the change
    -- (submit-report.sql); no key otherwise.
    || jsonb_strip_nulls(jsonb_build_object('event',
         nullif(current_setting('private.shipment_report_event', true), '')))
  from (select shipment.history -> -1 as newest) as n;
$$;
revoke execute on function private.status_email_payload(shipment public.shipments, from_entry boolean) from public;
