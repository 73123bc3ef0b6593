import fontkit from '@pdf-lib/fontkit';
import { expect, it } from 'vitest';

import { plainFontkit } from '../../../src/lib/papers/pdf/plain-fontkit';
import { readPaperFonts } from '../../../test-support/paper-fonts';

it('lays out every character of the cut fonts with fontkit’s own glyph and advance width', async () => {
  const fonts = await readPaperFonts();
  for (const bytes of [fonts.regular, fonts.bold]) {
    const reference = fontkit.create(bytes);
    const plain = plainFontkit.create(bytes);
    const text = String.fromCodePoint(...reference.characterSet, 0x4e2d /* not in the font */);

    const { glyphs, positions } = plain.layout(text);

    const expected = Array.from(text, (char) => {
      const codePoint = char.codePointAt(0)!;
      const glyph = reference.glyphForCodePoint(codePoint);
      return { id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints: [codePoint] };
    });
    expect(
      glyphs.map(({ id, advanceWidth, codePoints }) => ({ id, advanceWidth, codePoints })),
    ).toEqual(expected);
    expect(positions.map((position) => position.xAdvance)).toEqual(
      expected.map((glyph) => glyph.advanceWidth),
    );
    expect(expected.at(-1)?.id).toBe(0);
  }
});

type Subset = ReturnType<ReturnType<typeof fontkit.create>['createSubset']>;

function subsetBytes(subset: Subset): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (part: Uint8Array) => parts.push(part))
      .on('end', () => resolve(Buffer.concat(parts)))
      .on('error' as 'end', reject);
  });
}

type Glyphs = { glyphForCodePoint: (codePoint: number) => { id: number } };

/** fontkit's own subset, in the long offset format the papers' subsets are written in. */
function referenceSubset(bytes: Uint8Array): Subset {
  const subset = fontkit.create(bytes).createSubset() as Subset & {
    _addGlyph: (glyphId: number) => number;
    loca?: { version?: number };
  };
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (glyphId) => {
    subset.loca!.version = 1;
    return addGlyph(glyphId);
  };
  return subset;
}

function include(subset: Subset, font: Glyphs, text: string) {
  for (const char of text) subset.includeGlyph(font.glyphForCodePoint(char.codePointAt(0)!).id);
  return subset;
}

it('copies glyphs into a subset byte for byte as fontkit does, composites renumbered', async () => {
  const fonts = await readPaperFonts();
  // Accented letters are composites in Noto Sans (a base glyph and a mark), ß and ł are not;
  // the second text takes the same composites in another order, so their parts get other ids.
  const texts = ['Brașov Țară Łódź Straße Éé ŻÓŁW 0123', 'ŻÓŁW Éé 0123 Țară Brașov'];
  for (const bytes of [fonts.regular, fonts.bold]) {
    const reference = fontkit.create(bytes);
    const composites = Array.from(
      texts[0]!,
      (char) =>
        (
          reference.glyphForCodePoint(char.codePointAt(0)!) as unknown as {
            _decode: () => { numberOfContours: number } | null;
          }
        )._decode()?.numberOfContours ?? 0,
    ).filter((contours) => contours < 0);
    expect(composites.length).toBeGreaterThan(5);

    // One font, two subsets: the first one's renumbering must not reach the font the second reads.
    const plain = plainFontkit.create(bytes);
    for (const text of texts) {
      const expected = await subsetBytes(include(referenceSubset(bytes), reference, text));
      const actual = await subsetBytes(include(plain.createSubset(), plain, text));
      expect(Buffer.from(actual).equals(Buffer.from(expected))).toBe(true);
    }
  }
});
