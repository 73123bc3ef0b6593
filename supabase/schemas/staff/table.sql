-- Who is staff, and with which role (owner or staff, DECISIONS 21). Rows are written only
-- through the staff functions (staff/accounts.sql); the last owner can never go.

create table private.staff (
  user_id uuid,
  created_at timestamptz default now() not null,
  role text default 'staff' not null,
  request_notices boolean,
  constraint staff_pkey primary key (user_id),
  constraint staff_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade,
  constraint staff_role check (role in ('owner', 'staff'))
);
alter table private.staff enable row level security;
grant insert, select, delete on table private.staff to service_role;
grant update (role) on table private.staff to service_role;
comment on column private.staff.role is
  'owner: manages staff (DECISIONS 21); staff: everything else of the staff area.';
comment on column private.staff.request_notices is
  'Whether the account gets an e-mail for every new transport request; null: its role''s default (owners yes, staff no).';

create function private.refuse_losing_last_owner()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
begin
  if old.role <> 'owner' or (tg_op = 'UPDATE' and new.role = 'owner') then
    return null;
  end if;
  -- One lock for every owner change, held to commit.
  perform pg_advisory_xact_lock(hashtext('private.staff last owner'));
  if not exists (
    select 1 from private.staff s join auth.users u on u.id = s.user_id
     where s.role = 'owner'
       and u.email_confirmed_at is not null
       and (u.banned_until is null or u.banned_until <= now())
  ) then
    raise exception 'the last owner cannot be removed or demoted'
      using errcode = 'PT409', detail = 'last_owner',
            hint = 'Make another account an owner first.';
  end if;
  return null;
end;
$$;
revoke execute on function private.refuse_losing_last_owner() from public;

create trigger staff_keep_an_owner
  after delete or update on private.staff
  for each row
  execute function private.refuse_losing_last_owner();

-- Whether the account hears of every new transport request (requests/submit.sql).
create function private.wants_request_notices(member private.staff)
returns boolean
language plpgsql
immutable
set search_path to ''
as $$
begin
  return coalesce(member.request_notices, member.role = 'owner');
end;
$$;
revoke execute on function private.wants_request_notices(member private.staff) from public;
-- public.list_staff runs as its caller, the service role.
grant execute on function private.wants_request_notices(member private.staff) to service_role;
