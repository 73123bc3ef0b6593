/**
 * Scenario: a driver's collection report on a phone's network (issue #52 item 6), in Chromium
 * against a throw-away stack, through the real offline part (bench/driver-upload/harness.ts).
 *
 * Six camera photos of about 4 MB (4000 × 3000, noisy) are processed and kept in the outbox
 * while the browser is offline; then the network comes back (context.setOffline(false)) and the
 * sender uploads them through TUS and submits the report. Each round also uploads the same
 * compressed bytes straight (one plain Storage upload per photo, one after the other).
 * - bytes sent ÷ original bytes: request bodies to the API from reconnect to accepted. ≤ 0.15.
 * - reconnect → all accepted ÷ the straight uploads, totals over the rounds. ≤ 1.5×.
 */
import { chromium, type Request } from 'playwright-core';

import { chromiumArgs, resolveChromium } from '../dev-support/chromium';
import { nodeSupabaseClient } from '../dev-support/node-supabase-client';
import { serveStatic } from '../dev-support/static-host';
import type { RunningStack } from '../local-stack/stack';
import { buildHarness } from './driver-upload/build-harness';
import type {} from './driver-upload/harness-api';
import { progress, row, type ScenarioResult } from './report';
import { formatMs, ratioTo } from './stats';
import { benchStack, staffClient, tempFolder, trackingNumbers, withDb } from './support';

const SCENARIO = 'driver upload';
const PHOTOS = 6;
const PHOTO_BYTES = 4 * 1024 * 1024;
const ROUNDS = 3;
const BYTES_RATIO_TARGET = 0.15;
const TIME_RATIO_TARGET = 1.5;
const DRIVER = { email: 'bench-driver@example.com', password: 'bench-driver-password-1' };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A driver account with one shipment assigned, made through the functions staff use. */
async function driverWithShipment(stack: RunningStack): Promise<string> {
  const admin = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
  const created = await admin.auth.admin.createUser({ ...DRIVER, email_confirm: true });
  if (created.error) throw created.error;
  const driverId = created.data.user.id;
  const granted = await admin.rpc('grant_staff', { user_id: driverId, role: 'driver' });
  if (granted.error) throw granted.error;
  const [trackingNumber] = await trackingNumbers(stack.superuserDbUrl);
  if (!trackingNumber) throw new Error('no seeded shipment');
  const staff = await staffClient(stack);
  const shipment = await staff
    .from('shipments')
    .select('updated_at')
    .eq('id', trackingNumber)
    .single();
  if (shipment.error) throw shipment.error;
  const assigned = await staff.rpc(
    'assign_driver' as never,
    {
      tracking_number: trackingNumber,
      expected_updated_at: shipment.data.updated_at,
      driver_id: driverId,
      vehicle_plate: 'B 123 ABC',
    } as never,
  );
  if (assigned.error) throw assigned.error;
  await staff.auth.signOut();
  return trackingNumber;
}

/** Reports stored for the shipment and their photo counts, read as the superuser. */
function storedReports(stack: RunningStack, trackingNumber: string) {
  return withDb(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ photos: number }>(
      `select cardinality(photos) as photos from public.shipment_reports
        where shipment_id = $1 order by received_at`,
      [trackingNumber],
    );
    return rows.map((stored) => stored.photos);
  });
}

async function measure(stack: RunningStack, site: string): Promise<ScenarioResult> {
  const trackingNumber = await driverWithShipment(stack);
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const query = new URLSearchParams({ api: stack.apiUrl, key: stack.anonKey });
    await page.goto(`${site}/index.html?${query}`);
    await page.evaluate(({ email, password }) => window.bench.signIn(email, password), DRIVER);
    progress(SCENARIO, `making ${PHOTOS} camera photos of about 4 MB`);
    const originals = await page.evaluate(
      ({ count, bytes }) => window.bench.makePhotos(count, bytes),
      { count: PHOTOS, bytes: PHOTO_BYTES },
    );
    await page.evaluate(() => window.bench.startSender());

    // Request bodies to the API while counting is on (the sending phase of each round).
    let counting = false;
    const bodies: Promise<number>[] = [];
    page.on('requestfinished', (request: Request) => {
      if (counting && request.url().startsWith(stack.apiUrl)) {
        bodies.push(request.sizes().then((sizes) => sizes.requestBodySize));
      }
    });

    const sendMs: number[] = [];
    const straightMs: number[] = [];
    const processMs: number[] = [];
    let compressed: number[] = [];
    let sent = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      await context.setOffline(true);
      const captured = await page.evaluate((id) => window.bench.capture(id), trackingNumber);
      compressed = captured.sizes;
      processMs.push(captured.processMs);
      counting = true;
      const started = performance.now();
      await context.setOffline(false);
      await page.evaluate(() => window.bench.untilSent());
      sendMs.push(performance.now() - started);
      counting = false;
      sent += sum(await Promise.all(bodies.splice(0)));
      straightMs.push(await page.evaluate((id) => window.bench.uploadStraight(id), trackingNumber));
      progress(
        SCENARIO,
        `round ${round}: reconnect → accepted ${formatMs(sendMs.at(-1)!)} ms, ` +
          `straight ${formatMs(straightMs.at(-1)!)} ms`,
      );
    }
    const stored = await storedReports(stack, trackingNumber);
    if (stored.length !== ROUNDS || stored.some((photos) => photos !== PHOTOS)) {
      throw new Error(`stored reports (photos each): ${JSON.stringify(stored)}`);
    }
    const original = sum(originals) * ROUNDS;
    return {
      rows: [
        row(SCENARIO, 'original photo, mean', sum(originals) / PHOTOS / 1024, 'KiB'),
        row(SCENARIO, 'processed photo, mean', sum(compressed) / PHOTOS / 1024, 'KiB'),
        row(SCENARIO, 'bytes sent ÷ original bytes', ratioTo(sent, original), '×', {
          atMost: BYTES_RATIO_TARGET,
        }),
        row(SCENARIO, `reconnect → accepted, total of ${ROUNDS}`, sum(sendMs), 'ms'),
        row(SCENARIO, `straight uploads, total of ${ROUNDS}`, sum(straightMs), 'ms'),
        row(
          SCENARIO,
          'reconnect → accepted ÷ straight',
          ratioTo(sum(sendMs), sum(straightMs)),
          '×',
          { atMost: TIME_RATIO_TARGET },
        ),
      ],
      details: { originals, compressed, sentBytes: sent, sendMs, straightMs, processMs, stored },
    };
  } finally {
    await browser.close();
  }
}

export async function runDriverUpload(): Promise<ScenarioResult> {
  progress(SCENARIO, 'starting a throw-away stack and building the bench page');
  const stack = await benchStack();
  const folder = await tempFolder('driver-upload');
  try {
    await buildHarness(folder.dir);
    const host = await serveStatic(folder.dir, 'files-first');
    try {
      return await measure(stack, host.url);
    } finally {
      await host.close();
    }
  } finally {
    await folder.remove();
    await stack.stop();
  }
}
