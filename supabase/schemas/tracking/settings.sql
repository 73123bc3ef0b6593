-- The tracking page's periods as staff read them: how long party links and deleted shipments
-- last (the row itself: private.tracking_settings in table.sql).

create function private.tracking_periods()
returns table(default_link_days integer, restore_days integer)
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.require_staff('read the tracking periods');
  return query select t.default_link_days, t.restore_days from private.tracking_settings t;
end;
$$;
revoke execute on function private.tracking_periods() from public;
grant execute on function private.tracking_periods() to authenticated, service_role;
comment on function private.tracking_periods() is
  'Body of public.tracking_periods (security definer; staff check first).';

create function public.tracking_periods()
returns table(default_link_days integer, restore_days integer)
language sql
stable
set search_path to ''
as $$
  select * from private.tracking_periods();
$$;
revoke execute on function public.tracking_periods() from public, anon;
comment on function public.tracking_periods() is
  'The owner''s periods (staff only): party link expiry after delivery, restore window of a delete, in days.';
