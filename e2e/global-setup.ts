import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { resolveChromium } from '../dev-support/chromium';
import { nodeSupabaseClient } from '../dev-support/node-supabase-client';
import { withClient } from '../dev-support/pg-client';
import { serveStatic, type StaticHost } from '../dev-support/static-host';
import { startStack } from '../local-stack/stack';
import { buildSite } from '../scripts/build-site';
import { makeCanaryShipments } from '../test-support/party-canaries';
import { RAISE_REQUEST_EMAIL_CAPS_SQL } from '../test-support/request-email-caps';
import { exportE2eEnv } from './support/e2e-env';

const distRoot = fileURLToPath(new URL('../dist-e2e', import.meta.url));

/** Backend on free ports, production build against it, a static server; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // First, so a missing browser stops the run before a stack is started. Once per run: the
  // workers get the answer through E2E_CHROMIUM_PATH.
  const browser = await resolveChromium();
  const started = Date.now();
  // Free ports, so a developer's running `npm start` (54321/54322) never collides. Every browser
  // of the run comes from 127.0.0.1, one client to the Auth limits, though each journey is
  // another person: the per-visitor limits of config.toml (sign-ins, /verify, anonymous
  // /recover) would make a journey depend on how many ran before it (a soak's second round of
  // password resets got no e-mail, issue #38), so they refill faster (sign-ins keep their burst
  // of 30 for the rate-limit journey); the hourly e-mail limit is raised the same way. The limits themselves are
  // proved in tests/integration. A reset journey asks for a second link to one address well
  // within config.toml's minute (max_frequency), so that is a second here.
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    authRateLimit: { tokenRefresh: 3000, tokenVerifications: 3000, emailSent: 10_000 },
    authRecoverPerClientPerHour: 10_000,
    authMaxFrequencySeconds: 1,
  });
  if (!stack.inboxUrl) throw new Error('[inbucket] is disabled in supabase/config.toml');
  const inboxUrl = stack.inboxUrl;
  const stackMs = Date.now() - started;
  let outDir: string | undefined;
  let site: StaticHost;
  let rewriteFirst: StaticHost;
  try {
    // Before the build, which reads the stack: no prerendered file may hold a value of these
    // (e2e/site-shell.spec.ts, DECISIONS 18).
    await makeCanaryShipments(nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey), 'CANARY');
    await withClient(stack.superuserDbUrl, (client) => client.query(RAISE_REQUEST_EMAIL_CAPS_SQL));
    // A folder per run: two runs in one checkout must not serve each other's build.
    await mkdir(distRoot, { recursive: true });
    outDir = await mkdtemp(join(distRoot, 'run-'));
    await buildSite({
      outDir,
      quiet: true,
      env: { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    });
    site = await serveStatic(outDir, 'files-first');
    rewriteFirst = await serveStatic(outDir, 'rewrite-first');
  } catch (error) {
    await stack.stop();
    if (outDir) await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const builtDir = outDir;

  exportE2eEnv({
    baseUrl: site.url,
    rewriteFirstUrl: rewriteFirst.url,
    apiUrl: stack.apiUrl,
    inboxUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    distDir: builtDir,
    superuserDbUrl: stack.superuserDbUrl,
    chromiumPath: browser.executablePath,
  });
  console.log(
    `e2e: stack ${stackMs} ms, build ${Date.now() - started - stackMs} ms; ` +
      `site ${site.url}, api ${stack.apiUrl}, chromium ${browser.executablePath}`,
  );

  return async () => {
    await Promise.allSettled([site.close(), rewriteFirst.close(), stack.stop()]);
    await rm(builtDir, { recursive: true, force: true });
  };
}
