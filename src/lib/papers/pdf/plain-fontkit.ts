import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type GlyphRun = ReturnType<ReturnType<Fontkit['create']>['layout']>;
type Subset = ReturnType<ReturnType<Fontkit['create']>['createSubset']>;
/** The parts of fontkit's TrueType subset (TTFSubset) the fix below reaches into. */
type TrueTypeSubset = Subset & {
  _addGlyph?: (this: TrueTypeSubset, glyphId: number) => number;
  loca?: { version?: number };
};

/**
 * @pdf-lib/fontkit writes a subset's glyph offsets in the short format (halved) whenever they
 * are small, but glyphs of odd length (Noto Sans has them) then land one byte off: most letters
 * printed blank, while the text still read back right. The long format has no such rounding.
 */
function withLongOffsets(subset: Subset): Subset {
  const trueType = subset as TrueTypeSubset;
  const addGlyph = trueType._addGlyph;
  if (!addGlyph) return subset;
  trueType._addGlyph = function (glyphId) {
    if (this.loca) this.loca.version = 1;
    return addGlyph.call(this, glyphId);
  };
  return subset;
}

/**
 * fontkit with a layout that only looks each character up in the font's cmap. fontkit's own
 * layout shapes every string (OpenType features: ~0.7 ms a call with Noto Sans), and pdf-lib
 * lays out each string it draws or measures: a CMR's hundreds of strings took a second. Latin,
 * Greek and Cyrillic in NFC need no shaping, and pdf-lib draws no glyph positions anyway
 * (only glyph ids), so the page looks the same; ligatures are simply not formed. Its subsets
 * are fixed too (withLongOffsets).
 */
export const plainFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    type Glyph = ReturnType<typeof font.glyphForCodePoint>;
    // Each character looked up once per font: fontkit decodes the cmap and metrics anew per call.
    const glyphOf = new Map<number, Glyph>();
    const lookUp = (codePoint: number) => {
      let found = glyphOf.get(codePoint);
      if (!found) {
        found = printedGlyph(font, codePoint) as Glyph;
        glyphOf.set(codePoint, found);
      }
      return found;
    };
    font.layout = (text: string) => {
      const glyphs = Array.from(text, (char) => lookUp(char.codePointAt(0) ?? 0));
      const positions = glyphs.map((glyph) => ({
        xAdvance: glyph.advanceWidth,
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
      }));
      // pdf-lib reads only the glyphs (to encode and subset) and their advance widths.
      return { glyphs, positions } as unknown as GlyphRun;
    };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => withLongOffsets(createSubset());
    return font;
  },
};

/** The horizontal metrics table as fontkit decodes it (advance widths; the last one repeats). */
type HorizontalMetrics = {
  metrics: { length: number; get: (index: number) => { advance: number } };
};

/**
 * A glyph as pdf-lib uses it: its id (to subset and encode), its advance width, and the
 * character it prints (for the text layer). fontkit's own glyph works out its vertical metrics
 * from the outline to give its advance width: it decoded every glyph's outline, a tenth of a
 * CMR's making time (issue #54: ≤ 2× a blank page). The advance is in the hmtx table.
 */
function printedGlyph(font: ReturnType<Fontkit['create']>, codePoint: number) {
  const { id } = font.glyphForCodePoint(codePoint);
  const { metrics } = (font as unknown as { hmtx: HorizontalMetrics }).hmtx;
  const advanceWidth = metrics.length ? metrics.get(Math.min(id, metrics.length - 1)).advance : 0;
  return { id, advanceWidth, codePoints: [codePoint] };
}
