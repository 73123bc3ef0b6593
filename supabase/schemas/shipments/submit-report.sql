-- Sending a report from the road (issue #52): checked field by field, stored once per
-- idempotency key however often the phone retries (DECISIONS 27), and its effect on the
-- shipment (route entry, status, map position, delivered_at) in the same transaction. Its files
-- are uploaded first, under <number>/reports/<idempotency_key>/, and must be there.
-- Errors carry a code in `detail` the apps translate: bad_report (the message names the field),
-- file_missing (the message names the path), not_assigned, no_shipment, idempotency_key_taken.

create function private.refuse_report(field text, reason text default 'is missing or not valid')
returns void
language plpgsql
set search_path to ''
as $$
begin
  raise exception 'report field % %', field, reason
    using errcode = '22023', detail = 'bad_report', hint = field;
end;
$$;
revoke execute on function private.refuse_report(field text, reason text) from public;

create function private.check_report_keys(report jsonb)
returns void
language plpgsql
immutable
set search_path to ''
as $$
declare
  unknown text;
begin
  select k into unknown from jsonb_object_keys(report) as k
   where k <> all (array['idempotency_key', 'tracking_number', 'kind', 'recorded_at', 'position',
                         'place', 'damage', 'note', 'name', 'signature', 'photos', 'handed_over',
                         'reservations', 'phoned', 'corrects', 'route_entry'])
   limit 1;
  if unknown is not null then
    perform private.refuse_report(unknown, 'is not a field of a report');
  end if;
end;
$$;
revoke execute on function private.check_report_keys(report jsonb) from public;

-- A text field of the report: null, or a string of at most max characters (blank as null).
create function private.report_text(report jsonb, field text, max integer)
returns text
language plpgsql
immutable
set search_path to ''
as $$
begin
  if jsonb_typeof(report -> field) is null or jsonb_typeof(report -> field) = 'null' then
    return null;
  end if;
  if jsonb_typeof(report -> field) <> 'string' or char_length(report ->> field) > max then
    perform private.refuse_report(field, format('must be a text of at most %s characters', max));
  end if;
  return nullif(btrim(report ->> field), '');
end;
$$;
revoke execute on function private.report_text(report jsonb, field text, max integer) from public;

-- Whether a damage record is {"state": "none"} or {"state": "marked", "marks": [{zone, text}]}.
create function private.is_valid_damage(damage jsonb)
returns boolean
language plpgsql
immutable
set search_path to ''
as $$
begin
  if damage is null or damage = 'null'::jsonb then
    return true;
  end if;
  if jsonb_typeof(damage) <> 'object' then
    return false;
  end if;
  if damage = '{"state": "none"}'::jsonb then
    return true;
  end if;
  return damage ->> 'state' = 'marked'
     and (select array_agg(k order by k) from jsonb_object_keys(damage) k) = '{marks,state}'
     and jsonb_typeof(damage -> 'marks') = 'array'
     and jsonb_array_length(damage -> 'marks') between 1 and 50
     and not exists (
       select 1 from jsonb_array_elements(damage -> 'marks') m
        where jsonb_typeof(m) <> 'object'
           or (select array_agg(k order by k) from jsonb_object_keys(m) k) <> '{text,zone}'
           or (m ->> 'zone') is null
           or (m ->> 'zone') not in ('front', 'back', 'left', 'right', 'top', 'other')
           or jsonb_typeof(m -> 'text') <> 'string'
           or char_length(m ->> 'text') > 500);
end;
$$;
revoke execute on function private.is_valid_damage(damage jsonb) from public;

-- The object paths a report names, each under <number>/reports/<key>/ and stored already.
create function private.report_files(report jsonb, tracking_number text, key uuid,
                                     out signature text, out photos text[])
returns record
language plpgsql
stable
set search_path to ''
as $$
declare
  folder constant text := tracking_number || '/reports/' || key::text || '/';
  path text;
begin
  if jsonb_typeof(report -> 'signature') is not null and jsonb_typeof(report -> 'signature') <> 'null' then
    if jsonb_typeof(report -> 'signature') <> 'string' then
      perform private.refuse_report('signature');
    end if;
    signature := report ->> 'signature';
  end if;
  if jsonb_typeof(report -> 'photos') is null or jsonb_typeof(report -> 'photos') = 'null' then
    photos := '{}';
  elsif jsonb_typeof(report -> 'photos') <> 'array' or jsonb_array_length(report -> 'photos') > 20
        or exists (select 1 from jsonb_array_elements(report -> 'photos') p
                    where jsonb_typeof(p) <> 'string') then
    perform private.refuse_report('photos', 'must be a list of at most 20 object paths');
  else
    photos := array(select p from jsonb_array_elements_text(report -> 'photos') p);
  end if;
  foreach path in array photos || case when signature is null then '{}' else array[signature] end loop
    if left(path, char_length(folder)) <> folder
       or substr(path, char_length(folder) + 1) !~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' then
      perform private.refuse_report(case when path = signature then 'signature' else 'photos' end,
                                    format('must name a file in %s', folder));
    end if;
    if not exists (select 1 from storage.objects o
                    where o.bucket_id = 'shipment-evidence' and o.name = path) then
      raise exception 'file % is not stored: upload it first', path
        using errcode = '22023', detail = 'file_missing', hint = path;
    end if;
  end loop;
end;
$$;
revoke execute on function private.report_files(report jsonb, tracking_number text, key uuid, out signature text, out photos text[]) from public;

create function private.submit_shipment_report(report jsonb)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  as_staff constant boolean := private.is_staff();
  key uuid;
  stored public.shipment_reports;
  shipment public.shipments;
  added public.shipment_reports;
  files record;
  recorded timestamptz;
  kind text;
  place text;
  entry_place text;
  entry_status text;
begin
  if not as_staff and not private.is_driver() then
    raise exception 'only drivers and staff may send reports' using errcode = '42501';
  end if;
  if report is null or jsonb_typeof(report) <> 'object' then
    perform private.refuse_report('report', 'must be a JSON object');
  end if;
  if jsonb_typeof(report -> 'idempotency_key') is distinct from 'string'
     or not pg_input_is_valid(report ->> 'idempotency_key', 'uuid') then
    perform private.refuse_report('idempotency_key');
  end if;
  key := (report ->> 'idempotency_key')::uuid;

  -- Sent before: the stored answer, whatever this copy says (the phone may retry after an
  -- answer it lost, or after its driver was unassigned).
  select * into stored from public.shipment_reports r where r.idempotency_key = key;
  if stored.id is not null then
    if stored.author_id is distinct from auth.uid() then
      raise exception 'this idempotency key belongs to another report'
        using errcode = 'PT409', detail = 'idempotency_key_taken';
    end if;
    return jsonb_build_object('report_id', stored.id);
  end if;

  perform private.check_report_keys(report);
  if jsonb_typeof(report -> 'tracking_number') is distinct from 'string' then
    perform private.refuse_report('tracking_number');
  end if;
  select * into shipment from public.shipments s where s.id = report ->> 'tracking_number' for update;
  if not as_staff and shipment.driver_id is distinct from auth.uid() then
    raise exception 'the shipment is not assigned to you'
      using errcode = '42501', detail = 'not_assigned';
  end if;
  if shipment.id is null then
    perform private.raise_no_shipment(report ->> 'tracking_number');
  end if;

  kind := report ->> 'kind';
  if jsonb_typeof(report -> 'kind') is distinct from 'string'
     or kind not in ('collection', 'position', 'delivery') then
    perform private.refuse_report('kind', 'must be collection, position or delivery');
  end if;
  -- ISO 8601 with its offset: not 'yesterday' or 'now', which PostgreSQL would also read.
  if jsonb_typeof(report -> 'recorded_at') is distinct from 'string'
     or report ->> 'recorded_at' !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d(:?\d\d)?)$'
     or not pg_input_is_valid(report ->> 'recorded_at', 'timestamptz') then
    perform private.refuse_report('recorded_at', 'must be an ISO timestamp');
  end if;
  recorded := (report ->> 'recorded_at')::timestamptz;
  if recorded > now() + interval '5 minutes' then
    perform private.refuse_report('recorded_at', 'is in the future');
  end if;
  if jsonb_typeof(report -> 'position') is not null and report -> 'position' <> 'null'::jsonb
     and (not private.is_valid_position(report -> 'position')
          or (select count(*) from jsonb_object_keys(report -> 'position')) <> 2) then
    perform private.refuse_report('position', 'must be {lat, lng} in range, or null');
  end if;
  place := private.report_text(report, 'place', 200);
  if kind = 'position' and nullif(report -> 'position', 'null'::jsonb) is null then
    perform private.refuse_report('position', 'is required for a position report');
  end if;
  if kind <> 'position' and place is null and nullif(report -> 'position', 'null'::jsonb) is null then
    perform private.refuse_report('place', 'is required when there is no position');
  end if;
  if not private.is_valid_damage(report -> 'damage') then
    perform private.refuse_report('damage');
  end if;
  if jsonb_typeof(report -> 'handed_over') is not null and report -> 'handed_over' <> 'null'::jsonb
     and not (jsonb_typeof(report -> 'handed_over') = 'object'
              and (select array_agg(k order by k) from jsonb_object_keys(report -> 'handed_over') k)
                  = '{documents,keys}'
              and jsonb_typeof(report -> 'handed_over' -> 'documents') = 'string'
              and char_length(report -> 'handed_over' ->> 'documents') <= 500
              and jsonb_typeof(report -> 'handed_over' -> 'keys') = 'boolean') then
    perform private.refuse_report('handed_over', 'must be {documents: text, keys: boolean} or null');
  end if;
  if jsonb_typeof(report -> 'phoned') not in ('boolean', 'null')
     or (coalesce((report ->> 'phoned')::boolean, false) and not as_staff) then
    perform private.refuse_report('phoned', 'is for staff typing a report a driver phoned in');
  end if;
  if jsonb_typeof(report -> 'route_entry') not in ('boolean', 'null') then
    perform private.refuse_report('route_entry');
  end if;
  if jsonb_typeof(report -> 'corrects') is not null and report -> 'corrects' <> 'null'::jsonb
     and not (pg_input_is_valid(report ->> 'corrects', 'uuid')
              and exists (select 1 from public.shipment_reports r
                           where r.id = (report ->> 'corrects')::uuid
                             and r.shipment_id = shipment.id
                             and r.shipment_created_at = shipment.created_at)) then
    perform private.refuse_report('corrects', 'must name a report of the same shipment');
  end if;
  files := private.report_files(report, shipment.id, key);

  insert into public.shipment_reports as r (
    shipment_id, shipment_created_at, kind, idempotency_key, recorded_at, position, place,
    damage, note, name, signature, photos, handed_over, reservations, author_id, author_role,
    phoned, corrects)
  values (
    shipment.id, shipment.created_at, kind, key, recorded,
    nullif(report -> 'position', 'null'::jsonb), place, nullif(report -> 'damage', 'null'::jsonb),
    private.report_text(report, 'note', 2000), private.report_text(report, 'name', 200),
    files.signature, files.photos, nullif(report -> 'handed_over', 'null'::jsonb),
    private.report_text(report, 'reservations', 2000), auth.uid(),
    case when as_staff then 'staff' else 'driver' end,
    coalesce((report ->> 'phoned')::boolean, false), (report ->> 'corrects')::uuid)
  -- The same key sent at the same moment: the first one stands.
  on conflict (idempotency_key) do nothing
  returning * into added;
  if added.id is null then
    return private.submit_shipment_report(report);
  end if;

  -- A correction changes nothing of the shipment; nor does a collection once delivered.
  if added.corrects is not null
     or (kind = 'collection' and private.is_delivered_status(shipment.status)) then
    return jsonb_build_object('report_id', added.id);
  end if;
  entry_place := coalesce(place, (select round((p ->> 'lat')::numeric, 5) || ', '
                                         || round((p ->> 'lng')::numeric, 5)
                                    from (select report -> 'position' as p) x));
  entry_status := case kind when 'collection' then 'În tranzit'
                            when 'delivery' then 'Livrat'
                            else shipment.status end;
  -- What the status e-mail says (private.status_email_payload).
  perform set_config('private.shipment_report_event',
                     case kind when 'collection' then 'collected'
                               when 'delivery' then 'delivered' else '' end, true);
  update public.shipments s
     set status = entry_status,
         history = case when kind <> 'position'
                          or coalesce((report ->> 'route_entry')::boolean, false)
                        then s.history || jsonb_build_array(jsonb_build_object(
                               'status', entry_status,
                               'location', entry_place,
                               'date', to_char(recorded at time zone 'UTC',
                                               'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
                        else s.history end,
         currentposition = case when kind = 'position' then report -> 'position'
                                else s.currentposition end,
         delivered_at = case when kind = 'delivery' then recorded else s.delivered_at end
   where s.id = shipment.id;
  perform set_config('private.shipment_report_event', '', true);
  return jsonb_build_object('report_id', added.id);
end;
$$;
revoke execute on function private.submit_shipment_report(report jsonb) from public;
grant execute on function private.submit_shipment_report(report jsonb) to authenticated, service_role;
comment on function private.submit_shipment_report(report jsonb) is
  'Body of public.submit_shipment_report (security definer; driver or staff check first).';

create function public.submit_shipment_report(report jsonb)
returns jsonb
language sql
set search_path to ''
as $$
  select private.submit_shipment_report(report);
$$;
revoke execute on function public.submit_shipment_report(report jsonb) from public, anon;
comment on function public.submit_shipment_report(report jsonb) is
  'Stores a report from the road once per idempotency_key and applies it (collection: route entry and status În tranzit; position: currentposition, a route entry with route_entry true; delivery: route entry, Livrat, delivered_at); returns {report_id}. The assigned driver or staff. Errors (detail): bad_report (hint: the field), file_missing (hint: the path), not_assigned, no_shipment, idempotency_key_taken.';
