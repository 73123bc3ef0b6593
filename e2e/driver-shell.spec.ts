/**
 * The drivers' app as a build of its own (issue #52): its page at /driver/ on both kinds of
 * static host, signed out it asks for the login, and its service worker is scoped to it:
 * no public or staff page registers one.
 */
import { expect, test } from './fixtures';

test('a files-first host serves the driver page at /driver/, with its manifest', async ({
  request,
  e2eEnv,
}) => {
  const html = await (await request.get(`${e2eEnv.baseUrl}/driver/`)).text();
  expect(html).toContain('<html lang="ro">');
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/driver-[\w-]+\.js">/);
  expect(html).toContain('<link rel="manifest" href="/driver.webmanifest" />');
  const manifest = (await (
    await request.get(`${e2eEnv.baseUrl}/driver.webmanifest`)
  ).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: '/driver/', scope: '/driver/', lang: 'ro' });
  const worker = await request.get(`${e2eEnv.baseUrl}/driver-sw.js`);
  expect(worker.status()).toBe(200);
  expect(await worker.text()).toContain('driver/index.html');
});

for (const host of ['files-first', 'rewrite-first'] as const) {
  test(`signed out, a deep driver link on a ${host} host asks for the login and comes back`, async ({
    page,
    e2eEnv,
    consoleErrors,
  }) => {
    const base = host === 'files-first' ? e2eEnv.baseUrl : e2eEnv.rewriteFirstUrl;
    await page.goto(`${base}/driver/transport/X-1/preluare`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdriver%2Ftransport%2FX-1%2Fpreluare$/);
    await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test("public and staff pages register no service worker; the drivers' app registers its own, scoped to /driver/", async ({
  page,
}) => {
  const registrations = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    );
  for (const url of ['/de', '/en/tracking', '/login']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await registrations(), url).toEqual([]);
  }
  // Signed out, the app sends this tab on to /login; what it registered stays.
  await page.goto('/driver/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdriver%2F$/);
  // The redirect may still be loading /login when the URL already matches: a read that lands
  // in between (its page gone) is simply read again.
  await expect
    .poll(() =>
      registrations().catch((error: unknown) => {
        if (String(error).includes('Execution context was destroyed')) return null;
        throw error;
      }),
    )
    .toEqual(['/driver/']);
});
