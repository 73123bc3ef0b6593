import { expect, test } from './fixtures';

test('the built site loads, reaches the backend and passes axe', async ({
  page,
  axe,
  consoleErrors,
}) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Musterfirma Transporte');
  // Real gateway: the browser's CORS preflight and the apikey header both have to pass.
  const status = page.getByRole('status');
  await expect(status).not.toHaveText('Backend: checking…');
  await expect(status).toHaveText('Backend: connected');
  expect(consoleErrors).toEqual([]);
  expect((await axe().analyze()).violations).toEqual([]);
});
