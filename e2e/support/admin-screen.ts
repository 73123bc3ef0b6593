/** Locators of the staff's shipments screen shared by its browser journeys. */
import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** The tracking numbers in the table, top to bottom. */
export function shownNumbers(page: Page) {
  return page
    .locator('tr[data-shipment]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-shipment')));
}

/** A row's actions menu button. */
export const rowMenu = (page: Page, id: string) =>
  page.getByRole('button', { name: `Acțiuni pentru expedierea ${id}` });

/** Opens a row's edit dialog (its reports, driver and route) from the actions menu. */
export async function openEditDialog(page: Page, id: string) {
  await rowMenu(page, id).click();
  await page.getByRole('menuitem', { name: 'Editează / actualizează traseul' }).click();
  const dialog = page.getByRole('dialog', { name: `Editează expedierea ${id}`, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A toast by its text: an item of the notifications list, named "… (F8)" in the page's
 * language (Radix's in the staff area, ours on public pages). While a modal dialog is open the
 * rest of the page, toasts included, is aria-hidden (Radix announces each toast through a live
 * region of its own), so hidden ones are found too: check visibility.
 */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: / \(F8\)$/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });
