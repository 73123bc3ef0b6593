import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../scripts/node-supabase-client';
import { removeClusterData } from '../../supabase/local/postgres';
import { resetLocalDatabase } from '../../supabase/local/reset';
import { type RunningStack, startStack } from '../../supabase/local/stack';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'lifecycle-'));
const dataDir = path.join(root, 'db');
let running: RunningStack | undefined;

afterAll(async () => {
  await running?.stop();
  await removeClusterData(dataDir);
  await fs.rm(root, { recursive: true, force: true });
});

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

  it('keeps its data across stop and start', async () => {
    running = await startStack({ dataDir, apiPort: 0, dbPort: 0 });
    await createMarkerUser(running, marker);
    await running.stop();
    running = undefined;

    running = await startStack({ dataDir, apiPort: 0, dbPort: 0 });
    expect(await userCount(running, marker)).toBe(1);
  });

  it('db:reset on the running stack rebuilds it, twice in a row, and the stack keeps serving', async () => {
    if (!running) throw new Error('previous test did not leave a running stack');
    const dbPort = Number(new URL(running.dbUrl).port);
    await resetLocalDatabase({ dataDir, dbPort });
    await resetLocalDatabase({ dataDir, dbPort });
    // The API reconnects to the rebuilt database by itself.
    await expect
      .poll(() => userCount(running!, marker).catch(() => -1), { timeout: 15_000 })
      .toBe(0);
  });

  it('db:reset with the stack stopped rebuilds the data folder, twice in a row', async () => {
    if (!running) throw new Error('previous test did not leave a running stack');
    await createMarkerUser(running, marker);
    const dbPort = Number(new URL(running.dbUrl).port);
    await running.stop();
    running = undefined;
    await resetLocalDatabase({ dataDir, dbPort });
    await resetLocalDatabase({ dataDir, dbPort });
    running = await startStack({ dataDir, apiPort: 0, dbPort: 0 });
    expect(await userCount(running, marker)).toBe(0);
  });
});
