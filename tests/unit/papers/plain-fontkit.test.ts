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
