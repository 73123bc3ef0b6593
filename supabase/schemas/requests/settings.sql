-- The owner's request settings as staff read and set them (the row itself, its defaults and
-- ranges: private.transport_request_settings in table.sql): how long requests are kept (issue
-- #36, retention/transport-requests.sql), requests that never became a shipment keep_months,
-- spam spam_keep_days; and how many e-mails new requests may cause site-wide in one clock hour
-- (issue #48, submit.sql): acknowledgements to the address typed into the form, and notices to
-- each staff member (the rest of the hour's requests reach staff in one digest).

create function private.transport_request_settings()
returns jsonb
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.require_staff('read the request settings');
  return (select jsonb_build_object('keep_months', s.keep_months, 'spam_keep_days', s.spam_keep_days,
                                    'acknowledgements_per_hour', s.acknowledgements_per_hour,
                                    'notices_per_hour', s.notices_per_hour)
            from private.transport_request_settings s);
end;
$$;
revoke execute on function private.transport_request_settings() from public;
grant execute on function private.transport_request_settings() to authenticated, service_role;
comment on function private.transport_request_settings() is
  'Body of public.transport_request_settings (security definer; staff check first).';

create function public.transport_request_settings()
returns jsonb
language sql
stable
set search_path to ''
as $$
  select private.transport_request_settings();
$$;
revoke execute on function public.transport_request_settings() from public, anon;
comment on function public.transport_request_settings() is
  'How long requests are kept and how many e-mails they may cause an hour: {keep_months, spam_keep_days, acknowledgements_per_hour, notices_per_hour} (staff only).';

create function private.set_transport_request_settings(keep_months integer, spam_keep_days integer, acknowledgements_per_hour integer, notices_per_hour integer)
returns void
language plpgsql
security definer
set search_path to ''
as $$
declare
  field text;
  rule text;
begin
  perform private.require_staff('change the request settings');
  if not (select private.is_owner()) then
    raise exception 'only an owner may change the request settings' using errcode = '42501';
  end if;
  -- The table's checks are the one place the ranges are written: a value outside one is
  -- refused as the field's (22023 invalid_<field>), with the check's text.
  begin
    update private.transport_request_settings s
       set keep_months = set_transport_request_settings.keep_months,
           spam_keep_days = set_transport_request_settings.spam_keep_days,
           acknowledgements_per_hour = set_transport_request_settings.acknowledgements_per_hour,
           notices_per_hour = set_transport_request_settings.notices_per_hour;
  exception
    when not_null_violation then
      get stacked diagnostics field = column_name;
      raise exception '% must be given', field
        using errcode = '22023', detail = 'invalid_' || field;
    when check_violation then
      get stacked diagnostics rule = constraint_name;
      field := substring(rule from '^transport_request_settings_(.+)$');
      if field is null then
        raise;
      end if;
      raise exception '% is outside its range: %', field,
        (select pg_get_constraintdef(c.oid) from pg_catalog.pg_constraint c
          where c.conrelid = 'private.transport_request_settings'::regclass and c.conname = rule)
        using errcode = '22023', detail = 'invalid_' || field;
  end;
end;
$$;
revoke execute on function private.set_transport_request_settings(keep_months integer, spam_keep_days integer, acknowledgements_per_hour integer, notices_per_hour integer) from public;
grant execute on function private.set_transport_request_settings(keep_months integer, spam_keep_days integer, acknowledgements_per_hour integer, notices_per_hour integer) to authenticated, service_role;
comment on function private.set_transport_request_settings(keep_months integer, spam_keep_days integer, acknowledgements_per_hour integer, notices_per_hour integer) is
  'Body of public.set_transport_request_settings (security definer; owner check first).';

create function public.set_transport_request_settings(keep_months integer, spam_keep_days integer, acknowledgements_per_hour integer, notices_per_hour integer)
returns void
language sql
set search_path to ''
as $$
  select private.set_transport_request_settings(keep_months, spam_keep_days,
                                                acknowledgements_per_hour, notices_per_hour);
$$;
revoke execute on function public.set_transport_request_settings(keep_months integer, spam_keep_days integer, acknowledgements_per_hour integer, notices_per_hour integer) from public, anon;
comment on function public.set_transport_request_settings(keep_months integer, spam_keep_days integer, acknowledgements_per_hour integer, notices_per_hour integer) is
  'Sets how long requests are kept (keep_months 1..36, spam_keep_days 1..365) and the hourly e-mail caps (acknowledgements_per_hour, notices_per_hour 0..1000). Owners only; audited in audit.config_changes.';

-- The two periods as the privacy notice prints them (issue #49): anyone may read them, since the
-- notice publishes them; nothing else of the settings, and nothing personal.
create function private.transport_request_retention()
returns table (keep_months integer, spam_keep_days integer)
language sql
stable security definer
set search_path to ''
as $$
  select s.keep_months, s.spam_keep_days from private.transport_request_settings s;
$$;
revoke execute on function private.transport_request_retention() from public;
grant execute on function private.transport_request_retention() to anon, authenticated, service_role;
comment on function private.transport_request_retention() is
  'Body of public.transport_request_retention (security definer: reads the owner''s settings).';

create function public.transport_request_retention()
returns table (keep_months integer, spam_keep_days integer)
language sql
stable
set search_path to ''
as $$
  select * from private.transport_request_retention();
$$;
revoke execute on function public.transport_request_retention() from public;
comment on function public.transport_request_retention() is
  'How long requests are kept, as the privacy notice states it: one row {keep_months, spam_keep_days} (anyone).';
