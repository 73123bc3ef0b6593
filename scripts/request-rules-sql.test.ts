/** The database's rules (supabase/schemas/requests/rules.sql) are the TypeScript ones. */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { COMPANY_TIME_ZONE } from '#common/company-time-zone';
import { REQUEST_RULES } from '#common/requests/request-rules';

import {
  REQUEST_RULES_SQL_PATH,
  REQUEST_WORDS_SQL_PATH,
  requestRulesSql,
  requestWordsSql,
} from './request-rules-sql';

describe('supabase/schemas/requests/facts.sql', () => {
  it('is what `npm run db:request-rules` writes from the locales and the load facts', () => {
    expect(
      readFileSync(REQUEST_WORDS_SQL_PATH, 'utf8'),
      'stale: run `npm run db:request-rules`, then `npm run db:diff -- <name>`',
    ).toBe(requestWordsSql());
  });
});

describe('supabase/schemas/base/company.sql', () => {
  it('names the time zone of common/company-facts.ts', () => {
    const sql = readFileSync(
      new URL('../supabase/schemas/base/company.sql', import.meta.url),
      'utf8',
    );
    expect(/select '([^']+)'::text;/.exec(sql)?.[1]).toBe(COMPANY_TIME_ZONE);
  });
});

describe('supabase/schemas/requests/rules.sql', () => {
  it('is what `npm run db:request-rules` writes from request-rules.ts', () => {
    expect(
      readFileSync(REQUEST_RULES_SQL_PATH, 'utf8'),
      'stale: run `npm run db:request-rules`, then `npm run db:diff -- <name>`',
    ).toBe(requestRulesSql());
  });

  it('carries every rule as JSON the database reads back unchanged', () => {
    const sql = requestRulesSql();
    const json = /\$rules\$\n([\s\S]*)\n\$rules\$/.exec(sql)?.[1] ?? '';
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(parsed).toMatchObject(JSON.parse(JSON.stringify(REQUEST_RULES)) as object);
    expect(parsed.kindQuestions).toMatchObject({
      container: ['container_size', 'container_loaded'],
    });
    // A backslash is written once in SQL's dollar quotes and twice in JSON: \u200B reaches the
    // regular expression as the escape, not as a literal u.
    expect(json).toContain('"[\\\\u200B-');
  });
});
