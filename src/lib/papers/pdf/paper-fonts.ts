import { type PDFDocument, type PDFFont, PDFName } from 'pdf-lib';

import { type PlainFont, plainFontkit } from './plain-fontkit';

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
  /** Printable text as the operand of a text-showing operator (a hex string of glyph ids). */
  encode: (printable: string) => string;
};

export type Typefaces = { regular: Typeface; bold: Typeface };

const FALLBACK = '?';

/**
 * A paper's typeface, measured with the very fontkit font pdf-lib embeds. What it looks up and
 * encodes is kept for this paper only: a worker makes one paper (make-paper.ts), and a cache
 * across papers would speed up only the bench's papers.
 */
function typeface(font: PDFFont, glyphs: PlainFont, name: string): Typeface {
  const glyphOf = (char: string) => glyphs.glyphOfCodePoint(char.codePointAt(0) ?? 0);
  // Widths as pdf-lib works them out (CustomFontEmbedder.widthOfTextAtSize), to the last bit.
  const scale = 1000 / glyphs.unitsPerEm;
  // A character's glyph in this paper's font subset, as a hex code.
  const glyphCodes = new Map<string, string>();
  return {
    font,
    name: PDFName.of(name),
    printable: (text) => {
      const composed = text.normalize('NFC');
      let out = '';
      for (const char of composed) {
        out += char === '\n' || glyphOf(char).id !== 0 ? char : FALLBACK;
      }
      return out;
    },
    encode: (printable) => {
      let codes = '';
      for (const char of printable) {
        let code = glyphCodes.get(char);
        if (code === undefined) {
          // pdf-lib lays out and re-sorts the subset per call: once per character, not per line.
          code = font.encodeText(char).asString();
          glyphCodes.set(char, code);
        }
        codes += code;
      }
      return `<${codes}>`;
    },
    width: (text, size) => {
      let total = 0;
      for (const char of text) total += glyphOf(char).advanceWidth * scale;
      return total * (size / 1000);
    },
  };
}

/**
 * Both fonts embedded as subsets: only the glyphs the paper uses travel in the file. The
 * resource names are fixed (pdf-lib's own drawText adds a new name to the page at every change
 * of font).
 */
export async function embedPaperFonts(doc: PDFDocument, fonts: PaperFonts): Promise<Typefaces> {
  // The fontkit font pdf-lib makes of each file, to measure with.
  const made = new Map<Uint8Array, PlainFont>();
  doc.registerFontkit({
    create: (bytes, postscriptName) => {
      const font = plainFontkit.create(bytes, postscriptName);
      made.set(bytes, font);
      return font;
    },
  });
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true }),
    doc.embedFont(fonts.bold, { subset: true }),
  ]);
  const glyphsOf = (bytes: Uint8Array) => {
    const font = made.get(bytes);
    if (!font) throw new Error('pdf-lib embedded a copy of the font file, not the file given');
    return font;
  };
  return {
    regular: typeface(regular, glyphsOf(fonts.regular), 'R'),
    bold: typeface(bold, glyphsOf(fonts.bold), 'B'),
  };
}
