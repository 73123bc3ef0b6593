// The customer e-mail worker (issue #26): takes due rows of the outbox the database fills in
// the same transaction as each change, and hands them to the mail server. Runs every minute on
// hosted (pg_cron + pg_net, see the migration) and every few seconds in the local stack.
//
// SEND_PARALLEL lanes take the claimed rows in turn (the next batch is claimed when the rows run
// out). Per row a lane renders, then makes one call, finish_and_begin_outbox_email: the outcome
// of the row it handed over last, and the begin of this one (claimed → sending, the attempt
// counted; false = someone else has it, skip) — then hands it over. A lane's first row is begun
// alone (begin_outbox_email), its last outcome recorded alone (finish_outbox_email). One call
// per e-mail instead of two: each call is a round trip through the gateway and PostgREST that
// costs far more than the SQL it runs (20261127130000).
// A row is marked `sending` only in the call right before it is handed over, never ahead: a
// worker that dies leaves the rows it had not reached `claimed`, claimed again after the lease.
// begin and finish carry the claim_token this run's claim handed out: a run whose lease ran out
// and whose row another run claimed again can neither start nor record that row.
// A worker that dies after the mail server took a message but before its outcome is recorded
// leaves the row `sending`; the next claim after its lease marks it failed "interrupted" instead
// of sending it again (no second copy; staff can send it again; a late success is still
// recorded). The Message-ID is the row's own, so an HTTP API that deduplicates by
// Idempotency-Key drops a repeat as well.
//
// Only the service role may run it: the caller's bearer must be this project's service key.
import { COMPANY } from '#common/company-facts.ts';
import {
  createMailer,
  type Mailer,
  mailerConfig,
  type OutgoingEmail,
  SEND_PARALLEL,
} from './email/mailer.ts';
import { type OutboxEmail, outgoingEmail } from './email/outbox.ts';
import { refuseAllButScheduler } from '../_shared/service-role.ts';
import { createSupabaseClient } from '../_shared/supabase-client.ts';

const BATCH = 50;
/** Stop claiming after this long; the next run takes the rest (hosted limits a run's time). */
const RUN_BUDGET_MS = 25_000;

/** A row handed over (or given up before), until its lane records the outcome. */
interface Outcome {
  row: OutboxEmail;
  error: string | null;
  permanent: boolean;
}

interface Tally {
  claimed: number;
  sent: number;
  retry: number;
  failed: number;
  skipped: number;
}

Deno.serve(async (request) => {
  const refused = refuseAllButScheduler(request);
  if (refused) return refused;

  const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
  const db = createSupabaseClient('service_role');
  let mailer: Mailer;
  try {
    mailer = createMailer(mailerConfig((name) => Deno.env.get(name)));
  } catch (error) {
    return Response.json({ code: 'not_configured', message: String(error) }, { status: 500 });
  }
  const from = Deno.env.get('EMAIL_FROM') || `${COMPANY.shortName} <${COMPANY.email}>`;
  const tally: Tally = { claimed: 0, sent: 0, retry: 0, failed: 0, skipped: 0 };

  /**
   * A lane's one call between two rows: records the outcome of `done` and begins `next`; true
   * when `next` may be handed over. A lane's first row has no `done`, its end no `next`.
   */
  const step = async (done: Outcome | null, next: OutboxEmail | null): Promise<boolean> => {
    // A sent row's error goes as null; the generated types cannot say an argument may be null.
    const outcome = done && { error: done.error as string, permanent: done.permanent };
    let name: 'finish_and_begin_outbox_email' | 'begin_outbox_email' | 'finish_outbox_email';
    let called: { data: boolean | undefined | null; error: { message: string } | null };
    if (done && next && outcome) {
      name = 'finish_and_begin_outbox_email';
      called = await db.rpc(name, {
        finish_id: done.row.id,
        finish_claim_token: done.row.claim_token,
        next_id: next.id,
        next_claim_token: next.claim_token,
        ...outcome,
      });
    } else if (next) {
      name = 'begin_outbox_email';
      called = await db.rpc(name, { id: next.id, claim_token: next.claim_token });
    } else if (done && outcome) {
      name = 'finish_outbox_email';
      called = await db.rpc(name, {
        id: done.row.id,
        claim_token: done.row.claim_token,
        ...outcome,
      });
    } else {
      return false;
    }
    if (called.error) throw new Error(`${name}: ${called.error.message}`);
    return next !== null && called.data === true;
  };

  const started = Date.now();
  const queue: OutboxEmail[] = [];
  /** False once a claim came back short or the run's time is up: nothing more to claim. */
  let more = true;
  let claiming: Promise<void> | undefined;
  let failure: unknown;

  const claim = async () => {
    if (Date.now() - started >= RUN_BUDGET_MS) {
      more = false;
      return;
    }
    const claimed = await db.rpc('claim_outbox_emails', { batch_size: BATCH });
    if (claimed.error) throw new Error(`claim_outbox_emails: ${claimed.error.message}`);
    const rows = (claimed.data ?? []) as OutboxEmail[];
    tally.claimed += rows.length;
    queue.push(...rows);
    // A row sent back for a retry is not due again within this run, so a short batch means
    // nothing more is due now.
    if (rows.length < BATCH) more = false;
  };

  /** A lane's next row: from this run's claims, claiming the next batch when they run out. */
  const nextRow = async (): Promise<OutboxEmail | undefined> => {
    while (queue.length === 0 && more && failure === undefined) {
      claiming ??= claim().finally(() => {
        claiming = undefined;
      });
      await claiming;
    }
    return failure === undefined ? queue.shift() : undefined;
  };

  const lane = async () => {
    /** The row this lane handed over last, until its outcome is recorded. */
    let done: Outcome | null = null;
    try {
      for (let row = await nextRow(); row; row = await nextRow()) {
        let email: OutgoingEmail | undefined;
        let renderError = '';
        try {
          email = await outgoingEmail(row, { from, supabaseUrl });
        } catch (error) {
          renderError = `render: ${String(error)}`.slice(0, 500);
        }
        const begun = await step(done, row);
        done = null;
        if (!begun) {
          tally.skipped += 1;
          continue;
        }
        if (!email) {
          // Never handed over: recorded at once, not left `sending` until the next row.
          tally.failed += 1;
          done = { row, error: renderError, permanent: true };
          await step(done, null);
          done = null;
          continue;
        }
        const result = await mailer.send(email);
        if (result.ok) tally.sent += 1;
        else if (result.permanent) tally.failed += 1;
        else tally.retry += 1;
        done = result.ok
          ? { row, error: null, permanent: false }
          : { row, error: result.error, permanent: result.permanent };
      }
    } catch (error) {
      failure ??= error;
    } finally {
      // Whatever ended the lane, what it handed over is recorded.
      if (done) await step(done, null).catch((error: unknown) => (failure ??= error));
    }
  };

  try {
    await Promise.all(Array.from({ length: SEND_PARALLEL }, lane));
  } finally {
    mailer.close();
  }
  if (failure !== undefined) {
    return Response.json(
      { code: 'worker_error', message: String(failure), ...tally },
      { status: 500 },
    );
  }
  return Response.json(tally);
});
