import type { PDFImage } from 'pdf-lib';

import type { PaperLanguage, PaperSignature } from '../paper-data';
import { PAPER_WORDS } from '../paper-words';
import { formatPaperMoment, inEach } from './format';
import type { Box, Sheet } from './sheet';

const SMALL = { max: 7, min: 5 };

/**
 * A signature as signed on the road: the image scaled into the box (its aspect kept), under it
 * the name as typed and when (each language's way of writing it) and where.
 */
export function drawSignature(
  sheet: Sheet,
  box: Box,
  signed: PaperSignature,
  image: PDFImage | null,
  languages: PaperLanguage[],
) {
  const text = [
    signed.name ? `${inEach(languages, (l) => PAPER_WORDS[l].name)}: ${signed.name}` : null,
    [signed.place, inEach(languages, (language) => formatPaperMoment(signed.at, language))]
      .filter(Boolean)
      .join(', '),
  ]
    .filter(Boolean)
    .join('\n');
  const textHeight = Math.min(box.height / 2, 26);
  const imageBox = { ...box, height: box.height - textHeight };
  if (image) sheet.image(image, imageBox);
  sheet.fit(text, { ...box, y: box.y + imageBox.height, height: textHeight }, SMALL);
}
