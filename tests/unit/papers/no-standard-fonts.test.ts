import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, it } from 'vitest';

// The papers' tests run pdf-lib as the paper worker bundles it, without @pdf-lib/standard-fonts
// (vite.config.ts): every paper made in them shows the papers never need those fonts.
it('pdf-lib has no standard fonts here, as in the paper worker', async () => {
  const doc = await PDFDocument.create();
  await expect(doc.embedFont(StandardFonts.Helvetica)).rejects.toThrow(
    "The papers print in Noto Sans only: pdf-lib's standard font Helvetica is not in their bundle",
  );
});
