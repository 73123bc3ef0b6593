/**
 * Auth's per-client limit on /token, met for real in a browser journey. Every browser of the run
 * is 127.0.0.1, one client with a fast refill (e2e/global-setup.ts), so this page's sign-in goes
 * to the stack from a loopback address of its own, right after that address used up its burst.
 * The answer the page gets is the stack's own.
 */
import type { Page } from '@playwright/test';

import { fetchFrom, newAddress } from '../../scripts/loopback-client';
import type { E2eEnv } from './e2e-env';

const MAX_TOKEN_REQUESTS = 200;

export async function signInOverTheLimit(page: Page, env: E2eEnv): Promise<void> {
  const send = fetchFrom(newAddress());
  const tokenUrl = `${env.apiUrl}/auth/v1/token?grant_type=password`;
  await page.route(tokenUrl, async (route) => {
    // Emptied just before the page's request goes out, so no refill gets in between.
    let limited = false;
    for (let sent = 0; sent < MAX_TOKEN_REQUESTS && !limited; sent += 1) {
      const answer = await send(tokenUrl, {
        method: 'POST',
        headers: { apikey: env.anonKey, 'content-type': 'application/json' },
        body: '{}',
      });
      limited = answer.status === 429;
    }
    if (!limited) throw new Error(`no 429 after ${MAX_TOKEN_REQUESTS} sign-in requests`);
    const request = route.request();
    const response = await send(request.url(), {
      method: request.method(),
      headers: await request.allHeaders(),
      body: request.postData() ?? undefined,
    });
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}
