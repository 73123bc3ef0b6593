import { expect, type Page } from '@playwright/test';

/**
 * Closes the tab the way a user would and expects the browser's own question (beforeunload),
 * which is dismissed: the page stays open, with what was typed in it.
 */
export async function closeTabAndStay(page: Page): Promise<void> {
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
}
