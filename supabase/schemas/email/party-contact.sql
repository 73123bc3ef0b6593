-- Which of a shipment's columns are a party's: address, language and wish for status e-mails,
-- decided once here for the link e-mail, the status e-mails and their resend.

create function private.party_contact(
  shipment public.shipments,
  party text,
  out address text,
  out language text,
  out notified boolean
)
returns record
language sql
immutable
set search_path to ''
as $$
  select case party when 'shipper' then shipment.shipperemail else shipment.recipientemail end,
         case party when 'shipper' then shipment.shipperlanguage else shipment.recipientlanguage end,
         case party when 'shipper' then shipment.notifyshipper else shipment.notifyrecipient end;
$$;
revoke execute on function private.party_contact(shipment public.shipments, party text) from public;

-- An e-mail staff ask for is refused, not skipped, when the party left no address.
create function private.require_party_email(shipment public.shipments, party text)
returns text
language plpgsql
immutable
set search_path to ''
as $$
declare
  address constant text := (private.party_contact(shipment, party)).address;
begin
  if address is null then
    raise exception 'the % has no e-mail address', party
      using errcode = '22023', detail = 'no_party_email';
  end if;
  return address;
end;
$$;
revoke execute on function private.require_party_email(shipment public.shipments, party text) from public;
