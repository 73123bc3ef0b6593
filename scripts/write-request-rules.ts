/** npm run db:request-rules — writes supabase/schemas/requests/rules.sql from the TypeScript rules. */
import { readFileSync, writeFileSync } from 'node:fs';

import { REQUEST_RULES_SQL_PATH, requestRulesSql } from './request-rules-sql';

const wanted = requestRulesSql();
let current = '';
try {
  current = readFileSync(REQUEST_RULES_SQL_PATH, 'utf8');
} catch {
  // Written for the first time.
}
if (current === wanted) {
  console.log(`${REQUEST_RULES_SQL_PATH} is up to date`);
} else {
  writeFileSync(REQUEST_RULES_SQL_PATH, wanted);
  console.log(`Wrote ${REQUEST_RULES_SQL_PATH}; now \`npm run db:diff -- <name>\``);
}
