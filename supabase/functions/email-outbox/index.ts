// The customer e-mail worker (issue #26): takes due rows of the outbox the database fills in
// the same transaction as each change, and hands them to the mail server. Runs every minute on
// hosted (pg_cron + pg_net, see the migration) and every few seconds in the local stack.
//
// Per row: begin (claimed → sending; false = someone else has it, skip), render, send, finish.
// begin and finish carry the claim_token this run's claim handed out: a run whose lease ran out
// and whose row another run claimed again can neither start nor record that row.
// A worker that dies after the mail server took a message but before finish leaves the row
// `sending`; the next claim after its lease marks it failed "interrupted" instead of sending it
// again (no second copy; staff can send it again). The Message-ID is the row's own, so an HTTP
// API that deduplicates by Idempotency-Key drops a repeat as well.
//
// Only the service role may run it: the caller's bearer must be this project's service key.
import { createClient } from '@supabase/supabase-js';

import { COMPANY } from '../../../src/lib/company-facts.ts';
import { createMailer, type Mailer, mailerConfig, SEND_PARALLEL } from '../_shared/email/mailer.ts';
import { type OutboxEmail, outgoingEmail } from '../_shared/email/outbox.ts';

const BATCH = 50;
/** Stop claiming after this long; the next run takes the rest (hosted limits a run's time). */
const RUN_BUDGET_MS = 25_000;

function sameSecret(given: string, expected: string): boolean {
  if (expected === '' || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) {
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

interface Tally {
  claimed: number;
  sent: number;
  retry: number;
  failed: number;
  skipped: number;
}

Deno.serve(async (request) => {
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const bearer = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(bearer, serviceKey)) {
    return Response.json({ code: 'unauthorized', message: 'service role only' }, { status: 401 });
  }
  if (request.method !== 'POST')
    return Response.json({ code: 'method_not_allowed' }, { status: 405 });

  const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
  const db = createClient(supabaseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  let mailer: Mailer;
  try {
    mailer = createMailer(mailerConfig((name) => Deno.env.get(name)));
  } catch (error) {
    return Response.json({ code: 'not_configured', message: String(error) }, { status: 500 });
  }
  const from = Deno.env.get('EMAIL_FROM') || `${COMPANY.shortName} <${COMPANY.email}>`;
  const tally: Tally = { claimed: 0, sent: 0, retry: 0, failed: 0, skipped: 0 };

  const finish = async (row: OutboxEmail, error: string | null, permanent: boolean) => {
    const done = await db.rpc('finish_outbox_email', {
      id: row.id,
      claim_token: row.claim_token,
      error,
      permanent,
    });
    if (done.error) throw new Error(`finish_outbox_email: ${done.error.message}`);
  };

  const handle = async (row: OutboxEmail) => {
    const begun = await db.rpc('begin_outbox_email', {
      id: row.id,
      claim_token: row.claim_token,
    });
    if (begun.error) throw new Error(`begin_outbox_email: ${begun.error.message}`);
    if (begun.data !== true) {
      tally.skipped += 1;
      return;
    }
    let email;
    try {
      email = await outgoingEmail(row, { from, supabaseUrl });
    } catch (error) {
      tally.failed += 1;
      await finish(row, `render: ${String(error)}`.slice(0, 500), true);
      return;
    }
    const result = await mailer.send(email);
    if (result.ok) tally.sent += 1;
    else if (result.permanent) tally.failed += 1;
    else tally.retry += 1;
    await finish(row, result.ok ? null : result.error, result.ok ? false : result.permanent);
  };

  const started = Date.now();
  try {
    while (Date.now() - started < RUN_BUDGET_MS) {
      const claimed = await db.rpc('claim_outbox_emails', { batch_size: BATCH });
      if (claimed.error) throw new Error(`claim_outbox_emails: ${claimed.error.message}`);
      const rows = (claimed.data ?? []) as OutboxEmail[];
      tally.claimed += rows.length;
      const queue = [...rows];
      await Promise.all(
        Array.from({ length: Math.min(SEND_PARALLEL, rows.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) await handle(row);
        }),
      );
      // A row sent back for a retry is not due again within this run, so a short batch means
      // nothing more is due now.
      if (rows.length < BATCH) break;
    }
  } catch (error) {
    return Response.json(
      { code: 'worker_error', message: String(error), ...tally },
      { status: 500 },
    );
  } finally {
    mailer.close();
  }
  return Response.json(tally);
});
