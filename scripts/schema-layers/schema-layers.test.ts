/**
 * supabase/schemas/ is layered as src/ is (README, "The database's wanted state"): every file
 * uses only its own folder, the floor below it and other features' entry points, features call
 * each other one way, and nothing is made by run-time SQL. Each rule is shown to fail on a breach
 * planted in an in-memory copy of the real schema, never in the files themselves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { declaredSchemaFiles, schemaPaths } from '../db-diff/declared-schema';
import { ENTRY_POINTS, FLOOR } from './entry-points';
import { layerViolations, type SchemaSource } from './layers';
import { readSchemaFile } from './schema-graph';
import { sqlTokens } from './sql-tokens';

const PLAN = { floor: FLOOR, entryPoints: ENTRY_POINTS };
const SCHEMAS = path.resolve('supabase/schemas');

function realSources(): SchemaSource[] {
  return declaredSchemaFiles().map((file) => ({
    file: path.relative(SCHEMAS, file),
    text: readFileSync(file, 'utf8'),
  }));
}

/** The real schema with `sql` added at the end of `file`, and the line `sql` starts on. */
function planted(file: string, sql: string): { sources: SchemaSource[]; line: number } {
  const sources = realSources();
  const target = sources.find((source) => source.file === file)!;
  const text = `${target.text.trimEnd()}\n\n`;
  target.text = `${text}${sql}\n`;
  return { sources, line: text.split('\n').length };
}

it('holds for supabase/schemas/: every use is of its folder, the floor below or an entry point', () => {
  expect(layerViolations(realSources(), PLAN)).toEqual([]);
});

it('is applied by config.toml one schema_paths entry per layer, the floor in its order', () => {
  expect(schemaPaths()).toEqual([
    './schemas/schemas.sql',
    ...FLOOR.map((folder) => `./schemas/${folder}/*.sql`),
    './schemas/*/table.sql',
    './schemas/*/*.sql',
  ]);
});

describe('fails', () => {
  it('on a call from one feature into another outside its entry points', () => {
    const { sources, line } = planted(
      'tracking/lookup.sql',
      [
        'create function private.planted_probe()',
        'returns void',
        'language plpgsql',
        "set search_path to ''",
        'as $$',
        'begin',
        '  perform private.claim_outbox_emails(1);',
        'end;',
        '$$;',
      ].join('\n'),
    );
    expect(layerViolations(sources, PLAN)).toEqual([
      `tracking/lookup.sql:${line + 6} uses private.claim_outbox_emails of email/ (email/outbox.sql), which is not an entry point of email/: use one it offers, or add it to scripts/schema-layers/entry-points.ts saying who uses it and why`,
    ]);
  });

  it('on the floor calling up, into a feature or a higher floor', () => {
    const { sources, line } = planted(
      'base/throttle.sql',
      "create function private.planted_probe() returns boolean language sql set search_path to ''\n" +
        "as $$ select private.is_delivered_status('Livrat') or private.audit_actor() is null $$;",
    );
    expect(layerViolations(sources, PLAN)).toEqual([
      `base/throttle.sql:${line + 1} uses private.is_delivered_status of shipments/ (shipments/fields.sql): base/ is below every feature and may use none`,
      `base/throttle.sql:${line + 1} uses private.audit_actor of audit/ (audit/actor.sql): base/ may use only schemas.sql`,
    ]);
  });

  it('on features that use each other both ways, even through entry points', () => {
    const { sources } = planted(
      'shipments/fields.sql',
      "create function private.planted_probe(n text) returns public.shipments language sql set search_path to ''\n" +
        'as $$ select * from private.linked_shipment(n) $$;',
    );
    // private.linked_shipment is an entry point of tracking/, which stands on shipments/ (and on
    // escrow/, which stands on shipments/ too: a second circle through it).
    expect(layerViolations(sources, PLAN)).toEqual([
      'features use each other in a circle: escrow/ → shipments/ → tracking/ → escrow/',
      'features use each other in a circle: shipments/ → tracking/ → shipments/',
    ]);
  });

  it('on SQL made at run time, as the audit trails’ triggers once were', () => {
    const { sources, line } = planted(
      'audit/append-only.sql',
      [
        'create function private.planted_probe(audit_table regclass)',
        'returns void',
        'language plpgsql',
        "set search_path to ''",
        'as $$',
        'begin',
        "  execute format('create trigger %I before truncate on %s for each statement '",
        "                 'execute function private.refuse_audit_change()', 'probe', audit_table);",
        'end;',
        '$$;',
      ].join('\n'),
    );
    expect(layerViolations(sources, PLAN)).toEqual([
      `audit/append-only.sql:${line + 6} makes SQL at run time (execute): write the statement out, so a file names what it creates and calls`,
    ]);
  });

  it('on an entry point no other folder uses, or one its folder does not make', () => {
    const plan = {
      ...PLAN,
      entryPoints: {
        ...ENTRY_POINTS,
        tracking: {
          ...ENTRY_POINTS.tracking,
          'private.tracking_periods': 'nobody',
          'private.email_outbox': 'not tracking’s',
        },
      },
    };
    expect(layerViolations(realSources(), plan)).toEqual([
      'scripts/schema-layers/entry-points.ts offers private.tracking_periods for tracking/, which no other folder uses: take it off the list',
      'scripts/schema-layers/entry-points.ts offers private.email_outbox for tracking/, which is made in email/outbox.sql',
    ]);
  });

  it('on a name two folders create (a table and a function of one name in one folder are fine)', () => {
    const { sources } = planted(
      'staff/actions.sql',
      "create function private.claim_outbox_emails() returns integer language sql set search_path to ''\n" +
        'as $$ select 1 $$;',
    );
    expect(layerViolations(sources, PLAN)).toEqual([
      'private.claim_outbox_emails is created in email/outbox.sql and staff/actions.sql',
    ]);
    // requests/ has the table private.transport_request_settings in table.sql and the function
    // of that name in settings.sql: the real schema above passes with them.
  });

  it('on a name no schema file creates', () => {
    const { sources, line } = planted('info/content.sql', 'select private.no_such_function();');
    expect(layerViolations(sources, PLAN)).toEqual([
      `info/content.sql:${line} uses private.no_such_function, which no schema file creates`,
    ]);
  });
});

describe('reading SQL', () => {
  const usesOf = (sql: string) =>
    readSchemaFile('probe.sql', sql).uses.map((use) => `${use.line}:${use.name}`);

  it('reads names in statements and in bodies, not in comments, strings or quoted names', () => {
    const sql = [
      "-- private.in_a_comment() /* and 'this' */",
      '/* private.outer /* nested private.inner */ still private.comment */',
      "select private.real_one(), 'private.in_a_string', E'it\\'s private.escaped',",
      '  "private.quoted_name", U&\'private.unicode\', x.public.column_of_x;',
      'create function private.made() returns void language plpgsql as $$',
      'begin',
      "  perform public.in_a_body($1, 'private.not_this');",
      "  perform cron.schedule('job', '* * * * *', $job$select audit.in_a_job()$job$);",
      'end;',
      '$$;',
    ].join('\n');
    expect(usesOf(sql)).toEqual(['3:private.real_one', '7:public.in_a_body', '8:audit.in_a_job']);
    expect(readSchemaFile('probe.sql', sql).defines).toEqual(new Set(['private.made']));
  });

  it('reads a constant statement run by execute as code, a built one as dynamic', () => {
    const file = readSchemaFile(
      'probe.sql',
      [
        'do $$',
        'begin',
        "  execute 'select private.constant_one()' using 1;",
        "  execute 'select ' || 'private.built()';",
        'end;',
        '$$;',
      ].join('\n'),
    );
    expect(file.uses.map((use) => `${use.line}:${use.name}`)).toEqual(['3:private.constant_one']);
    expect(file.dynamic).toEqual([4]);
  });

  it('names the line of an unterminated string, comment or dollar quote', () => {
    expect(() => sqlTokens("select 1;\nselect 'open")).toThrow(
      'unterminated string constant at line 2',
    );
    expect(() => sqlTokens('select 1; /* open')).toThrow('unterminated /* comment at line 1');
    expect(() => sqlTokens('do $x$\nbegin')).toThrow('unterminated $x$ quote at line 1');
  });
});
