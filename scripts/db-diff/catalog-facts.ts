/**
 * What migra does not compare (scripts/db-diff/catalog-facts.sql): owners, privileges on
 * anything but whole tables, comments, default privileges, forced row-level security, sequence
 * options, table storage options. Read from both databases, compared as sets, and turned into the
 * statements that make the first database's facts the second's.
 */
import { readFileSync } from 'node:fs';

import { withClient } from '../../dev-support/pg-client';

export interface CatalogFact {
  fact: string;
  kind: string;
  name: string;
  detail: string | null;
  value: string;
}

const FACTS_SQL = readFileSync(new URL('./catalog-facts.sql', import.meta.url), 'utf8');

export function readCatalogFacts(url: string): Promise<CatalogFact[]> {
  return withClient(url, async (client) => {
    // Names with their schema whatever the role's search path (regclass prints as it sees fit).
    await client.query('set search_path = pg_catalog');
    return (await client.query<CatalogFact>(FACTS_SQL)).rows;
  });
}

/** One line per fact, as a failure message names it. */
export function describeFact(fact: CatalogFact): string {
  const detail = fact.detail === null ? '' : ` ${fact.detail}`;
  return `${fact.fact} of ${fact.kind} ${fact.name}${detail}: ${fact.value}`;
}

export interface FactDifferences {
  onlyInFirst: CatalogFact[];
  onlyInSecond: CatalogFact[];
}

/** Facts that describe the state (not what a new object would start from). */
const stateOf = (facts: CatalogFact[]) => facts.filter((fact) => fact.fact !== 'initial privilege');

export function compareFacts(first: CatalogFact[], second: CatalogFact[]): FactDifferences {
  return compareStates(stateOf(first), stateOf(second));
}

function compareStates(first: CatalogFact[], second: CatalogFact[]): FactDifferences {
  const lines = (facts: CatalogFact[]) => new Set(facts.map(describeFact));
  const inFirst = lines(first);
  const inSecond = lines(second);
  return {
    onlyInFirst: first.filter((fact) => !inSecond.has(describeFact(fact))),
    onlyInSecond: second.filter((fact) => !inFirst.has(describeFact(fact))),
  };
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Argument types in a grant or comment: pg_identify_object spells them pg_catalog.text. */
const sqlName = (name: string) => name.replace(/\bpg_catalog\./g, '');

/** `private.f(pg_catalog.text)` → `private.f`, as migra's statements name it. */
export const objectName = (name: string) => name.replace(/\(.*$/, '');

/**
 * The statements that give the first database the second's facts. `created` names the objects
 * the schema diff creates (new, or dropped and created again): they start from their initial
 * privileges and no comment, not from what the first database had.
 */
export function factStatements(
  first: CatalogFact[],
  second: CatalogFact[],
  created: ReadonlySet<string>,
): string[] {
  const isCreated = (fact: CatalogFact) => created.has(objectName(fact.name));
  const initial = second
    .filter((fact) => fact.fact === 'initial privilege' && isCreated(fact))
    .map((fact) => ({ ...fact, fact: 'privilege' }));
  const owners = second
    .filter((fact) => fact.fact === 'owner' && isCreated(fact))
    .map((fact) => ({ ...fact, value: 'postgres' })); // migrations run as postgres
  const differences = compareStates(
    [...stateOf(first).filter((fact) => !isCreated(fact)), ...initial, ...owners],
    stateOf(second),
  );
  const statements: string[] = [];
  const seconds = new Set(
    differences.onlyInSecond.map((fact) => `${fact.fact}|${fact.kind}|${fact.name}|${fact.detail}`),
  );
  for (const fact of differences.onlyInFirst) {
    const replaced = seconds.has(`${fact.fact}|${fact.kind}|${fact.name}|${fact.detail}`);
    const name = sqlName(fact.name);
    switch (fact.fact) {
      case 'privilege':
        statements.push(
          `revoke ${fact.value.replace(/ with grant option$/, '').toLowerCase()} on ${fact.kind} ${name} from ${fact.detail};`,
        );
        break;
      case 'column privilege': {
        const [column, grantee] = (fact.detail ?? '').split(' to ');
        statements.push(
          `revoke ${fact.value.toLowerCase()} (${column}) on table ${name} from ${grantee};`,
        );
        break;
      }
      case 'comment':
        if (!replaced) statements.push(`comment on ${fact.kind} ${name} is null;`);
        break;
      case 'default privilege':
        statements.push(
          `alter default privileges for role ${name} revoke ${fact.value.toLowerCase()} on ${fact.kind} from ${fact.detail};`,
        );
        break;
      default:
        break; // owners, sequence and table options: the second's value replaces it below
    }
  }
  for (const fact of differences.onlyInSecond) {
    const name = sqlName(fact.name);
    switch (fact.fact) {
      case 'owner':
        statements.push(`alter ${fact.kind} ${name} owner to ${fact.value};`);
        break;
      case 'privilege':
        statements.push(
          `grant ${fact.value.replace(/ with grant option$/, '').toLowerCase()} on ${fact.kind} ${name} to ${fact.detail}${fact.value.endsWith('option') ? ' with grant option' : ''};`,
        );
        break;
      case 'column privilege': {
        const [column, grantee] = (fact.detail ?? '').split(' to ');
        statements.push(
          `grant ${fact.value.toLowerCase()} (${column}) on table ${name} to ${grantee};`,
        );
        break;
      }
      case 'comment':
        statements.push(`comment on ${fact.kind} ${name} is ${literal(fact.value)};`);
        break;
      case 'default privilege':
        statements.push(
          `alter default privileges for role ${name} grant ${fact.value.toLowerCase()} on ${fact.kind} to ${fact.detail};`,
        );
        break;
      case 'sequence':
        statements.push(`alter sequence ${name} ${fact.value};`);
        break;
      case 'row security': {
        const [enable, force] = fact.value.split(', ');
        statements.push(
          `alter table ${name} ${enable} row level security, ${force} row level security;`,
        );
        break;
      }
      case 'table options':
        statements.push(`alter table ${name} set (${fact.value});`);
        break;
      default:
        throw new Error(`no statement for ${describeFact(fact)}`);
    }
  }
  return statements;
}
