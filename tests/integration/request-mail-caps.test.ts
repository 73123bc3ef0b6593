/**
 * Issue #48, "the form is no mail cannon", end to end on the stack with the worker: a flood of
 * requests from as many networks as it likes, to addresses a stranger chose, sends at most the
 * owner's hourly number of acknowledgements, none with a word the visitor typed; staff get at
 * most their hourly number of notices and then one digest for the hour; every request is still
 * stored and answered with its reference; and a customer's status e-mail queued behind the
 * flood is sent before the acknowledgements still waiting (the outbox's lanes).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminPath } from '#common/routes/admin-path';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { REQUEST_EMAIL_CAPS } from '../../src/features/staff/request-email-caps';
import { moveShipment, runWorker } from '../../test-support/email-worker';
import { type InboxMessage, messagesTo } from '../../test-support/inbox';
import { RAISE_REQUEST_EMAIL_CAPS_SQL } from '../../test-support/request-email-caps';
import { newAddress, owner, staff, visitor } from './clients';
import { contactShipment, endLeases, setEmailSettings } from './customer-email';
import { sql, stack } from './support';
import { forgetRequests, formTokens, submit, validRequest } from './transport-requests';

const SITE = 'http://127.0.0.1:5173';
const { acknowledgementsPerHour: ACKS, noticesPerHour: NOTICES } = REQUEST_EMAIL_CAPS;
const FLOOD = 100;
/** In every text a visitor types, to find any of it in what the flood made us send. */
const MARKER = 'Zq9Flood';
/** A phone number takes digits only: this one is the marker there. */
const PHONE = '+49 170 4242 4242';

let boss: ProjectClient;
let bossEmail: string;

beforeAll(async () => {
  boss = await owner();
  const { data } = await boss.auth.getUser();
  bossEmail = data.user?.email ?? '';
  // The owner's defaults, set as the owner sets them (the stack raised them for other files).
  const set = await boss.rpc('set_transport_request_settings', {
    keep_months: 6,
    spam_keep_days: 30,
    acknowledgements_per_hour: ACKS.default,
    notices_per_hour: NOTICES.default,
  });
  if (set.error) throw new Error(set.error.message);
  await setEmailSettings({ settle_seconds: 0, site_url: SITE });
});
beforeEach(forgetRequests);
afterAll(forgetRequests);
afterAll(() => sql(RAISE_REQUEST_EMAIL_CAPS_SQL));
afterAll(() => setEmailSettings({}));

/** Seconds left in the database's current UTC hour: the caps' window. */
async function hourSecondsLeft(): Promise<number> {
  const [row] = await sql<{ left: string }>(
    `select extract(epoch from date_trunc('hour', clock_timestamp(), 'UTC') + interval '1 hour'
                                 - clock_timestamp()) as left`,
  );
  return Number(row?.left);
}

/** The longest wellInsideAnHour waits; a test that calls it has this on top of its own time. */
const HOUR_CHANGE_WAIT_MS = 130_000;
const WITH_HOUR_CHANGE_WAIT = HOUR_CHANGE_WAIT_MS + 30_000;

/** A flood must fall in one hour: one that would run across the hour waits for the next. */
async function wellInsideAnHour(): Promise<void> {
  if ((await hourSecondsLeft()) > 120) return;
  await vi.waitFor(
    async () => {
      if ((await hourSecondsLeft()) < 3500) throw new Error('still in the old hour');
    },
    { timeout: HOUR_CHANGE_WAIT_MS, interval: 1000 },
  );
}

/** A request with the marker in every text the visitor types. */
function marked(email: string) {
  return validRequest({
    email,
    name: `${MARKER} Name`,
    company: `${MARKER} Company`,
    phone: PHONE,
    goods: `${MARKER} Goods`,
    listing_url: `https://example.com/${MARKER}`,
    message: `${MARKER} message\nBuy now: ${MARKER}`,
    pickup: {
      address: `${MARKER} Street 1`,
      postcode: `${MARKER}1`,
      town: `${MARKER} Town`,
      country: 'DE',
    },
    delivery: {
      address: `${MARKER} Road 2`,
      postcode: `${MARKER}2`,
      town: `${MARKER} City`,
      country: 'PL',
    },
  });
}

interface Answer {
  status: number;
  data: { reference: string; acknowledged: boolean } | null;
  detail: string | null;
}

/** One request per address, each from a network of its own, 20 at a time. */
async function flood(addresses: string[]): Promise<Answer[]> {
  const tokens = await formTokens(addresses.length);
  const answers: Answer[] = [];
  for (let start = 0; start < addresses.length; start += 20) {
    const batch = addresses.slice(start, start + 20);
    answers.push(
      ...(await Promise.all(
        batch.map(async (email, i) => {
          const answer = await submit(visitor(newAddress()), tokens[start + i]!, marked(email));
          return {
            status: answer.status,
            data: answer.data as Answer['data'],
            detail: answer.error?.details ?? null,
          };
        }),
      )),
    );
  }
  return answers;
}

interface Row {
  kind: string;
  to_address: string;
  status: string;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
  reference: string | null;
  payload: Record<string, unknown>;
}

const outbox = (kinds: string[]) =>
  sql<Row>(
    `select o.kind, o.to_address, o.status, o.last_error, o.sent_at, o.created_at, o.payload,
            r.reference
       from private.email_outbox o left join public.transport_requests r on r.id = o.request_id
      where o.kind = any($1) order by o.created_at, o.id`,
    [kinds],
  );

/** The worker run as pg_cron runs it, until a run finds nothing due. */
async function drain(): Promise<void> {
  await endLeases();
  for (let run = 0; run < 20; run += 1) {
    const { status, body } = await runWorker(stack.apiUrl, stack.serviceRoleKey);
    expect(status).toBe(200);
    if (body.claimed === 0) return;
  }
  throw new Error('the worker still found e-mails to send after 20 runs');
}

/** Every text part of a message, as a client would show it. */
const partsOf = (message: InboxMessage) => [message.Subject, message.Text, message.HTML];

describe('one mailbox written a hundred ways', () => {
  it(
    'takes three a day from any number of networks; the rest are refused before anything is sent',
    async () => {
      await wellInsideAnHour();
      const addresses = Array.from({ length: FLOOD }, (_, n) => `victim+${n}@example.com`);
      const answers = await flood(addresses);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(
        answers.filter((answer) => answer.status === 429 && answer.detail === 'address_limit'),
      ).toHaveLength(FLOOD - 3);
      expect((await outbox(['request_received'])).map((row) => row.status)).toEqual([
        'queued',
        'queued',
        'queued',
      ]);
    },
    WITH_HOUR_CHANGE_WAIT,
  );
});

describe('a flood to a hundred mailboxes from a hundred networks', () => {
  it(
    'sends the hourly number of acknowledgements without a word the visitor typed, one digest to staff, and the customer’s status e-mail first',
    async () => {
      await wellInsideAnHour();
      const addresses = Array.from(
        { length: FLOOD },
        (_, n) => `victim+${n}@mail${n}.flood.example`,
      );
      const answers = await flood(addresses);

      // Every request is stored and answered with its reference; the first ACKS are acknowledged.
      expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 200));
      expect(answers.filter((answer) => answer.data?.acknowledged)).toHaveLength(ACKS.default);
      const [stored] = await sql<{ n: number }>(
        `select count(*)::int as n from public.transport_requests where email like '%.flood.example'`,
      );
      expect(stored?.n).toBe(FLOOD);

      const acknowledgements = await outbox(['request_received']);
      expect(acknowledgements.filter((row) => row.status === 'queued')).toHaveLength(ACKS.default);
      const skipped = acknowledgements.filter((row) => row.status === 'cancelled');
      expect(skipped).toHaveLength(FLOOD - ACKS.default);
      expect(skipped.every((row) => row.last_error === 'hourly_limit')).toBe(true);
      // Staff see why on the request (its e-mails, "E-mailuri").
      const onRequest = await boss.rpc('transport_request_emails', {
        reference: skipped[0]?.reference ?? '',
      });
      expect(onRequest.error).toBeNull();
      expect(onRequest.data?.find((email) => email.kind === 'request_received')).toMatchObject({
        status: 'cancelled',
        last_error: 'hourly_limit',
        attempts: 0,
      });

      // The owner: NOTICES notices, then the rest in one digest row, waiting for the hour's end.
      const mine = (rows: Row[]) => rows.filter((row) => row.to_address === bossEmail);
      expect(mine(await outbox(['request_notice']))).toHaveLength(NOTICES.default);
      const digests = mine(await outbox(['request_digest']));
      expect(digests).toHaveLength(1);
      const notified = new Set(mine(await outbox(['request_notice'])).map((row) => row.reference));
      const unnotified = answers
        .map((answer) => answer.data?.reference ?? '')
        .filter((reference) => !notified.has(reference));
      expect(unnotified).toHaveLength(FLOOD - NOTICES.default);
      const digest = digests[0]!;
      expect(digest.payload.count).toBe(FLOOD - NOTICES.default);
      // The first 50 of them by name; the count says how many in all.
      const listed = digest.payload.references as string[];
      expect(listed).toHaveLength(50);
      expect(new Set(listed).size).toBe(50);
      expect(listed.every((reference) => unnotified.includes(reference))).toBe(true);
      expect(digest.status).toBe('queued');

      // A customer's status e-mail, queued after all of it.
      const shipment = await contactShipment(await staff());
      await moveShipment(await staff(), shipment.id, 'În tranzit', 'Viena');
      const [status] = await sql<{ id: string; created_at: Date }>(
        `select id, created_at from private.email_outbox where shipment_id = $1 and kind = 'status'`,
        [shipment.id],
      );
      expect(status).toBeDefined();
      const waiting = (await outbox(['request_received'])).filter((row) => row.status === 'queued');
      expect(waiting).toHaveLength(ACKS.default);
      expect(waiting.every((row) => row.created_at < status!.created_at)).toBe(true);

      await drain();
      const [statusSent] = await sql<{ status: string; sent_at: Date }>(
        'select status, sent_at from private.email_outbox where id = $1',
        [status!.id],
      );
      expect(statusSent?.status).toBe('sent');
      const acknowledged = (await outbox(['request_received'])).filter(
        (row) => row.status === 'sent',
      );
      expect(acknowledged).toHaveLength(ACKS.default);
      // Sent before every acknowledgement that was waiting when it was queued.
      const firstAcknowledgement = Math.min(...acknowledged.map((row) => row.sent_at!.getTime()));
      expect(statusSent!.sent_at.getTime()).toBeLessThan(firstAcknowledgement);

      // What arrived at the addresses the flood typed: the acknowledged ones, nothing typed.
      const delivered = (
        await Promise.all(addresses.map((address) => messagesTo(stack.inboxUrl, address)))
      ).flat();
      expect(delivered).toHaveLength(ACKS.default);
      for (const message of delivered) {
        for (const part of partsOf(message)) {
          expect(part).not.toContain(MARKER);
          expect(part.replace(/\D/g, '')).not.toContain('4942424242');
        }
        expect(message.Text).toContain('?ref=A-');
      }

      // The hour ends: the owner's one digest goes, with the references and the staff list.
      await sql(
        `update private.email_outbox set next_attempt_at = now() where kind = 'request_digest'`,
      );
      await drain();
      const toBoss = await messagesTo(stack.inboxUrl, bossEmail);
      const digestMails = toBoss.filter((message) =>
        message.Subject.startsWith('Cereri noi peste limita de notificări'),
      );
      expect(digestMails).toHaveLength(1);
      expect(digestMails[0]?.Text).toContain(
        `\nCereri fără notificare: ${FLOOD - NOTICES.default}\n`,
      );
      expect(digestMails[0]?.Text).toContain(`\nReferințe: ${listed.join(', ')} și încă 40\n`);
      expect(digestMails[0]?.Text).toContain(`${SITE}${adminPath('requests')}\n`);
      // And never one e-mail per request: the notices within the cap, nothing more.
      const notices = toBoss.filter((message) => message.Subject.startsWith('Cerere nouă'));
      expect(notices).toHaveLength(NOTICES.default);
      // The staff notices keep the details (the marker was there to be found).
      expect(notices[0]?.Text).toContain(MARKER);
    },
    HOUR_CHANGE_WAIT_MS + 110_000,
  );
});

describe('the caps', () => {
  it('are what the staff screen offers: defaults and range in the database', async () => {
    const defaults = await sql<{ column_name: string; column_default: string }>(
      `select column_name, column_default from information_schema.columns
        where table_schema = 'private' and table_name = 'transport_request_settings'
          and column_name in ('acknowledgements_per_hour', 'notices_per_hour')
        order by column_name`,
    );
    expect(defaults).toEqual([
      { column_name: 'acknowledgements_per_hour', column_default: String(ACKS.default) },
      { column_name: 'notices_per_hour', column_default: String(NOTICES.default) },
    ]);
    const checks = await sql<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'private.transport_request_settings'::regclass
          and conname in ('transport_request_settings_acknowledgements_per_hour',
                          'transport_request_settings_notices_per_hour')
        order by conname`,
    );
    expect(checks.map((check) => check.definition)).toEqual([
      `CHECK (((acknowledgements_per_hour >= ${ACKS.min}) AND (acknowledgements_per_hour <= ${ACKS.max})))`,
      `CHECK (((notices_per_hour >= ${NOTICES.min}) AND (notices_per_hour <= ${NOTICES.max})))`,
    ]);
  });

  it(
    'at 0: no acknowledgement (the page says so), every notice in the digest',
    async () => {
      await wellInsideAnHour();
      const set = await boss.rpc('set_transport_request_settings', {
        keep_months: 6,
        spam_keep_days: 30,
        acknowledgements_per_hour: 0,
        notices_per_hour: 0,
      });
      expect(set.error).toBeNull();
      try {
        const answers = await flood(['zero.one@example.org', 'zero.two@example.org']);
        expect(answers.map((answer) => answer.data?.acknowledged)).toEqual([false, false]);
        expect((await outbox(['request_received'])).map((row) => row.status)).toEqual([
          'cancelled',
          'cancelled',
        ]);
        expect(await sql('select count(*)::int as n from private.transport_request_keys')).toEqual([
          { n: 0 },
        ]);
        const mine = (await outbox(['request_notice', 'request_digest'])).filter(
          (row) => row.to_address === bossEmail,
        );
        expect(mine.map((row) => [row.kind, row.payload.count])).toEqual([['request_digest', 2]]);
        // Spam is answered alike.
        const [token = ''] = await formTokens(1);
        const spam = await submit(visitor(newAddress()), token, validRequest({ website: 'x' }));
        expect(spam.data).toMatchObject({ acknowledged: false });
      } finally {
        await boss.rpc('set_transport_request_settings', {
          keep_months: 6,
          spam_keep_days: 30,
          acknowledgements_per_hour: ACKS.default,
          notices_per_hour: NOTICES.default,
        });
      }
    },
    WITH_HOUR_CHANGE_WAIT,
  );
});

describe('the outbox’s lanes', () => {
  /** claim_outbox_emails(50) three times in a transaction that is rolled back: kinds claimed. */
  async function claims(prepare: string): Promise<string[][]> {
    return withClient(stack.superuserDbUrl, async (client) => {
      await client.query('begin');
      try {
        // Only this test's e-mails: everything else as if sent.
        await client.query(
          `update private.email_outbox set status = 'sent'
            where status <> 'sent' and coalesce(shipment_id, '') <> $1
              and coalesce(to_address, '') not like '%@lanes.example'`,
          [shipmentId],
        );
        await client.query(prepare);
        const rounds: string[][] = [];
        for (let round = 0; round < 3; round += 1) {
          const { rows } = await client.query<{ kind: string }>(
            'select kind from private.claim_outbox_emails(50)',
          );
          rounds.push(rows.map((row) => row.kind));
        }
        return rounds;
      } finally {
        await client.query('rollback');
      }
    });
  }

  let shipmentId = '';

  beforeEach(async () => {
    const desk = await staff();
    const sent = await flood(Array.from({ length: 12 }, (_, n) => `lane${n}@lanes.example`));
    expect(sent.every((answer) => answer.data?.acknowledged)).toBe(true);
    shipmentId = (await contactShipment(desk)).id;
    await moveShipment(desk, shipmentId, 'În tranzit', 'Viena');
  });

  it('claims shipments’ e-mails first, and the request lane only once they are out of hand', async () => {
    // Round 1: the status e-mail alone (queued last); rounds 2 and 3: it is in hand, so nothing.
    expect(await claims('select 1')).toEqual([['status'], [], []]);
    // Once it is sent: the 12 acknowledgements, oldest first.
    expect(
      await claims(
        `update private.email_outbox set status = 'sent' where shipment_id = '${shipmentId}'`,
      ),
    ).toEqual([Array<string>(12).fill('request_received'), [], []]);
  });
});
