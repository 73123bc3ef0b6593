/**
 * The public site and the staff area are two builds (issue #17). Both kinds of static host
 * must serve both: files-first hosts find a file for every staff URL, hosts that answer every
 * URL with the app shell get the staff area started from that shell.
 */
import { SEED_RECIPIENT_KEY, SEED_TRACKING_NUMBER } from '../dev-support/demo-seed';
import { expect, test } from './fixtures';

const LOGIN_BUTTON = { name: 'Autentificare' } as const;

test('a files-first host serves the staff page for every staff URL, and the shell elsewhere', async ({
  request,
  e2eEnv,
}) => {
  for (const url of [
    '/login',
    '/admin/tracking',
    '/admin/escrow',
    '/admin/info',
    '/admin/content',
    '/admin/staff',
  ]) {
    const html = await (await request.get(`${e2eEnv.baseUrl}${url}`)).text();
    expect(html, url).toContain('<html lang="ro">');
    expect(html, url).toMatch(
      /<script type="module" crossorigin src="\/assets\/staff-[\w-]+\.js">/,
    );
  }
  const shell = await (await request.get(`${e2eEnv.baseUrl}/no/such/page`)).text();
  expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  expect(shell).not.toContain('/assets/staff-');
});

test.describe('a host that answers every URL with the app shell', () => {
  test.use({ baseURL: process.env.E2E_REWRITE_FIRST_URL });

  test('starts the staff area on /login and a deep staff link', async ({ page, consoleErrors }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page.getByRole('button', LOGIN_BUTTON)).toBeVisible();

    // Signed out, a staff screen asks for the login first, as on any host.
    await page.goto('/admin/info?tab=fr');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Finfo%3Ftab%3Dfr$/);
    await expect(page.getByRole('button', LOGIN_BUTTON)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('renders public pages, redirects and the party view from the shell', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/en/tracking?id=${SEED_TRACKING_NUMBER}&k=${SEED_RECIPIENT_KEY}`);
    await expect(page.locator('#shipment-heading')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/de/impressum/');
    await expect(page).toHaveURL(/\/de\/impressum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    expect(consoleErrors).toEqual([]);
  });

  test('paints the tracking page with its info text from the shell, before any live copy', async ({
    page,
  }) => {
    // No live copy at all: what shows is the build-time text the shell carries, in place
    // from the first frame, so the form below it never moves (issue #17, CLS).
    await page.route('**/rest/v1/info_content*', (route) => route.abort());
    await page.goto('/en/tracking');
    const notice = page.getByRole('complementary', {
      name: 'Important information for our customers',
    });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('lang', 'en');
  });
});

for (const host of ['files-first', 'rewrite-first'] as const) {
  test.describe(`a ${host} host`, () => {
    test.use({
      baseURL:
        host === 'files-first' ? process.env.E2E_BASE_URL : process.env.E2E_REWRITE_FIRST_URL,
    });

    test('keeps paths with a leading // or /\\ on the site, and ends each at its page', async ({
      page,
      baseURL,
      e2eEnv,
    }) => {
      const site = new URL(baseURL ?? '').origin;
      const api = new URL(e2eEnv.apiUrl).origin;
      // `//admin/tracking` read as a URL is the host `admin`: whatever would leave is refused.
      const elsewhere: string[] = [];
      await page.context().route(
        (url) => url.origin !== site && url.origin !== api,
        (route) => {
          elsewhere.push(route.request().url());
          return route.abort();
        },
      );
      for (const [path, expected] of [
        ['//admin/tracking', '/login?redirect=%2Fadmin%2Ftracking'],
        ['/\\admin/tracking', '/login?redirect=%2Fadmin%2Ftracking'],
        ['///admin/info?tab=fr', '/login?redirect=%2Fadmin%2Finfo%3Ftab%3Dfr'],
        ['//login', '/login'],
        // Read as the shipments screen by the public shell, not by the staff router.
        ['/admin//tracking', '/login?redirect=%2Fadmin%2Ftracking'],
        ['/%2F%2Fadmin/tracking', '/login?redirect=%2Fadmin%2Ftracking'],
        ['//evil.example/x', '/de/evil.example/x'],
      ] as const) {
        await page.goto(`${site}${path}`);
        await expect(page, path).toHaveURL(`${site}${expected}`);
      }
      expect(elsewhere).toEqual([]);
    });
  });
}
