import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type GlyphRun = ReturnType<ReturnType<Fontkit['create']>['layout']>;
type Font = ReturnType<Fontkit['create']>;
type Subset = ReturnType<Font['createSubset']>;

/** A glyph as pdf-lib uses it: its id, its advance width (font units), its character. */
export type PrintedGlyph = { id: number; advanceWidth: number; codePoints: number[] };

/** A font of plainFontkit: fontkit's, with a character's glyph at hand (id 0: it has none). */
export type PlainFont = Font & { glyphOfCodePoint: (codePoint: number) => PrintedGlyph };

/** A glyph's horizontal metrics (hmtx): its advance width and left side bearing. */
type HorizontalMetric = { advance: number; bearing: number };

/** The parts of a fontkit TrueType font the layout and the subset below read. */
type TrueTypeFont = Omit<Font, 'getGlyph'> & {
  stream: { buffer: Uint8Array };
  directory: { tables: Record<string, { offset: number; length: number } | undefined> };
  hhea: { numberOfMetrics: number };
  loca: { offsets: number[] };
  _getTableStream: (tag: 'glyf') => { pos: number; readBuffer: (length: number) => Uint8Array };
  _variationProcessor?: unknown;
  getGlyph: (id: number) => { _decode: () => { components: { glyphID: number; pos: number }[] } };
};

/** The parts of fontkit's TrueType subset (TTFSubset) the glyph copy below takes over. */
type TrueTypeSubset = Subset & {
  font: TrueTypeFont;
  glyf: Uint8Array[];
  loca: { offsets: number[]; version?: number };
  hmtx: { metrics: HorizontalMetric[] };
  offset: number;
  includeGlyph: (glyphId: number) => number;
  _addGlyph?: (glyphId: number) => number;
};

/** A glyph's hmtx entry by its id. */
type HorizontalMetrics = (glyphId: number) => HorizontalMetric;

/**
 * The font's hmtx entries: an advance width and a left side bearing per glyph, 4 bytes each;
 * glyphs past the last one share its width and have only a bearing, 2 bytes each (TrueType).
 * Read straight from the bytes: fontkit decodes an object per entry, per paper.
 */
function readHorizontalMetrics(font: TrueTypeFont): HorizontalMetrics {
  const table = font.directory.tables.hmtx ?? { offset: 0, length: 0 };
  const { buffer, byteOffset } = font.stream.buffer;
  const view = new DataView(buffer, byteOffset + table.offset, table.length);
  const widths = Math.min(font.hhea.numberOfMetrics, Math.floor(table.length / 4));
  const lastWidth = widths ? view.getUint16(4 * (widths - 1)) : 0;
  return (glyphId) => {
    if (glyphId < widths) {
      return { advance: view.getUint16(4 * glyphId), bearing: view.getInt16(4 * glyphId + 2) };
    }
    const at = 4 * widths + 2 * (glyphId - widths);
    return { advance: lastWidth, bearing: at + 2 <= table.length ? view.getInt16(at) : 0 };
  };
}

/**
 * A glyph copied into the subset as fontkit copies it, without decoding its outline twice
 * (fontkit did, for its vertical metrics, half of a CMR's subsetting time): the outline's
 * bytes, a composite's parts renumbered, the hmtx entry. Offsets are written in the long
 * format: @pdf-lib/fontkit halves small ones, and glyphs of odd length (Noto Sans has them)
 * then land one byte off: most letters printed blank, while the text still read back right.
 */
function copyGlyph(subset: TrueTypeSubset, glyphId: number, metrics: HorizontalMetrics): number {
  const { font } = subset;
  subset.loca.version = 1;
  const start = font.loca.offsets[glyphId] ?? 0;
  const end = font.loca.offsets[glyphId + 1] ?? start;
  const stream = font._getTableStream('glyf');
  stream.pos += start;
  let outline = stream.readBuffer(end - start);
  const contours = outline.length >= 2 ? ((outline[0]! << 24) >> 16) | outline[1]! : 0;
  if (contours < 0) {
    // A composite names its parts by glyph id: they join the subset under their new ids.
    // A copy, of fontkit's own Buffer class (its stream takes no other): the bytes read are a
    // view into the font, which the next paper subsets again.
    outline = (outline.constructor as unknown as { from: (bytes: Uint8Array) => Uint8Array }).from(
      outline,
    );
    const view = new DataView(outline.buffer, outline.byteOffset, outline.byteLength);
    for (const part of font.getGlyph(glyphId)._decode().components) {
      view.setUint16(part.pos, subset.includeGlyph(part.glyphID));
    }
  }
  subset.glyf.push(outline);
  subset.loca.offsets.push(subset.offset);
  subset.hmtx.metrics.push(metrics(glyphId));
  subset.offset += outline.length;
  return subset.glyf.length - 1;
}

function plainSubset(font: TrueTypeFont, subset: Subset, metrics: HorizontalMetrics): Subset {
  const trueType = subset as TrueTypeSubset;
  // Only plain TrueType outlines: a variable font's glyphs are re-encoded by fontkit itself.
  if (trueType._addGlyph && !font._variationProcessor) {
    trueType._addGlyph = (glyphId) => copyGlyph(trueType, glyphId, metrics);
  }
  return subset;
}

/**
 * fontkit with a layout that only looks each character up in the font's cmap. fontkit's own
 * layout shapes every string (OpenType features: ~0.7 ms a call with Noto Sans), and pdf-lib
 * lays out each string it draws or measures: a CMR's hundreds of strings took a second. Latin,
 * Greek and Cyrillic in NFC need no shaping, and pdf-lib draws no glyph positions anyway
 * (only glyph ids), so the page looks the same; ligatures are simply not formed. Its subsets
 * copy glyphs with copyGlyph.
 */
export const plainFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): PlainFont {
    const font = fontkit.create(bytes, postscriptName);
    // What fontkit's TrueType font has beyond its typed interface (tables, glyph outlines).
    const trueType = font as unknown as TrueTypeFont;
    // Read when a paper first needs a width (a blank page never does).
    let readMetrics: HorizontalMetrics | undefined;
    const metrics: HorizontalMetrics = (glyphId) =>
      (readMetrics ??= readHorizontalMetrics(trueType))(glyphId);
    // Each character looked up once per font: fontkit decodes the cmap and metrics anew per call.
    const glyphOf = new Map<number, PrintedGlyph>();
    const glyphOfCodePoint = (codePoint: number) => {
      let found = glyphOf.get(codePoint);
      if (!found) {
        found = printedGlyph(trueType, metrics, codePoint);
        glyphOf.set(codePoint, found);
      }
      return found;
    };
    font.layout = (text: string) => {
      const glyphs = Array.from(text, (char) => glyphOfCodePoint(char.codePointAt(0) ?? 0));
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
    font.createSubset = () => plainSubset(trueType, createSubset(), metrics);
    return Object.assign(font, { glyphOfCodePoint });
  },
} satisfies Fontkit;

/**
 * A glyph as pdf-lib uses it: its id (to subset and encode), its advance width, and the
 * character it prints (for the text layer). fontkit's own glyph works out its vertical metrics
 * from the outline to give its advance width: it decoded every glyph's outline, a tenth of a
 * CMR's making time (issue #54: ≤ 2× a blank page). The advance is in the hmtx table.
 */
function printedGlyph(
  font: TrueTypeFont,
  metrics: HorizontalMetrics,
  codePoint: number,
): PrintedGlyph {
  const { id } = font.glyphForCodePoint(codePoint);
  return { id, advanceWidth: metrics(id).advance, codePoints: [codePoint] };
}
