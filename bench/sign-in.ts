/**
 * Scenario 3: password sign-in round trip through the gateway.
 *
 * 200 sequential `supabase.auth.signInWithPassword` calls with the seeded staff account on
 * one supabase-js client (after 5 unrecorded warm-up calls), on a throw-away stack. Each call
 * is a full POST /auth/v1/token?grant_type=password: user lookup, bcrypt check, session and
 * refresh token rows, a signed JWT.
 *
 * Without a target, to show where the time goes: the bcrypt comparison alone (pgcrypto's
 * crypt with the stored cost-10 hash, which is what the auth service runs in Postgres).
 */
import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../dev-support/demo-seed';
import { nodeSupabaseClient } from '../dev-support/node-supabase-client';
import { progress, row, type ScenarioResult } from './report';
import { formatMs, summarize } from './stats';
import { benchStack, timed, withDb } from './support';

const SCENARIO = 'sign-in';
const SIGN_INS = 200;
const WARMUP = 5;
const BCRYPT_CHECKS = 30;
/** Upper bound on the measured loop, whatever happens. */
const TIME_LIMIT_MS = 60_000;

export async function runSignIn(): Promise<ScenarioResult> {
  progress(SCENARIO, 'starting a throw-away stack');
  // The scenario measures sign-in itself; config.toml's per-client limit would stop it after
  // the first 30, so this stack refills the bucket faster than the loop can drain it.
  const { ms: startMs, result: stack } = await timed(() =>
    benchStack({ authRateLimit: { tokenRefresh: 1_000_000 } }),
  );
  progress(SCENARIO, `stack ready in ${startMs.toFixed(0)} ms`);
  try {
    const client = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
    const credentials = { email: SEED_STAFF_EMAIL, password: SEED_STAFF_PASSWORD };

    for (let i = 0; i < WARMUP; i += 1) {
      const { error } = await client.auth.signInWithPassword(credentials);
      if (error) throw new Error(`sign-in failed: ${error.message}`);
    }

    progress(SCENARIO, `${SIGN_INS} sequential sign-ins`);
    const latencies: number[] = [];
    const deadline = performance.now() + TIME_LIMIT_MS;
    while (latencies.length < SIGN_INS && performance.now() < deadline) {
      const start = performance.now();
      const { data, error } = await client.auth.signInWithPassword(credentials);
      const elapsed = performance.now() - start;
      if (error) throw new Error(`sign-in ${latencies.length + 1} failed: ${error.message}`);
      if (!data.session.access_token) throw new Error('sign-in returned no access token');
      latencies.push(elapsed);
      if (latencies.length % 50 === 0) progress(SCENARIO, `  ${latencies.length}/${SIGN_INS}`);
    }
    if (latencies.length < SIGN_INS) {
      progress(SCENARIO, `  time limit reached after ${latencies.length} sign-ins`);
    }
    const summary = summarize(latencies);
    progress(
      SCENARIO,
      `p50 ${formatMs(summary.p50)} ms, p99 ${formatMs(summary.p99)} ms, ` +
        `mean ${formatMs(summary.mean)} ms (n=${summary.count})`,
    );

    // The bcrypt comparison alone, as the auth service runs it (users.ts passwordMatches).
    const bcrypt = await withDb(stack.superuserDbUrl, async (db) => {
      const { rows } = await db.query<{ hash: string }>(
        'select encrypted_password as hash from auth.users where email = $1',
        [SEED_STAFF_EMAIL],
      );
      const hash = rows[0]?.hash;
      if (!hash) throw new Error('seeded staff user not found');
      const samples: number[] = [];
      for (let i = 0; i < BCRYPT_CHECKS; i += 1) {
        const start = performance.now();
        const result = await db.query<{ matches: boolean }>(
          'select extensions.crypt($1, $2) = $2 as matches',
          [SEED_STAFF_PASSWORD, hash],
        );
        samples.push(performance.now() - start);
        if (result.rows[0]?.matches !== true) throw new Error('bcrypt check did not match');
      }
      return { cost: hash.slice(4, 6), samples: summarize(samples) };
    });
    progress(
      SCENARIO,
      `bcrypt check alone (pgcrypto, cost ${bcrypt.cost}): p50 ${formatMs(bcrypt.samples.p50)} ms`,
    );

    return {
      rows: [
        row(SCENARIO, 'p50', summary.p50, 'ms'),
        row(SCENARIO, 'p99', summary.p99, 'ms'),
        row(SCENARIO, 'mean', summary.mean, 'ms'),
        row(SCENARIO, `bcrypt check alone (cost ${bcrypt.cost}), p50`, bcrypt.samples.p50, 'ms'),
      ],
      details: {
        signIns: summary.count,
        warmup: WARMUP,
        latencyMs: summary,
        bcryptCost: Number(bcrypt.cost),
        bcryptCheckMs: bcrypt.samples,
        stackStartMs: startMs,
      },
    };
  } finally {
    await stack.stop();
  }
}
