/**
 * Auth's per-client limit on /token, met for real in a browser journey. Every browser of the run
 * is 127.0.0.1, one client with a fast refill (e2e/global-setup.ts), so this page's sign-in goes
 * to the stack from a loopback address of its own, right after that address used up its burst.
 * The answer the page gets is the stack's own.
 */
import type { Page } from '@playwright/test';

import { fetchFrom, newAddress } from '../../dev-support/loopback-client';
import type { E2eEnv } from './e2e-env';

const MAX_TOKEN_REQUESTS = 200;
/**
 * The e2e refill puts a token back every 100 ms; on a loaded machine the page's request can come
 * after one, get through and be answered 200. Such an attempt is thrown away and tried again
 * (it only made a session nobody uses), so the journey never depends on the machine's speed.
 */
const MAX_ATTEMPTS = 20;

export async function signInOverTheLimit(page: Page, env: E2eEnv): Promise<void> {
  const send = fetchFrom(newAddress());
  const tokenUrl = `${env.apiUrl}/auth/v1/token?grant_type=password`;

  async function useUpBurst(): Promise<void> {
    for (let sent = 0; sent < MAX_TOKEN_REQUESTS; sent += 1) {
      const answer = await send(tokenUrl, {
        method: 'POST',
        headers: { apikey: env.anonKey, 'content-type': 'application/json' },
        body: '{}',
      });
      if (answer.status === 429) return;
    }
    throw new Error(`no 429 after ${MAX_TOKEN_REQUESTS} sign-in requests`);
  }

  await page.route(tokenUrl, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // Emptied just before the page's request goes out, so a refill rarely gets in between.
      await useUpBurst();
      const response = await send(request.url(), {
        method: request.method(),
        headers,
        body: request.postData() ?? undefined,
      });
      if (response.status === 429 || attempt === MAX_ATTEMPTS) {
        await route.fulfill({
          status: response.status,
          headers: Object.fromEntries(response.headers),
          body: Buffer.from(await response.arrayBuffer()),
        });
        return;
      }
      await response.arrayBuffer();
    }
  });
}
