/**
 * Scenario "transport request" (issue #36), on a throw-away stack:
 *
 * 1. Submitting a request (POST /rest/v1/rpc/submit_transport_request, as the request page
 *    sends it) against a bare anonymous RPC (POST /rest/v1/rpc/transport_request_form: one
 *    HMAC, no table), in turns, REQUESTS rounds, p99 against p99. Each round comes from a
 *    loopback address in a /24 network of its own with its own e-mail address, so no limit
 *    refuses it (the limits are the integration tests' business), and both calls of a round
 *    open a connection from that address the same way. The form tokens are fetched first and
 *    are at least the 3 s old the database asks for when the submissions start.
 * 2. The e-mails those requests queued (an acknowledgement each, a notice per staff account
 *    that wants them: exactly one here) delivered by the email-outbox worker, against the very
 *    same rows rendered and sent straight by the same mailer, in two halves, straight, queued,
 *    queued, straight (bench/outbox-delivery.ts compareDelivery).
 */
import { fetchFrom } from '../dev-support/loopback-client';
import type { RunningStack } from '../local-stack/stack';
import { sampleRequest } from '../src/testing/sample-request';
import type { OutboxEmail } from '../supabase/functions/_shared/email/outbox.ts';
import { compareDelivery } from './outbox-delivery';
import { progress, row, type ScenarioResult } from './report';
import { formatMs, ratioTo, summarize } from './stats';
import { benchStack, SEED_STAFF_ID, timed, withDb } from './support';

const SCENARIO = 'transport request';
const REQUESTS = 1_000;
const WARMUP_REQUESTS = 10;
const SUBMIT_RATIO_TARGET = 1.5;
const DELIVERY_RATIO_TARGET = 1.5;
/** The database refuses a form token younger than this (issue #36). */
const TOKEN_MIN_AGE_MS = 3_000;
const LANGS = ['de', 'en', 'fr', 'it', 'es', 'nl', 'pl'] as const;

/** Round `i`'s own client: 127.<1 + i / 250>.<i % 250>.1, a /24 network of its own. */
function clientAddress(i: number): string {
  return `127.${1 + Math.floor(i / 250)}.${i % 250}.1`;
}

/** A request as the page sends it: a tractor from Bavaria to Lyon, a little over width. */
function request(i: number, label: string) {
  return sampleRequest({
    name: `Bench Kunde ${i}`,
    email: `${label}-${i}@example.com`,
    language: LANGS[i % LANGS.length],
    goods: 'Fendt 1050 Vario',
    length_m: 6.2,
    height_m: 3.6,
    weight_kg: 14_000,
    pickup: { address: null, postcode: '84130', town: 'Dingolfing', country: 'DE' },
    delivery: { address: null, postcode: '69001', town: 'Lyon', country: 'FR' },
    message: 'Bitte mit Tieflader.',
  });
}

interface Rpc {
  ms: number;
  status: number;
  body: string;
}

async function rpc(stack: RunningStack, address: string, name: string, args: object) {
  const { ms, result } = await timed(async () => {
    const response = await fetchFrom(address)(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    return { status: response.status, body: await response.text() };
  });
  return { ms, ...result } satisfies Rpc;
}

async function formToken(stack: RunningStack, address: string): Promise<string> {
  const answer = await rpc(stack, address, 'transport_request_form', {});
  if (answer.status !== 200)
    throw new Error(`transport_request_form: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

/** Tokens for `count` rounds from `first` on, aged until the database takes them. */
async function agedTokens(stack: RunningStack, first: number, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = first; i < first + count; i += 1) {
    tokens.push(await formToken(stack, clientAddress(i)));
  }
  const lastIssued = Date.now();
  // A rule of the database, not a guess: the last token must be TOKEN_MIN_AGE_MS old.
  await new Promise((resolve) =>
    setTimeout(resolve, TOKEN_MIN_AGE_MS + 100 - (Date.now() - lastIssued)),
  );
  return tokens;
}

/** `count` rounds from `first` on: the bare call, then the submission, from the round's client. */
async function submitRounds(stack: RunningStack, first: number, count: number, label: string) {
  const tokens = await agedTokens(stack, first, count);
  const samples = { bare: [] as number[], submit: [] as number[] };
  for (let n = 0; n < count; n += 1) {
    const i = first + n;
    const address = clientAddress(i);
    const bare = await rpc(stack, address, 'transport_request_form', {});
    if (bare.status !== 200) throw new Error(`transport_request_form: ${bare.status} ${bare.body}`);
    const submit = await rpc(stack, address, 'submit_transport_request', {
      form_token: tokens[n],
      request: request(i, label),
    });
    if (submit.status !== 200) {
      throw new Error(`submit_transport_request: ${submit.status} ${submit.body}`);
    }
    samples.bare.push(bare.ms);
    samples.submit.push(submit.ms);
  }
  return samples;
}

/** The queued rows as the worker's claim would hand them out, for the straight side. */
async function queuedRows(stack: RunningStack): Promise<OutboxEmail[]> {
  return withDb(stack.superuserDbUrl, async (client) => {
    const { rows } = await client.query<OutboxEmail>(
      `select o.id, o.kind, o.party, o.language, o.to_address, o.message_id, o.payload,
              null as unsubscribe_token, null as unsubscribe_url,
              rtrim(s.site_url, '/') as site_url, 0 as attempts,
              gen_random_uuid() as claim_token
         from private.email_outbox o, private.email_settings s
        where o.status = 'queued'
        order by o.created_at, o.id`,
    );
    return rows;
  });
}

/** Makes `rows` due now, or holds them back a day. */
async function setDue(stack: RunningStack, rows: OutboxEmail[], due: boolean): Promise<void> {
  await withDb(stack.superuserDbUrl, (client) =>
    client.query(
      `update private.email_outbox
          set next_attempt_at = case when $2 then now() else now() + interval '1 day' end
        where id = any($1::uuid[])`,
      [rows.map((row) => row.id), due],
    ),
  );
}

/**
 * Exactly one staff account (the demo owner) gets the notices, so each request queues two; the
 * hourly caps (issue #48) at their highest, 1,000, which the measured requests fill exactly.
 */
async function oneNoticeReader(stack: RunningStack): Promise<void> {
  await withDb(stack.superuserDbUrl, async (client) => {
    await client.query('update private.staff set request_notices = (user_id = $1)', [
      SEED_STAFF_ID,
    ]);
    await client.query(
      `update private.transport_request_settings
          set acknowledgements_per_hour = $1, notices_per_hour = $1`,
      [REQUESTS],
    );
  });
}

/** The warm-up's e-mails dated an hour back: the caps count only the measured requests'. */
async function outsideTheHour(stack: RunningStack, rows: Array<{ id: string }>): Promise<void> {
  await withDb(stack.superuserDbUrl, (client) =>
    client.query(
      `update private.email_outbox set created_at = created_at - interval '1 hour'
        where id = any($1::uuid[])`,
      [rows.map((row) => row.id)],
    ),
  );
}

export async function runTransportRequest(): Promise<ScenarioResult> {
  const stack = await benchStack();
  try {
    const inboxUrl = stack.inboxUrl;
    if (!inboxUrl) throw new Error('[inbucket] is disabled: no catcher to deliver to');
    await oneNoticeReader(stack);

    // Warm-up of both calls and both delivery paths.
    await submitRounds(stack, 0, WARMUP_REQUESTS, 'warm');
    const warmRows = await queuedRows(stack);
    await setDue(stack, warmRows, false);
    await outsideTheHour(stack, warmRows);

    const samples = await submitRounds(stack, WARMUP_REQUESTS, REQUESTS, 'bench');
    const bare = summarize(samples.bare);
    const submit = summarize(samples.submit);
    progress(
      SCENARIO,
      `submit p50 ${formatMs(submit.p50)} ms, p99 ${formatMs(submit.p99)} ms; ` +
        `bare p50 ${formatMs(bare.p50)} ms, p99 ${formatMs(bare.p99)} ms`,
    );

    const warmIds = new Set(warmRows.map((row) => row.id));
    const rows = (await queuedRows(stack)).filter((row) => !warmIds.has(row.id));
    const halves: [OutboxEmail[], OutboxEmail[]] = [
      rows.slice(0, rows.length / 2),
      rows.slice(rows.length / 2),
    ];
    // Both halves wait until their turn: the worker takes only the half made due.
    await setDue(stack, rows, false);
    const sent = await compareDelivery(stack, inboxUrl, {
      warmup: warmRows,
      queueWarmup: () => setDue(stack, warmRows, true),
      straightRows: halves,
      queueHalf: (half) => setDue(stack, halves[half], true),
    });
    progress(
      SCENARIO,
      `${rows.length} straight: ${sent.straightMs.toFixed(0)} ms, queued: ${sent.queuedMs.toFixed(0)} ms`,
    );

    return {
      rows: [
        row(SCENARIO, 'bare anonymous RPC p99, ms', bare.p99, 'ms'),
        row(SCENARIO, 'submit p99, ms', submit.p99, 'ms'),
        row(SCENARIO, 'submit p99 ÷ bare p99', ratioTo(submit.p99, bare.p99), 'ratio', {
          atMost: SUBMIT_RATIO_TARGET,
        }),
        row(SCENARIO, `e-mails queued by ${REQUESTS} requests`, rows.length, 'count', {
          exactly: 2 * REQUESTS,
        }),
        row(SCENARIO, 'sent straight (render + send), ms', Math.round(sent.straightMs), 'ms'),
        row(SCENARIO, 'queued → inbox by the worker, ms', Math.round(sent.queuedMs), 'ms'),
        row(SCENARIO, 'queued ÷ straight', ratioTo(sent.queuedMs, sent.straightMs), 'ratio', {
          atMost: DELIVERY_RATIO_TARGET,
        }),
        row(SCENARIO, 'queued e-mails in the inbox', sent.queuedArrived, 'count', {
          exactly: rows.length,
        }),
        row(SCENARIO, 'straight e-mails in the inbox', sent.straightArrived, 'count', {
          exactly: rows.length,
        }),
      ],
      details: {
        requests: REQUESTS,
        bare,
        submit,
        sent,
      },
    };
  } finally {
    await stack.stop();
  }
}
