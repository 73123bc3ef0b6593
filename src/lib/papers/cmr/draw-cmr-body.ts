import type { PDFImage } from 'pdf-lib';

import type { CmrData, PaperSignature } from '../paper-data';
import { PAPER_WORDS } from '../paper-words';
import type { Box, Sheet } from '../pdf/sheet';
import { drawSignature } from '../pdf/signature';
import { drawCmrBox, PAD, stackLabels, VALUE } from './cmr-box';
import { ADR_LINE, MARGIN_NOTES, TITLE_BLOCK } from './cmr-layout';
import { CMR_TEXTS } from './cmr-texts';
import { cmrValues, labelled } from './cmr-values';

export type CmrImages = {
  sender: PDFImage | null;
  carrier: PDFImage | null;
  consignee: PDFImage | null;
};

const NOTE = { max: 5, min: 3.5 };
const BOXES_WITH_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 18, 21] as const;
/** Boxes the shipment has no data for (yet): their labels only, never a dash. */
const FURNITURE_BOXES = [15, 17, 19] as const;

function drawTitleBlock(sheet: Sheet, data: CmrData) {
  const box = TITLE_BLOCK;
  sheet.frame(box);
  const inner = { x: box.x + PAD, y: box.y + PAD, width: box.width - 2 * PAD, height: 0 };
  sheet.text('CMR', inner.x, inner.y, 16, sheet.faces.bold);
  let y = inner.y + 20;
  for (const language of data.labelLanguages) {
    y += sheet.fit(
      CMR_TEXTS[language].title,
      { ...inner, y, height: 10 },
      { max: 8, min: 5.5 },
      sheet.faces.bold,
    );
  }
  for (const language of data.labelLanguages) {
    y += sheet.fit(
      CMR_TEXTS[language].clause,
      { ...inner, y, height: box.y + box.height - PAD - y },
      NOTE,
    );
  }
}

function drawSigned(
  sheet: Sheet,
  data: CmrData,
  area: Box,
  signed: PaperSignature | null,
  image: PDFImage | null,
) {
  if (signed) drawSignature(sheet, area, signed, image, data.labelLanguages);
}

function drawConsignee(sheet: Sheet, data: CmrData, area: Box, image: PDFImage | null) {
  const languages = data.labelLanguages;
  const signed = data.signatures.consignee;
  const place = labelled(languages, (l) => CMR_TEXTS[l].place, signed?.place ?? '');
  const on = labelled(languages, (l) => CMR_TEXTS[l].on, '');
  const used = sheet.fit(`${place}\n${on}`, area, { max: 6, min: 4.5 });
  const signs = languages.map((language) => CMR_TEXTS[language].consigneeSigns);
  const signsHeight = 22;
  let rest = { ...area, y: area.y + used, height: area.height - used - signsHeight };
  if (signed?.reservations) {
    const text = labelled(languages, (l) => PAPER_WORDS[l].reservations, signed.reservations);
    const taken = sheet.fit(text, { ...rest, height: rest.height / 3 }, { max: 6.5, min: 4.5 });
    rest = { ...rest, y: rest.y + taken, height: rest.height - taken };
  }
  if (signed) drawSignature(sheet, rest, { ...signed, place: null }, image, languages);
  stackLabels(sheet, signs, {
    ...area,
    y: area.y + area.height - signsHeight,
    height: signsHeight,
  });
}

function drawChargesGrid(sheet: Sheet, data: CmrData, area: Box) {
  const texts = data.labelLanguages.map((language) => CMR_TEXTS[language]);
  const labelWidth = area.width * 0.4;
  const columnWidth = (area.width - labelWidth) / 3;
  const rowCount = texts[0]?.chargeRows.length ?? 0;
  const rowHeight = (area.height - 14) / rowCount;
  const cell = { max: 4.5, min: 3.5 };
  [0, 1, 2].forEach((column) => {
    const x = area.x + labelWidth + column * columnWidth;
    sheet.frame({ x, y: area.y, width: columnWidth, height: area.height }, 0.3);
    sheet.fit(
      [...new Set(texts.map((text) => text.chargeHeads[column]))].join(' / '),
      { x: x + 1, y: area.y + 1, width: columnWidth - 2, height: 13 },
      cell,
    );
  });
  for (let row = 0; row < rowCount; row += 1) {
    const names = texts.flatMap((text) => text.chargeRows[row] ?? []);
    sheet.fit(
      [...new Set(names)].join(' / '),
      { x: area.x, y: area.y + 14 + row * rowHeight, width: labelWidth - 2, height: rowHeight },
      cell,
    );
  }
}

/** Everything that is the same on each copy: the boxes, their labels and values, the notes. */
export function drawCmrBody(sheet: Sheet, data: CmrData, images: CmrImages) {
  const languages = data.labelLanguages;
  const values = cmrValues(data);
  drawTitleBlock(sheet, data);
  for (const number of BOXES_WITH_VALUES) {
    const area = drawCmrBox(sheet, number, languages);
    sheet.fit(values[number], area, VALUE);
  }
  for (const number of FURNITURE_BOXES) drawCmrBox(sheet, number, languages);
  stackLabels(
    sheet,
    languages.map((language) => CMR_TEXTS[language].payment.join(' / ')),
    drawCmrBox(sheet, 14, languages),
  );
  drawChargesGrid(sheet, data, drawCmrBox(sheet, 20, languages));
  drawSigned(sheet, data, drawCmrBox(sheet, 22, languages), data.signatures.sender, images.sender);
  drawSigned(
    sheet,
    data,
    drawCmrBox(sheet, 23, languages),
    data.signatures.carrier,
    images.carrier,
  );
  drawConsignee(sheet, data, drawCmrBox(sheet, 24, languages), images.consignee);

  sheet.frame(ADR_LINE);
  sheet.text('ADR', ADR_LINE.x + PAD, ADR_LINE.y + 3, 5.5, sheet.faces.bold);
  const notes = languages.map(
    (language) =>
      `${CMR_TEXTS[language].senderCompletes}: 1–15, 19, 21, 22. ${CMR_TEXTS[language].carrierCompletes}`,
  );
  stackLabels(sheet, notes, MARGIN_NOTES);
}
