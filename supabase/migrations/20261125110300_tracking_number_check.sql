-- A tracking number is checked by the database as by the form (issue #30, finding 9): until
-- now the database took zero-width and direction characters and full-width digits, so staff
-- could make look-alike numbers the form refuses. The rule: at most 64 characters, no
-- whitespace, no invisible character (Unicode categories Cc, Cf, Co and unassigned code
-- points: zero-width spaces, direction marks and overrides, soft hyphens, private use), and
-- in Unicode NFKC form, so full-width digits '１２３', ligatures or a decomposed 'é' cannot
-- make a number that looks like another one. One named check, shipments_id_format, which the
-- site maps to the form's idFormat message (src/features/shipments/api/shipment-write-error.ts).

-- The form's INVISIBLE (/[\s\p{C}]/u, src/features/shipments/form/shipment-form-schema.ts) as
-- code point ranges: White_Space, Cc, Cf and Co of Unicode 17 (surrogates cannot occur in
-- text); unassigned code points are unicode_assigned()'s (PostgreSQL 17).
create function private.is_valid_tracking_number(id text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(id) between 1 and 64
     and id !~ ('[\u0000-\u0020\u007F-\u00A0\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891'
                || '\u08E2\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F'
                || '\u3000\uE000-\uF8FF\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
                || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A'
                || '\U000E0001\U000E0020-\U000E007F\U000F0000-\U000FFFFD\U00100000-\U0010FFFD]')
     and unicode_assigned(id)
     and id is nfkc normalized;
$$;
revoke execute on function private.is_valid_tracking_number(text) from public;
grant execute on function private.is_valid_tracking_number(text) to service_role;

-- Existing numbers first: a project with a number the rule refuses stops here, naming it,
-- rather than losing or rewriting a number customers may hold.
do $$
declare
  refused text;
begin
  select string_agg(format('%s (%s)', id, (
           select string_agg(to_hex(ascii(c)), ' ')
             from regexp_split_to_table(id, '') as c)), ', ')
    into refused
    from public.shipments
   where not private.is_valid_tracking_number(id);
  if refused is not null then
    raise exception 'tracking numbers the new check refuses: %', refused
      using hint = 'Give these shipments numbers of visible, normal characters, then apply again.';
  end if;
end;
$$;

alter table public.shipments drop constraint shipments_id_format;
alter table public.shipments
  add constraint shipments_id_format check (private.is_valid_tracking_number(id));
