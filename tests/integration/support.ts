import type pg from 'pg';
import { inject } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import { RESTORE_INFO_DEFAULTS_SQL } from '../../test-support/info-defaults';

export const stack = inject('stack');

/** Raw SQL as the superuser, to check what a test did without going through the API. */
export async function sql<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return withClient(
    stack.superuserDbUrl,
    async (client) => (await client.query<Row>(text, values)).rows,
  );
}

let counter = 0;
/** A unique e-mail per test run, so tests never depend on each other's users. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A unique tracking number per call (label-time-counter), so tests never share shipments. */
export function uniqueShipmentId(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}`;
}

/** Every language's info text back as the migration wrote it (test-support/info-defaults.ts). */
export async function restoreInfoDefaults(): Promise<void> {
  await sql(RESTORE_INFO_DEFAULTS_SQL);
}
