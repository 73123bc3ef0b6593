/**
 * npm run db:request-rules — writes supabase/schemas/requests/rules.sql and facts.sql from the
 * TypeScript rules, the locales and the load facts.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import {
  REQUEST_RULES_SQL_PATH,
  REQUEST_WORDS_SQL_PATH,
  requestRulesSql,
  requestWordsSql,
} from './request-rules-sql';

let written = false;
for (const [file, wanted] of [
  [REQUEST_RULES_SQL_PATH, requestRulesSql()],
  [REQUEST_WORDS_SQL_PATH, requestWordsSql()],
] as const) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // Written for the first time.
  }
  if (current === wanted) {
    console.log(`${file} is up to date`);
  } else {
    writeFileSync(file, wanted);
    console.log(`Wrote ${file}`);
    written = true;
  }
}
if (written) console.log('Now `npm run db:diff -- <name>`');
