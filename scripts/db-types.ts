/** npm run db:types — regenerates common/database.types.ts from the migrations. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { startStack } from '../local-stack/stack';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './database-types';

const stack = await startStack({ apiPort: 0, dbPort: 0, seed: false });
try {
  await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes(stack.dbUrl));
  console.log(`Wrote ${path.relative(process.cwd(), DATABASE_TYPES_FILE)}`);
} finally {
  await stack.stop();
}
