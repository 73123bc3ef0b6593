import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, it } from 'vitest';

import { wholePaperFonts } from '../../../scripts/paper-font-subsets';
import { embedPaperFonts } from '../../../src/lib/papers/pdf/paper-fonts';
import { plainFontkit } from '../../../src/lib/papers/pdf/plain-fontkit';
import { A4, Sheet } from '../../../src/lib/papers/pdf/sheet';
import { readPaperFonts } from '../../../test-support/paper-fonts';

const TEXT = 'Absender Empfänger Brașov Țară Łódź Straße 0123456789 ąęńóśźż ăâî éèçà';

/** Dark pixels of page 1 as pdf.js paints it: how much of the text is actually drawn. */
async function ink(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: bytes }).promise;
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const canvas = createCanvas(viewport.width, viewport.height);
  await page.render({ canvas: canvas as never, viewport }).promise;
  const { data } = canvas.getContext('2d').getImageData(0, 0, viewport.width, viewport.height);
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (data[index + 3]! > 128 && data[index]! < 128) dark += 1;
  }
  await pdf.destroy();
  return dark;
}

it('the embedded subset of the cut font draws every letter as the whole Noto Sans does', async () => {
  const fonts = await readPaperFonts();
  const noto = await wholePaperFonts();

  const subsetDoc = await PDFDocument.create();
  const sheet = new Sheet(await embedPaperFonts(subsetDoc, fonts));
  sheet.text(TEXT, 20, 20, 14);
  sheet.text(TEXT, 20, 60, 14, sheet.faces.bold);
  sheet.placeOn(subsetDoc.addPage([A4.width, A4.height]));

  const wholeDoc = await PDFDocument.create();
  wholeDoc.registerFontkit(plainFontkit);
  const page = wholeDoc.addPage([A4.width, A4.height]);
  for (const [bytes, top] of [
    [noto.regular, 20],
    [noto.bold, 60],
  ] as const) {
    const font = await wholeDoc.embedFont(bytes, { subset: false });
    page.drawText(TEXT, { x: 20, y: A4.height - top - 14 * 0.95, size: 14, font });
  }

  const [subset, whole] = await Promise.all([
    ink(await subsetDoc.save()),
    ink(await wholeDoc.save()),
  ]);
  expect(whole).toBeGreaterThan(2000);
  expect(subset / whole).toBeGreaterThan(0.98);
  expect(subset / whole).toBeLessThan(1.02);
});
