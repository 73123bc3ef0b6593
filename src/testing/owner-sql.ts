/** The owner's SQL against the component tests' stack (settings no API role may change). */
import { withClient } from '../../dev-support/pg-client';
import { stack } from './stack';

export async function ownerSql(text: string, values: unknown[] = []): Promise<void> {
  await withClient(stack.superuserDbUrl, async (client) => {
    await client.query(text, values);
  });
}
