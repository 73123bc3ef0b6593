import type { PaperLanguage } from '../paper-data';
import type { Box, Sheet } from '../pdf/sheet';
import { CMR_LAYOUT, HEAVY_BOXES } from './cmr-layout';
import { CMR_TEXTS, type CmrBox } from './cmr-texts';

export const PAD = 3;
const LABEL = { max: 5.5, min: 4 };
export const VALUE = { max: 9, min: 5.5 };
const HEAVY = 1.6;
const THIN = 0.5;

/** Lines of small print, one per language, stacked from `top`; the height they took. */
export function stackLabels(sheet: Sheet, texts: string[], box: Box): number {
  let used = 0;
  for (const text of texts) {
    used += sheet.fit(text, { ...box, y: box.y + used, height: box.height - used }, LABEL);
  }
  return used;
}

/**
 * A numbered box: its frame (heavy for the carrier's), its number in bold and its label in each
 * language, one under the other (reference §6). Returns the space left for the value.
 */
export function drawCmrBox(sheet: Sheet, number: CmrBox, languages: PaperLanguage[]): Box {
  const box = CMR_LAYOUT[number];
  sheet.frame(box, HEAVY_BOXES.includes(number) ? HEAVY : THIN);
  const numberText = String(number);
  sheet.text(numberText, box.x + PAD, box.y + PAD, LABEL.max + 1.5, sheet.faces.bold);
  const indent = PAD + sheet.faces.bold.width(numberText, LABEL.max + 1.5) + 2;
  const area = {
    x: box.x + indent,
    y: box.y + PAD,
    width: box.width - indent - PAD,
    height: box.height - 2 * PAD,
  };
  const used = stackLabels(
    sheet,
    languages.map((language) => CMR_TEXTS[language].boxes[number]),
    area,
  );
  const top = area.y + used + 2;
  return {
    x: box.x + PAD,
    y: top,
    width: box.width - 2 * PAD,
    height: box.y + box.height - PAD - top,
  };
}
