-- The owner's escrow setting as staff read it and the owner sets it (the row: table.sql): the
-- inspection period after delivery, 1 to 30 days, 15 by default. Changing it changes only the
-- escrows delivered afterwards. Audited in audit.config_changes.

create function private.escrow_settings()
returns jsonb
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.require_staff('read the escrow settings');
  return (select jsonb_build_object('period_days', s.period_days) from private.escrow_settings s);
end;
$$;
revoke execute on function private.escrow_settings() from public;
grant execute on function private.escrow_settings() to authenticated, service_role;

create function public.escrow_settings()
returns jsonb
language sql
stable
set search_path to ''
as $$
  select private.escrow_settings();
$$;
revoke execute on function public.escrow_settings() from public, anon;
comment on function public.escrow_settings() is
  'The owner''s escrow setting (staff read it): {period_days}, the inspection period after delivery.';

create function private.set_escrow_settings(period_days integer)
returns void
language plpgsql
security definer
set search_path to ''
as $$
begin
  perform private.require_staff('change the escrow settings');
  if not (select private.is_owner()) then
    raise exception 'only an owner may change the escrow settings' using errcode = '42501';
  end if;
  if period_days is null or period_days not between 1 and 30 then
    raise exception 'period_days must be 1 to 30' using errcode = '22023', detail = 'invalid_period_days';
  end if;
  update private.escrow_settings s set period_days = set_escrow_settings.period_days;
end;
$$;
revoke execute on function private.set_escrow_settings(period_days integer) from public;
grant execute on function private.set_escrow_settings(period_days integer) to authenticated, service_role;

create function public.set_escrow_settings(period_days integer)
returns void
language sql
set search_path to ''
as $$
  select private.set_escrow_settings(period_days);
$$;
revoke execute on function public.set_escrow_settings(period_days integer) from public, anon;
comment on function public.set_escrow_settings(period_days integer) is
  'Sets the inspection period of escrows delivered from now on (1..30 days; 22023 invalid_period_days). Owners only (42501); audited in audit.config_changes.';
