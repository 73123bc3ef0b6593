import { type PDFDocument, type PDFFont, PDFName } from 'pdf-lib';

import { plainFontkit } from './plain-fontkit';

/** The font files a paper is set in (Noto Sans, OFL): regular and bold, as bytes. */
export type PaperFonts = { regular: Uint8Array; bold: Uint8Array };

/** An embedded font, its fixed resource name on every page, and a fast width measure. */
export type Typeface = {
  font: PDFFont;
  name: PDFName;
  /** Width of `text` at `size` points. */
  width: (text: string, size: number) => number;
  /**
   * Text as the font can print it: composed (NFC, so ș is one glyph, not s + a combining
   * comma), each character the font lacks replaced by a question mark rather than a blank box.
   */
  printable: (text: string) => string;
};

export type Typefaces = { regular: Typeface; bold: Typeface };

const FALLBACK = '?';

function typeface(font: PDFFont, name: string): Typeface {
  const advance = new Map<string, number>();
  const charWidth = (char: string) => {
    let width = advance.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1);
      advance.set(char, width);
    }
    return width;
  };
  const characters = new Set(font.getCharacterSet());
  return {
    font,
    name: PDFName.of(name),
    printable: (text) =>
      Array.from(text.normalize('NFC'), (char) =>
        characters.has(char.codePointAt(0) ?? 0) || char === '\n' ? char : FALLBACK,
      ).join(''),
    width: (text, size) => {
      let total = 0;
      for (const char of text) total += charWidth(char);
      return total * size;
    },
  };
}

/**
 * Both fonts embedded as subsets: only the glyphs the paper uses travel in the file. The
 * resource names are fixed (pdf-lib's own drawText adds a new name to the page at every change
 * of font).
 */
export async function embedPaperFonts(doc: PDFDocument, fonts: PaperFonts): Promise<Typefaces> {
  doc.registerFontkit(plainFontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true }),
    doc.embedFont(fonts.bold, { subset: true }),
  ]);
  return { regular: typeface(regular, 'R'), bold: typeface(bold, 'B') };
}
