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

type Metrics = { advance: Map<string, number>; characters: Set<number> };

/** Per font file: its character set and the widths measured so far, kept for the next paper. */
const metricsOf = new WeakMap<Uint8Array, Metrics>();

function typeface(font: PDFFont, bytes: Uint8Array, name: string): Typeface {
  let metrics = metricsOf.get(bytes);
  if (!metrics) {
    metrics = { advance: new Map(), characters: new Set(font.getCharacterSet()) };
    metricsOf.set(bytes, metrics);
  }
  const { advance, characters } = metrics;
  const charWidth = (char: string) => {
    let width = advance.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1);
      advance.set(char, width);
    }
    return width;
  };
  return {
    font,
    name: PDFName.of(name),
    printable: (text) => {
      const composed = text.normalize('NFC');
      let out = '';
      for (const char of composed) {
        out += characters.has(char.codePointAt(0) ?? 0) || char === '\n' ? char : FALLBACK;
      }
      return out;
    },
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
  return {
    regular: typeface(regular, fonts.regular, 'R'),
    bold: typeface(bold, fonts.bold, 'B'),
  };
}
