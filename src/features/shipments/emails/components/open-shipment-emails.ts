import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The way staff reach a shipment's e-mails, for the tab's stack tests: the list filtered to the
 * shipment (already rendered by the caller), its actions menu, "Vezi istoricul", the "E-mailuri"
 * tab. Returns the history dialog and its e-mail list, newest first.
 */
export async function openShipmentEmails(
  user: UserEvent,
  id: string,
): Promise<{ history: HTMLElement; list: HTMLElement }> {
  await user.click(await screen.findByRole('button', { name: `Acțiuni pentru expedierea ${id}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Vezi istoricul' }));
  const history = await screen.findByRole('dialog', { name: `Istoricul expedierii ${id}` });
  await user.click(within(history).getByRole('tab', { name: 'E-mailuri' }));
  const list = await within(history).findByRole('list', {
    name: 'E-mailurile expedierii, cele mai noi primele',
  });
  return { history, list };
}
