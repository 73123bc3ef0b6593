import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';

import { fitText } from '../../../src/lib/papers/pdf/fit-text';
import { embedPaperFonts, type Typeface } from '../../../src/lib/papers/pdf/paper-fonts';
import { readPaperFonts } from '../../../test-support/paper-fonts';

let face: Typeface;
beforeAll(async () => {
  face = (await embedPaperFonts(await PDFDocument.create(), await readPaperFonts())).regular;
});

const box = { width: 100, height: 30 };
const sizes = { max: 9, min: 5.5 };

describe('fitText', () => {
  it('keeps the largest size when the text fits', () => {
    expect(fitText('Łódź, Polska', face, box, sizes)).toEqual({
      size: 9,
      lineHeight: 9 * 1.2,
      lines: ['Łódź, Polska'],
    });
  });

  it('shrinks a longer text until every line fits, no word lost', () => {
    const text = 'Radlader Liebherr L 556 mit Schaufel und Gabelträger, gebraucht';
    const fitted = fitText(text, face, box, sizes);
    expect(fitted.size).toBeLessThan(9);
    expect(fitted.size).toBeGreaterThanOrEqual(5.5);
    expect(fitted.lines.join(' ')).toBe(text);
    expect(fitted.lines.length * fitted.lineHeight).toBeLessThanOrEqual(box.height);
    for (const line of fitted.lines) {
      expect(face.width(line, fitted.size)).toBeLessThanOrEqual(box.width);
    }
  });

  it('cuts what does not fit even at the smallest size, with an ellipsis, inside the box', () => {
    const text = 'Ștergătoare lipsă, oglindă spartă, zgârieturi pe ușa din stânga. '.repeat(6);
    const fitted = fitText(text, face, box, sizes);
    expect(fitted.size).toBe(5.5);
    expect(fitted.lines).toHaveLength(Math.floor(box.height / (5.5 * 1.2)));
    expect(fitted.lines.at(-1)).toMatch(/…$/);
    expect(text.startsWith(fitted.lines.join(' ').slice(0, -1).trimEnd())).toBe(true);
    for (const line of fitted.lines) expect(face.width(line, 5.5)).toBeLessThanOrEqual(box.width);
  });

  it('breaks a word wider than the box', () => {
    const fitted = fitText('WDB9634031L123456789012345', face, { width: 30, height: 60 }, sizes);
    expect(fitted.lines.join('')).toBe('WDB9634031L123456789012345');
    for (const line of fitted.lines) expect(face.width(line, fitted.size)).toBeLessThanOrEqual(30);
  });
});
