-- One trigger function for every versioned row (shipments, info text): updated_at moves on each
-- change, which is the version a save names to refuse a stale one (PT409).

create function private.row_versioning()
returns trigger
language plpgsql
set search_path to ''
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

-- Every save or delete of a versioned row names the version it saw; without one it is refused
-- before anything is looked up.
create function private.require_expected_updated_at(expected_updated_at timestamptz)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;
end;
$$;
revoke execute on function private.require_expected_updated_at(expected_updated_at timestamptz) from public;
