import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, expect, it } from 'vitest';

import { makeCmr } from '../../../src/lib/papers/cmr/make-cmr';
import type { PaperFonts } from '../../../src/lib/papers/pdf/paper-fonts';
import { readPaperFonts } from '../../../test-support/paper-fonts';
import { germanToPolish } from '../../../test-support/sample-papers';

let fonts: PaperFonts;
beforeAll(async () => {
  fonts = await readPaperFonts();
});

/** What a phone's camera reads on the printed first page: the QR code's text, or null. */
async function scannedText(bytes: Uint8Array): Promise<string | null> {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const page = await pdf.getPage(1);
  // About 150 dpi, as a printed page photographed.
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(viewport.width, viewport.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, viewport.width, viewport.height);
  await page.render({ canvas: canvas as never, viewport }).promise;
  const { data, width, height } = context.getImageData(0, 0, viewport.width, viewport.height);
  await pdf.destroy();
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}

it("prints a QR code that scans to the consignee's party link", async () => {
  const data = germanToPolish();
  expect(await scannedText(await makeCmr({ ...data, copies: 1 }, fonts))).toBe(data.consigneeLink);
});

it('prints no QR code without a link to give', async () => {
  const data = { ...germanToPolish(), copies: 1 as const, consigneeLink: null };
  expect(await scannedText(await makeCmr(data, fonts))).toBeNull();
});
