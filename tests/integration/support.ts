import pg from 'pg';
import { inject } from 'vitest';

export const stack = inject('stack');

/** Raw SQL as the superuser, to check what a test did without going through the API. */
export async function sql<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: stack.superuserDbUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

let counter = 0;
/** A unique e-mail per test run, so tests never depend on each other's users. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}
