/**
 * Scenario "customer e-mail" (issue #26), on a throw-away stack:
 *
 * 1. 1,000 status e-mails queued in the outbox, delivered to the local mail catcher by the
 *    email-outbox worker (claim, then per e-mail render → finish the previous and begin → send;
 *    called as pg_cron would until nothing is queued), as a ratio to the same 1,000 rendered
 *    and sent straight by the same mailer code (supabase/functions/email-outbox/email) with the
 *    same parallelism, from a child process (bench/email-sender.ts), in the same run. After a
 *    warm-up of both paths, in two halves of 500, straight, queued, queued, straight
 *    (bench/outbox-delivery.ts compareDelivery), so a drift of the machine weighs on both.
 *    Both sides render in a process of their own; the catcher parses in the main process.
 * 2. A status change (save_shipment with a route entry, through the gateway as staff make it)
 *    on a shipment whose recipient gets status e-mails, as a ratio of medians to one on a
 *    shipment without; interleaved, fresh shipments per phase. Twice: with the default
 *    settle time (the second change within it updates the queued row) and with 0 and the
 *    hourly cap at its highest (every change writes a new row: the changes are spread over
 *    SHIPMENTS_PER_PHASE shipments, so none reaches the cap, where changes would merge again).
 */
import { nodeSupabaseClient, type ProjectClient } from '../dev-support/node-supabase-client';
import type { RunningStack } from '../local-stack/stack';
import { SEND_PARALLEL } from '../supabase/functions/email-outbox/email/mailer.ts';
import type { OutboxEmail } from '../supabase/functions/email-outbox/email/outbox.ts';
import { compareDelivery } from './outbox-delivery';
import { progress, row, type ScenarioResult } from './report';
import { median, ratioTo } from './stats';
import { benchStack, timed, withDb } from './support';

const SCENARIO = 'customer e-mail';
const EMAILS = 1_000;
const WARMUP_EMAILS = 20;
const CHANGES = 150;
/** Shipments per phase and kind: CHANGES / 3 = 50 changes each, under the cap of 60 an hour. */
const SHIPMENTS_PER_PHASE = 3;
const HIGHEST_HOURLY_CAP = 60;
const DELIVERY_RATIO_TARGET = 1.5;
const CHANGE_RATIO_TARGET = 1.3;
const LANGS = ['de', 'en', 'fr', 'it', 'es', 'nl', 'pl'];

/** `count` queued status e-mails for the seeded shipment, due now, as the trigger writes them. */
async function queue(stack: RunningStack, count: number, label: string): Promise<void> {
  await withDb(stack.superuserDbUrl, (client) =>
    client.query(
      `insert into private.email_outbox
         (shipment_id, shipment_created_at, party, kind, language, to_address, payload, created_by)
       select s.id, s.created_at, 'recipient', 'status', ($3::text[])[1 + i % 7],
              $2 || '-' || i || '@example.com',
              jsonb_build_object('tracking_number', s.id, 'status', 'În tranzit',
                'location', 'Lyon', 'at', now(), 'expected_from', '2026-12-01',
                'expected_to', '2026-12-03'),
              'bench'
         from generate_series(1, $1) i,
              (select id, created_at from public.shipments order by created_at limit 1) s`,
      [count, label, LANGS],
    ),
  );
}

/** The rows the outbox would hand out for the e-mails `queue` writes, for the straight side. */
function statusRows(count: number, label: string): OutboxEmail[] {
  const token = 'x'.repeat(43);
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      kind: 'status',
      party: 'recipient',
      language: LANGS[i % LANGS.length] ?? 'en',
      to_address: `${label}-${i}@example.com`,
      message_id: `<${label}-${i}@transport-site.invalid>`,
      payload: {
        tracking_number: '482913',
        status: 'În tranzit',
        location: 'Lyon',
        at: new Date().toISOString(),
        expected_from: '2026-12-01',
        expected_to: '2026-12-03',
      },
      unsubscribe_token: token,
      unsubscribe_url: `http://127.0.0.1:5173/en/unsubscribe?token=${token}`,
      site_url: 'http://127.0.0.1:5173',
      attempts: 0,
      claim_token: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
    };
  });
}

async function delivery(stack: RunningStack, inboxUrl: string) {
  const half = EMAILS / 2;
  const sent = await compareDelivery(stack, inboxUrl, {
    warmup: statusRows(WARMUP_EMAILS, 'warm-straight'),
    queueWarmup: () => queue(stack, WARMUP_EMAILS, 'warm'),
    straightRows: [statusRows(half, 'straight-a'), statusRows(half, 'straight-b')],
    queueHalf: (which) => queue(stack, half, which === 0 ? 'queued-a' : 'queued-b'),
  });
  progress(
    SCENARIO,
    `${EMAILS} straight: ${sent.straightMs.toFixed(0)} ms, ${EMAILS} queued: ` +
      `${sent.queuedMs.toFixed(0)} ms (${sent.straightArrived} and ${sent.queuedArrived} in the inbox)`,
  );
  return sent;
}

async function shipment(desk: ProjectClient, notify: boolean, n: number): Promise<string> {
  const id = `BENCH-MAIL-${notify ? 'ON' : 'OFF'}-${Date.now().toString(36)}-${n}`;
  const { error } = await desk.rpc('create_shipment', {
    shipment: {
      id,
      shippername: 'Landtechnik Huber GmbH',
      recipientname: 'Ferme Dubois',
      recipientemail: 'ferme@example.fr',
      recipientlanguage: 'fr',
      notifyrecipient: notify,
    },
    first_location: 'Dingolfing',
  });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return id;
}

/**
 * Medians of CHANGES status changes on shipments whose recipient is notified and on ones
 * without, interleaved, taking turns over SHIPMENTS_PER_PHASE of each.
 */
async function changes(desk: ProjectClient) {
  const ids = { on: [] as string[], off: [] as string[] };
  for (let n = 0; n < SHIPMENTS_PER_PHASE; n += 1) {
    ids.on.push(await shipment(desk, true, n));
    ids.off.push(await shipment(desk, false, n));
  }
  const versions: Record<string, string> = {};
  for (const id of [...ids.on, ...ids.off]) {
    const { data, error } = await desk.from('shipments').select('updated_at').eq('id', id).single();
    if (error) throw new Error(error.message);
    versions[id] = data.updated_at;
  }
  const samples = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < CHANGES; i += 1) {
    const order: Array<'on' | 'off'> = i % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
    for (const which of order) {
      const id = ids[which][i % SHIPMENTS_PER_PHASE] ?? '';
      const { ms, result } = await timed(async () =>
        desk
          .rpc('save_shipment', {
            tracking_number: id,
            expected_updated_at: versions[id] ?? '',
            changes: {},
            event_status: i % 2 === 0 ? 'În tranzit' : 'Probleme',
            event_location: `Lyon ${i}`,
          })
          .single<{ updated_at: string }>(),
      );
      if (result.error) throw new Error(`${result.error.code} ${result.error.message}`);
      versions[id] = result.data.updated_at;
      samples[which].push(ms);
    }
  }
  return { on: median(samples.on), off: median(samples.off) };
}

/** Settle time 0 and the hourly cap at its highest: every change its own row. */
async function writeARowPerChange(stack: RunningStack): Promise<void> {
  await withDb(stack.superuserDbUrl, (client) =>
    client.query(
      'update private.email_settings set settle_seconds = 0, status_emails_per_hour = $1',
      [HIGHEST_HOURLY_CAP],
    ),
  );
}

export async function runCustomerEmail(): Promise<ScenarioResult> {
  const stack = await benchStack();
  try {
    if (!stack.inboxUrl) throw new Error('[inbucket] is disabled: no catcher to deliver to');
    const sent = await delivery(stack, stack.inboxUrl);
    const desk = nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
    const settled = await changes(desk);
    await writeARowPerChange(stack);
    const unsettled = await changes(desk);
    const deliveryRatio = ratioTo(sent.queuedMs, sent.straightMs);
    return {
      rows: [
        row(
          SCENARIO,
          `${EMAILS} sent straight (render + send), ms`,
          Math.round(sent.straightMs),
          'ms',
        ),
        row(
          SCENARIO,
          `${EMAILS} queued → inbox by the worker, ms`,
          Math.round(sent.queuedMs),
          'ms',
        ),
        row(SCENARIO, `queued ÷ straight`, deliveryRatio, 'ratio', {
          atMost: DELIVERY_RATIO_TARGET,
        }),
        row(SCENARIO, `queued e-mails in the inbox`, sent.queuedArrived, 'count', {
          exactly: EMAILS,
        }),
        row(SCENARIO, 'status change, notifications off, median', settled.off, 'ms'),
        row(SCENARIO, 'status change, notifications on, median', settled.on, 'ms'),
        row(
          SCENARIO,
          'status change on ÷ off (settle 45 s: coalesced)',
          ratioTo(settled.on, settled.off),
          'ratio',
          {
            atMost: CHANGE_RATIO_TARGET,
          },
        ),
        row(
          SCENARIO,
          'status change on ÷ off (settle 0: a row per change)',
          ratioTo(unsettled.on, unsettled.off),
          'ratio',
          {
            atMost: CHANGE_RATIO_TARGET,
          },
        ),
      ],
      details: {
        emails: EMAILS,
        parallel: SEND_PARALLEL,
        changes: CHANGES,
        sent,
        settled,
        unsettled,
      },
    };
  } finally {
    await stack.stop();
  }
}
