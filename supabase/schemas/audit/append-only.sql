-- Audit records are never changed or removed: one refusal guards every trail's rows and
-- truncation, through two triggers each trail's file creates after its table (<trail>_append_only
-- and <trail>_no_truncate). The only exceptions are the purge of deleted shipments, which may mark a shipment
-- record purged (setting a transaction-local flag the API cannot set) and change nothing else,
-- and the retention purge of transport requests, which may cut a record down to its skeleton.

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path to ''
as $$
begin
  -- Nested, not one condition: only the shipment trail has purged_at.
  if tg_op = 'UPDATE' and tg_table_schema = 'audit' and tg_table_name = 'shipment_changes'
     and current_setting('private.purging_deleted_shipments', true) = 'on' then
    if old.purged_at is null and new.purged_at is not null
       and (new.id, new.changed_at, new.shipment_id, new.action, new.actor_id, new.actor)
           is not distinct from (old.id, old.changed_at, old.shipment_id, old.action, old.actor_id, old.actor) then
      return new;
    end if;
  end if;
  -- The retention purge of transport requests likewise keeps only each record's skeleton.
  if tg_op = 'UPDATE' and tg_table_schema = 'audit' and tg_table_name = 'transport_request_changes'
     and current_setting('private.purging_transport_requests', true) = 'on' then
    if old.purged_at is null and new.purged_at is not null
       and new.changes = private.transport_request_skeleton(old.changes)
       and (new.id, new.changed_at, new.request_id, new.action, new.actor_id, new.actor)
           is not distinct from (old.id, old.changed_at, old.request_id, old.action, old.actor_id, old.actor) then
      return new;
    end if;
  end if;
  raise exception 'audit records cannot be changed or removed'
    using errcode = '42501', detail = 'audit_append_only';
end;
$$;
revoke execute on function private.refuse_audit_change() from public;
