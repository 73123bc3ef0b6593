/**
 * Who uses what in supabase/schemas/: each file's objects (functions, tables, views, types,
 * sequences) and every name of ours it uses, in a statement or in a function's body. Our SQL
 * names every object with its schema (`set search_path to ''`), so a name is `schema.name` with
 * one of our schemas; a name inside a string constant is text, not a use.
 */
import { readFileSync } from 'node:fs';

import { sqlStatements, sqlTokens, type Token } from './sql-tokens';

/** The schemas our SQL creates objects in; names in any other (auth, extensions, cron) are Supabase's. */
const OUR_SCHEMAS = new Set(['public', 'private', 'audit']);

interface SchemaUse {
  /** `schema.name`, lower-case. */
  name: string;
  line: number;
}

export interface SchemaFile {
  file: string;
  /** The objects this file creates, by `schema.name`. */
  defines: Set<string>;
  uses: SchemaUse[];
  /** Lines where SQL is made at run time (`execute <text>`, not `execute function`). */
  dynamic: number[];
  /** `create trigger` statements: the trigger and the table it is on. */
  triggers: { name: string; table: string; line: number }[];
}

function nameAt(tokens: Token[], at: number): { name: string; end: number } | undefined {
  const [schema, dot, name] = tokens.slice(at, at + 3);
  if (!schema || !dot || !name) return undefined;
  if (dot.kind !== 'symbol' || dot.text !== '.') return undefined;
  if (schema.kind !== 'word' && schema.kind !== 'quoted-name') return undefined;
  if (name.kind !== 'word' && name.kind !== 'quoted-name') return undefined;
  return { name: `${schema.text}.${name.text}`, end: at + 3 };
}

const CREATES =
  /^create (?:or replace )?(?:unlogged |materialized )?(function|procedure|table|view|type|sequence) $/;

/** The `schema.name` a `create function|table|view|type|sequence` statement makes, if it is one. */
function createdName(statement: Token[]): { name: string; at: number } | undefined {
  let words = '';
  for (let at = 0; at < Math.min(statement.length, 6); at++) {
    const token = statement[at]!;
    if (token.kind !== 'word') return undefined;
    words += `${token.text} `;
    if (CREATES.test(words)) {
      const named = nameAt(statement, at + 1);
      return named && { name: named.name, at: at + 1 };
    }
  }
  return undefined;
}

function triggerOf(statement: Token[]): SchemaFile['triggers'][number] | undefined {
  const [create, trigger, name] = statement;
  if (create?.text !== 'create' || trigger?.text !== 'trigger' || !name) return undefined;
  const on = statement.findIndex(
    (token, at) => at > 2 && token.kind === 'word' && token.text === 'on',
  );
  const table = on > 0 ? nameAt(statement, on + 1) : undefined;
  return table && { name: name.text, table: table.name, line: create.line };
}

/**
 * The names of ours `tokens` use, and the lines where SQL is made at run time. `execute` of one
 * string constant (`return query execute '…' using …`, for a plan per call) is a statement
 * written out, so its text is read as code; `execute` of anything built is dynamic.
 */
function scan(tokens: Token[], uses: SchemaUse[], dynamic: number[], skip?: number): void {
  for (let at = 0; at < tokens.length; at++) {
    if (at === skip) {
      at += 2;
      continue;
    }
    const token = tokens[at]!;
    if (token.kind === 'word' && token.text === 'execute') {
      const [next, after] = [tokens[at + 1], tokens[at + 2]];
      if (next?.kind === 'string' && (!after || after.text === 'using' || after.text === ';')) {
        scan(sqlTokens(next.text, next.line, next.depth + 1), uses, dynamic);
        at++;
      } else if (!next || !['function', 'procedure', 'on'].includes(next.text)) {
        dynamic.push(token.line);
      }
      continue;
    }
    if (token.kind !== 'word' || !OUR_SCHEMAS.has(token.text)) continue;
    // `x.public.y` would be a column of a table named public: not ours.
    const before = tokens[at - 1];
    if (before?.kind === 'symbol' && before.text === '.') continue;
    const named = nameAt(tokens, at);
    if (named) uses.push({ name: named.name, line: token.line });
  }
}

export function readSchemaFile(file: string, text = readFileSync(file, 'utf8')): SchemaFile {
  const defines = new Set<string>();
  const uses: SchemaUse[] = [];
  const dynamic: number[] = [];
  const triggers: SchemaFile['triggers'] = [];
  for (const statement of sqlStatements(sqlTokens(text))) {
    const created = createdName(statement);
    if (created) defines.add(created.name);
    const trigger = triggerOf(statement);
    if (trigger) triggers.push(trigger);
    scan(statement, uses, dynamic, created?.at);
  }
  return { file, defines, uses, dynamic, triggers };
}
