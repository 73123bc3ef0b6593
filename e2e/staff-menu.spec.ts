/** Signed-in staff see the Admin Area menu and Logout in the public top bar. */
import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../dev-support/demo-seed';
import { AUTH_STORAGE_KEY } from '../src/lib/auth-storage';
import { expect, test } from './fixtures';
import { toast } from './support/admin-screen';

test('a staff session shows the Admin Area menu, and Logout ends it', async ({
  page,
  e2eEnv,
  axe,
}) => {
  // A real sign-in against the stack; the session goes where supabase-js keeps it.
  const response = await fetch(`${e2eEnv.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: e2eEnv.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: SEED_STAFF_EMAIL, password: SEED_STAFF_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const session: unknown = await response.json();
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );

  await page.goto('/en/contact');
  const menu = page.getByRole('button', { name: 'Admin area' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('menu').getByText(SEED_STAFF_EMAIL)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Manage shipments' })).toHaveAttribute(
    'href',
    '/admin/tracking',
  );
  await expect(page.getByRole('menuitem', { name: 'Manage transport requests' })).toHaveAttribute(
    'href',
    '/admin/requests',
  );
  await expect(page.getByRole('menuitem', { name: 'Escrow: to do' })).toHaveAttribute(
    'href',
    '/admin/escrow',
  );
  await expect(page.getByRole('menuitem', { name: 'Manage info' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Manage content' })).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(toast(page, 'Te-ai deconectat')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin area' })).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
});

test('visitors without a session never load the auth code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /supabase|staff-menu/.test(url))).toBe(false);
  await expect(page.getByRole('button', { name: 'Admin area' })).toBeHidden();
});
