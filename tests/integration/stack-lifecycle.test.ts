import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { removeClusterData } from '../../local-stack/postgres';
import { resetLocalDatabase } from '../../local-stack/reset';
import { type RunningStack, startStack } from '../../local-stack/stack';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'lifecycle-'));
const running = new Set<RunningStack>();
const dataDirs: string[] = [];

afterAll(async () => {
  for (const stack of running) await stack.stop();
  for (const dataDir of dataDirs) await removeClusterData(dataDir);
  await fs.rm(root, { recursive: true, force: true });
});

/** A data folder of the test's own: the tests run in any order (the soak shuffles them). */
async function newDataDir(): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(root, 'db-'));
  await fs.rm(dataDir, { recursive: true });
  dataDirs.push(dataDir);
  return dataDir;
}

async function start(dataDir: string): Promise<RunningStack> {
  const stack = await startStack({ dataDir, apiPort: 0, dbPort: 0 });
  running.add(stack);
  return stack;
}

async function stop(stack: RunningStack): Promise<void> {
  await stack.stop();
  running.delete(stack);
}

async function userCount(stack: RunningStack, email: string): Promise<number> {
  const admin = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
  const { data, error } = await admin.auth.admin.listUsers();
  if (error) throw error;
  return data.users.filter((user) => user.email === email).length;
}

async function createMarkerUser(stack: RunningStack, email: string) {
  const admin = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
  const { error } = await admin.auth.admin.createUser({
    email,
    password: 'a-long-enough-password',
    email_confirm: true,
  });
  expect(error).toBeNull();
}

describe('local stack lifecycle', () => {
  const marker = 'lifecycle-marker@example.com';

  it('keeps its data across stop and start, adding auth objects a newer version needs', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    await createMarkerUser(first, marker);
    // As a database built before auth.one_time_tokens (issue #48) has it.
    const dropped = 'drop table auth.one_time_tokens; drop type auth.one_time_token_type';
    await withClient(first.superuserDbUrl, (client) => client.query(dropped));
    await stop(first);

    const again = await start(dataDir);
    expect(await userCount(again, marker)).toBe(1);
    const { rows } = await withClient(again.superuserDbUrl, (client) =>
      client.query<{ name: string | null }>(
        `select to_regclass('auth.one_time_tokens')::text as name`,
      ),
    );
    expect(rows).toEqual([{ name: 'auth.one_time_tokens' }]);
  });

  it('db:reset on the running stack rebuilds it, twice in a row, and the stack keeps serving', async () => {
    const dataDir = await newDataDir();
    const stack = await start(dataDir);
    await createMarkerUser(stack, marker);
    const dbPort = Number(new URL(stack.dbUrl).port);
    await resetLocalDatabase({ dataDir, dbPort });
    await resetLocalDatabase({ dataDir, dbPort });
    // The API reconnects to the rebuilt database by itself.
    await expect.poll(() => userCount(stack, marker).catch(() => -1), { timeout: 15_000 }).toBe(0);
  });

  it('db:reset with the stack stopped rebuilds the data folder, twice in a row', async () => {
    const dataDir = await newDataDir();
    const stack = await start(dataDir);
    await createMarkerUser(stack, marker);
    const dbPort = Number(new URL(stack.dbUrl).port);
    await stop(stack);
    await resetLocalDatabase({ dataDir, dbPort });
    await resetLocalDatabase({ dataDir, dbPort });
    const again = await start(dataDir);
    expect(await userCount(again, marker)).toBe(0);
  });
});
