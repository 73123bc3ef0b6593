-- The review's leftovers in the database (issue #27, item 5), behaviour-neutral:
--
-- 1. One versioning trigger function for public.shipments and public.info_content. Both
--    refused a stale updated_at (PT409 'stale_updated_at') and a changed key (PT400), then set
--    updated_at; they differed only in the key column and the words. private.row_versioning()
--    takes those as trigger arguments; the triggers keep their names (and so their order among
--    the tables' BEFORE UPDATE triggers), the messages stay word for word.
-- 2. The staff-or-service check and the audit actor are spelled once each:
--    private.is_staff_or_service() (20261123130300) and private.audit_actor() (20261124100000).
--    The functions that still spelled them inline are redefined with the same bodies otherwise.
--    The configuration and staff audits named the database user for a change made in SQL
--    ('postgres', 'supabase_admin'), the shipment audit 'system': audit_actor(fallback) keeps
--    both, so no recorded actor changes. The transaction's own name for an actor that has no
--    JWT of its own (setting private.audit_actor, which 20261125160000 gave the shipment audit
--    for the unsubscribe link) now applies to every audit trail.

create function private.audit_actor(fallback text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('private.audit_actor', true), ''),
                  auth.jwt() ->> 'email', auth.jwt() ->> 'role', fallback);
$$;
comment on function private.audit_actor(text) is
  'Who made a change, for the audit trails: a name the database itself set for this transaction (private.audit_actor, e.g. ''unsubscribe link'', 20261125160000), else the JWT''s e-mail, else its role, else fallback.';

create or replace function private.audit_actor()
returns text
language sql
stable
set search_path = ''
as $$
  select private.audit_actor('system');
$$;

-- ---------------------------------------------------------------------------------------------
-- One versioning trigger
-- ---------------------------------------------------------------------------------------------
create function private.row_versioning()
returns trigger
language plpgsql
set search_path = ''
as $$
-- Trigger arguments: key column, stale message (% = the key), stale hint, key-change message,
-- key-change detail.
declare
  key_column constant text := tg_argv[0];
  old_key constant jsonb := to_jsonb(old) -> key_column;
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception '%', format(replace(tg_argv[1], '%', '%s'), old_key #>> '{}')
      using errcode = 'PT409',
            detail = 'stale_updated_at',
            hint = tg_argv[2];
  end if;
  if to_jsonb(new) -> key_column is distinct from old_key then
    raise exception '%', tg_argv[3]
      using errcode = 'PT400', detail = tg_argv[4];
  end if;
  new.updated_at := clock_timestamp();
  return new;
end;
$$;
comment on function private.row_versioning() is
  'BEFORE UPDATE: PT409 when updated_at is not the stored one (someone saved meanwhile), PT400 when the key changes; then a new updated_at.';

drop trigger shipments_versioning on public.shipments;
create trigger shipments_versioning
  before update on public.shipments
  for each row execute function private.row_versioning(
    'id',
    'shipment % was changed by someone else since it was opened',
    'Reload the shipment and apply your change again.',
    'a tracking number cannot be changed',
    'id_immutable');

drop trigger info_content_versioning on public.info_content;
create trigger info_content_versioning
  before update on public.info_content
  for each row execute function private.row_versioning(
    'lang',
    'the % info text was changed by someone else since it was opened',
    'Reload the text and apply your change again.',
    'the language of an info text cannot be changed',
    'lang_immutable');

drop function private.shipments_versioning();
drop function private.info_content_versioning();

-- ---------------------------------------------------------------------------------------------
-- The inline checks and actors, now through the two functions
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION private.add_shipment_event(tracking_number text, status text, location text)
 RETURNS shipments
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  updated public.shipments;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may add route history'
      using errcode = '42501';
  end if;
  update public.shipments as s
     set history = s.history || jsonb_build_array(jsonb_build_object(
           'status', add_shipment_event.status,
           'location', add_shipment_event.location,
           'date', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
         status = add_shipment_event.status
   where s.id = tracking_number
  returning s.* into updated;
  if updated.id is null then
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002';
  end if;
  return updated;
end;
$$;

CREATE OR REPLACE FUNCTION private.matching_shipment_ids(search text, status_filter text DEFAULT NULL::text)
 RETURNS SETOF text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER ROWS 100
 SET search_path TO ''
AS $$
declare
  pattern constant text := private.shipment_search_pattern(search);
begin
  if pattern is null
     or not private.is_staff_or_service() then
    return;
  end if;
  return query execute
    'select s.id from public.shipments s
      where private.shipment_search_key(s.id, s.shippername, s.recipientname) like $1
        and ($2::text is null or s.status = $2)'
    using pattern, nullif(status_filter, '');
end;
$$;

CREATE OR REPLACE FUNCTION private.authorize_staff_action(action text, user_id uuid DEFAULT NULL::uuid, email text DEFAULT NULL::text, role text DEFAULT NULL::text)
 RETURNS TABLE(target_user_id uuid, target_email text, target_role text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  address text;
  target record;
begin
  perform private.refuse_non_owner();
  if authorize_staff_action.action = 'invite' then
    -- One line, one address, of the length SMTP allows: nothing to smuggle into a header.
    address := lower(btrim(authorize_staff_action.email));
    if address is null or length(address) > 254
       or address !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$' then
      raise exception 'not an e-mail address' using errcode = '22023', detail = 'invalid_email';
    end if;
    if authorize_staff_action.role is null or authorize_staff_action.role not in ('owner', 'staff') then
      raise exception 'role must be owner or staff' using errcode = '22023', detail = 'invalid_role';
    end if;
    -- Also a pending invitation: that one is resent ('resend_invite'), not invited twice.
    if exists (select 1 from auth.users u where lower(u.email) = address) then
      raise exception 'an account with this address exists' using errcode = '23505', detail = 'account_exists';
    end if;
    insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
    values ('invite', null, address, auth.uid(), private.audit_actor(),
            jsonb_build_object('role', jsonb_build_object('from', null, 'to', authorize_staff_action.role)));
    return query select null::uuid, address, authorize_staff_action.role;
    return;
  end if;

  if authorize_staff_action.action not in ('resend_invite', 'withdraw_invite', 'reset_password') then
    raise exception 'unknown action' using errcode = '22023', detail = 'invalid_action';
  end if;
  if authorize_staff_action.user_id is null then
    raise exception 'user_id is required' using errcode = '22023', detail = 'missing_user_id';
  end if;
  select s.user_id, s.role, u.email::text as email,
         (u.invited_at is not null and (u.email_confirmed_at is null or u.last_sign_in_at is null))
           as invited
    into target
    from private.staff s join auth.users u on u.id = s.user_id
   where s.user_id = authorize_staff_action.user_id
     for update of s;
  if not found then
    raise exception 'the account is not staff' using errcode = 'PT404', detail = 'not_staff';
  end if;
  if authorize_staff_action.action in ('resend_invite', 'withdraw_invite') and not target.invited then
    raise exception 'the account has no pending invitation' using errcode = 'PT409', detail = 'not_invited';
  end if;
  if authorize_staff_action.action = 'reset_password' and target.invited then
    raise exception 'the account has not taken up its invitation' using errcode = 'PT409', detail = 'not_active';
  end if;

  if authorize_staff_action.action = 'withdraw_invite' then
    perform set_config('app.staff_action', 'withdraw_invite', true);
    delete from private.staff s where s.user_id = target.user_id;
    perform set_config('app.staff_action', '', true);
  else
    insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
    values (authorize_staff_action.action, target.user_id, target.email, auth.uid(),
            private.audit_actor(), '{}'::jsonb);
  end if;
  return query select target.user_id, target.email, target.role;
end;
$$;

CREATE OR REPLACE FUNCTION private.record_config_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  key_column constant text := tg_argv[0];
  diff jsonb;
begin
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', old_row -> n.key, 'to', n.value)),
                    '{}'::jsonb)
      into diff
      from jsonb_each(new_row) as n
     where n.key <> 'updated_at' and n.value is distinct from old_row -> n.key;
    if diff = '{}'::jsonb then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(key, jsonb_build_object('from', null, 'to', value))
      into diff from jsonb_each(new_row);
  else
    select jsonb_object_agg(key, jsonb_build_object('from', value, 'to', null))
      into diff from jsonb_each(old_row);
  end if;

  insert into audit.config_changes (table_name, row_key, action, actor_id, actor, changes)
  values (tg_table_schema || '.' || tg_table_name,
          coalesce(new_row, old_row) ->> key_column,
          lower(tg_op),
          auth.uid(),
          private.audit_actor(session_user::text),
          diff);
  return null;
end;
$$;

CREATE OR REPLACE FUNCTION private.record_staff_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  target constant uuid := (coalesce(new_row, old_row) ->> 'user_id')::uuid;
  diff jsonb;
begin
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', old_row -> n.key, 'to', n.value)),
                    '{}'::jsonb)
      into diff
      from jsonb_each(new_row) as n
     where n.value is distinct from old_row -> n.key;
    if diff = '{}'::jsonb then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(key, jsonb_build_object('from', null, 'to', value))
      into diff from jsonb_each(new_row);
  else
    select jsonb_object_agg(key, jsonb_build_object('from', value, 'to', null))
      into diff from jsonb_each(old_row);
  end if;

  insert into audit.staff_changes (action, target_id, target_email, actor_id, actor, changes)
  values (case tg_op
            when 'INSERT' then 'grant'
            when 'UPDATE' then 'set_role'
            else coalesce(nullif(current_setting('app.staff_action', true), ''), 'revoke')
          end,
          target,
          (select u.email from auth.users u where u.id = target),
          auth.uid(),
          private.audit_actor(session_user::text),
          diff);
  return null;
end;
$$;

CREATE OR REPLACE FUNCTION private.record_shipment_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  old_row constant jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  shipment_id constant text := coalesce(new_row, old_row) ->> 'id';
  action text := lower(tg_op);
  diff jsonb;
  field text;
  kept integer;
begin
  if tg_op = 'INSERT'
     and current_setting('private.restoring_shipment', true) is not distinct from shipment_id then
    action := 'restore';
  end if;

  if tg_op = 'UPDATE' then
    diff := '{}';
    kept := jsonb_array_length(old_row -> 'history');
    for field in select jsonb_object_keys(new_row) loop
      continue when field = 'updated_at' or old_row -> field = new_row -> field;
      if field = 'history'
         and jsonb_array_length(new_row -> 'history') > kept
         and (select coalesce(jsonb_agg(entry order by n), '[]'::jsonb)
                from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
               where n <= kept) = old_row -> 'history' then
        diff := diff || jsonb_build_object('history', jsonb_build_object('added',
          (select jsonb_agg(entry order by n)
             from jsonb_array_elements(new_row -> 'history') with ordinality as e(entry, n)
            where n > kept)));
      else
        diff := diff || jsonb_build_object(field,
          jsonb_build_object('from', old_row -> field, 'to', new_row -> field));
      end if;
    end loop;
    if diff = '{}'::jsonb then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(key, jsonb_build_object('from', null, 'to', value))
      into diff from jsonb_each(new_row);
  else
    select jsonb_object_agg(key, jsonb_build_object('from', value, 'to', null))
      into diff from jsonb_each(old_row);
  end if;

  insert into audit.shipment_changes (shipment_id, action, actor_id, actor, changes)
  values (shipment_id, action, auth.uid(),
          private.audit_actor(), diff);
  return null;
end;
$$;
