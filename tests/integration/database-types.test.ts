import { readFile } from 'node:fs/promises';

import { expect, it } from 'vitest';

import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/database-types';
import { stack } from './support';

it('common/database.types.ts matches the migrations (run `npm run db:types` if not)', async () => {
  const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
  expect(await generateDatabaseTypes(stack.dbUrl)).toBe(committed);
});
