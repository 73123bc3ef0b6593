import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../../dev-support/demo-seed';
import { nodeSupabaseClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { removeClusterData } from '../../local-stack/postgres';
import { resetLocalDatabase } from '../../local-stack/reset';
import { type RunningStack, startStack } from '../../local-stack/stack';
import { runWorker } from '../../test-support/email-worker';
import { waitForMessageTo } from '../../test-support/inbox';

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

async function start(dataDir: string, siteUrl?: string): Promise<RunningStack> {
  const stack = await startStack({ dataDir, apiPort: 0, dbPort: 0, siteUrl });
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

/**
 * Each test builds a database from bootstrap, migrations and seed up to four times: over
 * 30 s on a loaded machine (the soak's integration seed 657938 saw it).
 */
const REBUILDS_TIMEOUT_MS = 120_000;

describe('local stack lifecycle', { timeout: REBUILDS_TIMEOUT_MS }, () => {
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

describe('the site the e-mails link to (issue #49)', () => {
  it('is the stack’s site URL in Auth’s e-mails and the customer e-mails, after a restart too', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const siteOf = async (stack: RunningStack) =>
      (
        await withClient(stack.superuserDbUrl, (client) =>
          client.query<{ site_url: string }>('select site_url from private.email_settings'),
        )
      ).rows;
    expect(await siteOf(first)).toEqual([{ site_url: 'http://127.0.0.1:5173' }]);
    await stop(first);

    // As `SITE_PORT=5999 npm start` starts it.
    const site = 'http://127.0.0.1:5999';
    const stack = await start(dataDir, site);
    expect(stack.siteUrl).toBe(site);
    expect(await siteOf(stack)).toEqual([{ site_url: site }]);

    // Auth: a reset link leads back to the site.
    const anon = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
    const since = new Date();
    expect((await anon.auth.resetPasswordForEmail(SEED_STAFF_EMAIL)).error).toBeNull();
    const reset = await waitForMessageTo(stack.inboxUrl!, SEED_STAFF_EMAIL, { since });
    expect(reset.Text).toContain(`&type=recovery&redirect_to=${site}\n`);

    // A customer e-mail: the party link opens on the site.
    const desk = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
    const signedIn = await desk.auth.signInWithPassword({
      email: SEED_STAFF_EMAIL,
      password: SEED_STAFF_PASSWORD,
    });
    expect(signedIn.error).toBeNull();
    const customer = 'site-url-customer@example.com';
    const created = await desk.rpc('create_shipment', {
      shipment: {
        id: '905999',
        shippername: 'Max Mustermann',
        recipientname: 'Anna Nowak',
        shipperemail: customer,
        shipperlanguage: 'de',
      },
    });
    expect(created.error).toBeNull();
    const linked = await desk.rpc('send_tracking_link_email', {
      tracking_number: '905999',
      party: 'shipper',
    });
    expect(linked.error).toBeNull();
    expect((await runWorker(stack.apiUrl, stack.serviceRoleKey)).status).toBe(200);
    const mail = await waitForMessageTo(stack.inboxUrl!, customer);
    expect(mail.Text).toMatch(
      new RegExp(`${site.replace(/\./g, '\\.')}/de/sendungsverfolgung\\?id=905999&k=`),
    );
  });
});
