/** What the drivers' app journeys do on its screens (issue #52). */
import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** `count` camera-like JPEGs (1600 × 1200, a different colour each), drawn by the browser. */
export async function cameraPhotos(
  page: Page,
  count: number,
): Promise<Array<{ name: string; mimeType: string; buffer: Buffer }>> {
  const photos = await page.evaluate(async (n) => {
    const made: number[][] = [];
    for (let index = 0; index < n; index += 1) {
      const canvas = new OffscreenCanvas(1600, 1200);
      const context = canvas.getContext('2d')!;
      context.fillStyle = `hsl(${index * 80}, 60%, 50%)`;
      context.fillRect(0, 0, 1600, 1200);
      context.fillStyle = '#fff';
      context.fillRect(200 + index * 100, 300, 400, 300);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      made.push([...new Uint8Array(await blob.arrayBuffer())]);
    }
    return made;
  }, count);
  return photos.map((bytes, index) => ({
    name: `foto-${index + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(bytes),
  }));
}

/** Draws a signature-like stroke on the pad with the mouse. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Spațiu pentru semnătură: semnați cu degetul' });
  // The mouse reaches only what is on the screen.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      box.x + 20 + step * 20,
      box.y + box.height / 2 + (step % 2 === 0 ? -25 : 25),
    );
  }
  await page.mouse.up();
}

/** The frame's outbox state: 'N în așteptare' or 'Toate trimise'. */
export const outboxState = (page: Page) => page.getByTestId('outbox-state');

/** Waits until the service worker controls the page (it claims its clients when activated). */
export async function waitForDriverWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/driver-sw\.js$/);
}
