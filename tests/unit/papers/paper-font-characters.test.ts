import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';

import { CMR_TEXTS } from '../../../src/lib/papers/cmr/cmr-texts';
import { REPORT_WORDS } from '../../../src/lib/papers/condition-report/report-words';
import { PAPER_WORDS } from '../../../src/lib/papers/paper-words';
import { embedPaperFonts, type PaperFonts } from '../../../src/lib/papers/pdf/paper-fonts';
import { A4, Sheet } from '../../../src/lib/papers/pdf/sheet';
import { printedCharacters } from '../../../src/lib/papers/printed-characters';
import { readPaperFonts } from '../../../test-support/paper-fonts';
import { pdfPagesText } from '../../../test-support/pdf-text';

let fonts: PaperFonts;
beforeAll(async () => {
  fonts = await readPaperFonts();
});

/** The characters of `text` the font's cmap does not map to a glyph. */
function missing(bytes: Uint8Array, text: string): string[] {
  const font = fontkit.create(bytes);
  return [...new Set(text)].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!));
}

describe('the papers’ cut fonts', () => {
  it('are cut: a fraction of the whole Noto Sans', () => {
    for (const bytes of [fonts.regular, fonts.bold]) {
      expect(bytes.length).toBeGreaterThan(50_000);
      expect(bytes.length).toBeLessThan(150_000);
    }
  });

  it('draw every character of every word table, in both weights', () => {
    const characters = printedCharacters();
    // The walk reaches each table: a word only the Romanian CMR, the French condition report
    // and the German words beside the form use.
    for (const word of [CMR_TEXTS.ro.boxes[1], REPORT_WORDS.fr.title, PAPER_WORDS.de.dimensions]) {
      for (const char of word.normalize('NFC')) expect(characters).toContain(char);
    }
    const text = characters.join('');
    expect(missing(fonts.regular, text)).toEqual([]);
    expect(missing(fonts.bold, text)).toEqual([]);
  });

  it('draw names and amounts from all over Europe', () => {
    const names =
      'Łódź Brașov Țară Straße Ørsted Åsa Győr Eğridir Ελλάδα Київ Ґанна Мар’яна Ольгаʼ';
    const signs = '€ £ ₴ ₽ ₺ № ° ³ × · « » „ “ ” ‚ ‘ ’ – — … ‰';
    for (const bytes of [fonts.regular, fonts.bold]) {
      expect(missing(bytes, `${names} ${signs} 1\u202f250,5\u00a0kg`)).toEqual([]);
    }
  });

  it('print a character they lack as a question mark, the rest as written', async () => {
    const doc = await PDFDocument.create();
    const sheet = new Sheet(await embedPaperFonts(doc, fonts));
    // Polytonic Greek (the whole Noto Sans has it, the cut does not) and Chinese.
    const name = 'Ἀθῆναι 北京 Łódź';
    expect(sheet.faces.regular.printable(name)).toBe('?θ?ναι ?? Łódź');
    sheet.text(name, 20, 20, 12);
    sheet.text(name, 20, 40, 12, sheet.faces.bold);
    sheet.placeOn(doc.addPage([A4.width, A4.height]));
    expect(await pdfPagesText(await doc.save())).toEqual(['?θ?ναι ?? Łódź ?θ?ναι ?? Łódź']);
  });
});
