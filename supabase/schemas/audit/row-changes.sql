-- What a change did to a row, as every audit trail records it: {column: {from, to}} for each
-- column that changed (all of them for an insert or a delete). One function for the three
-- trails instead of a copy in each.

-- plpgsql, not sql: it keeps its plan between transactions (README, "The database's wanted state").
create function private.row_changes(old_row jsonb, new_row jsonb, ignored text[] default '{}')
returns jsonb
language plpgsql
immutable
set search_path to ''
as $$
begin
  -- An update leaves out the ignored columns (e.g. updated_at, which moves on every save);
  -- an insert or a delete records the whole row.
  return (select coalesce(jsonb_object_agg(key, jsonb_build_object('from', old_row -> key,
                                                                   'to', new_row -> key)),
                          '{}'::jsonb)
            from jsonb_object_keys(coalesce(new_row, old_row)) as key
           where old_row is null or new_row is null
              or (key <> all (ignored) and new_row -> key is distinct from old_row -> key));
end;
$$;
revoke execute on function private.row_changes(jsonb, jsonb, text[]) from public;
