-- What migra does not compare, as one row per fact, so two databases can be compared as sets
-- and a difference turned into the statement that removes it (scripts/db-diff/catalog-facts.ts).
-- Our schemas only: the extensions' and Supabase's own objects come from the bootstrap.
with ours as (
  select oid, nspname from pg_namespace where nspname in ('public', 'private', 'audit')
),
objects as (
  -- Every object that can carry an owner, a privilege or a comment, named as SQL names it.
  select 'pg_class'::regclass as classoid, c.oid as objoid, n.oid as nsp, c.relowner as owner, c.relacl as acl,
         case c.relkind when 'S' then 's' else 'r' end as acl_kind,
         case c.relkind when 'S' then 'sequence' when 'v' then 'view'
                        when 'm' then 'materialized view' else 'table' end as kind
    from pg_class c join ours n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p', 'v', 'm', 'S')
  union all
  select 'pg_proc'::regclass, p.oid, n.oid, p.proowner, p.proacl, 'f',
         case p.prokind when 'p' then 'procedure' else 'function' end
    from pg_proc p join ours n on n.oid = p.pronamespace
  union all
  select 'pg_type'::regclass, t.oid, n.oid, t.typowner, t.typacl, 'T', 'type'
    from pg_type t join ours n on n.oid = t.typnamespace
   where t.typtype in ('c', 'e', 'd') and (t.typrelid = 0
         or (select relkind from pg_class where oid = t.typrelid) = 'c')
  union all
  select 'pg_namespace'::regclass, n.oid, 0, n.nspowner, n.nspacl, 'n', 'schema'
    from pg_namespace n join ours using (oid)
),
named as (
  select o.*, (pg_identify_object(o.classoid, o.objoid, 0)).identity as name from objects o
)
-- text throughout: a union takes the first branch's types, and name would cut values at 63 bytes.
select 'owner'::text as fact, kind::text, name::text, null::text as detail,
       pg_get_userbyid(owner)::text as value
  from named
union all
-- Privileges as (grantee, privilege) pairs, the defaults spelled out: an explicit ACL that
-- equals the default is the same state.
select 'privilege', kind, name,
       case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end,
       a.privilege_type || case when a.is_grantable then ' with grant option' else '' end
  from named, aclexplode(coalesce(acl, acldefault(acl_kind::"char", owner))) a
 where a.grantee <> owner
   and acl_kind <> 'r' -- migra compares whole-table grants itself
union all
-- What a new object gets (the built-in defaults and default privileges): where a migration
-- creates an object, its grants and revokes start from these.
select 'initial privilege', kind, name,
       case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end,
       a.privilege_type
  from named n
  cross join aclexplode(acldefault(n.acl_kind::"char", n.owner) || coalesce((
         select d.defaclacl from pg_default_acl d
          where d.defaclrole = n.owner and d.defaclnamespace = n.nsp
            and d.defaclobjtype = case n.acl_kind when 's' then 'S' else n.acl_kind end::"char"),
         '{}')) a
 where a.grantee <> n.owner and n.acl_kind <> 'r'
union all
select 'column privilege', 'table', n.name, att.attname || ' to '
         || case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end,
       a.privilege_type
  from named n
  join pg_attribute att on att.attrelid = n.objoid and n.classoid = 'pg_class'::regclass
  cross join aclexplode(att.attacl) a
 where att.attacl is not null
union all
select 'comment', replace(i.type, 'table ', ''), i.identity, null, d.description
  from pg_description d
  cross join pg_identify_object(d.classoid, d.objoid, d.objsubid) i
 where i.schema in (select nspname from ours)
    or (d.classoid = 'pg_namespace'::regclass and d.objoid in (select oid from ours))
union all
select 'default privilege',
       case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences'
            when 'f' then 'functions' when 'T' then 'types' when 'n' then 'schemas' end,
       pg_get_userbyid(d.defaclrole) || coalesce(' in schema ' || d.defaclnamespace::regnamespace, ''),
       case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end,
       a.privilege_type
  from pg_default_acl d, aclexplode(d.defaclacl) a
union all
select 'sequence', 'sequence', s.schemaname || '.' || s.sequencename, null,
       format('as %s increment by %s minvalue %s maxvalue %s start with %s cache %s %s',
              s.data_type::text, s.increment_by, s.min_value, s.max_value, s.start_value, s.cache_size,
              case when s.cycle then 'cycle' else 'no cycle' end)
  from pg_sequences s join ours n on n.nspname = s.schemaname
union all
-- migra enables row-level security but does not compare its force flag.
select 'row security', 'table', c.oid::regclass::text, null,
       case when c.relforcerowsecurity then 'enable, force' when c.relrowsecurity then 'enable, no force'
            else 'disable, no force' end
  from pg_class c join ours n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p')
union all
select 'table options', 'table', c.oid::regclass::text, null, array_to_string(c.reloptions, ', ')
  from pg_class c join ours n on n.oid = c.relnamespace
 where c.reloptions is not null
order by 1, 2, 3, 4, 5;
