import type { CmrCopy, CmrData } from '../paper-data';
import { PAPER_WORDS } from '../paper-words';
import type { Sheet } from '../pdf/sheet';
import { stackLabels } from './cmr-box';
import { HEADER } from './cmr-layout';
import { CMR_TEXTS } from './cmr-texts';
import { labelled } from './cmr-values';

const QR_SIZE = HEADER.height;

/**
 * What differs between the copies, and what names the shipment: the copy's number and its name
 * in words (reference §4), the tracking number, the request reference (room left for the QR).
 */
export function drawCmrHeader(sheet: Sheet, data: CmrData, copy: CmrCopy) {
  const languages = data.labelLanguages;
  sheet.text(String(copy), HEADER.x, HEADER.y, 22, sheet.faces.bold);
  stackLabels(
    sheet,
    languages.map((language) => CMR_TEXTS[language].copies[copy]),
    { x: HEADER.x + 22, y: HEADER.y + 2, width: 150, height: HEADER.height },
  );
  const numbers = [
    labelled(languages, (l) => PAPER_WORDS[l].trackingNumber, data.trackingNumber),
    data.requestReference
      ? labelled(languages, (l) => PAPER_WORDS[l].requestReference, data.requestReference)
      : null,
  ]
    .filter(Boolean)
    .join('\n');
  const right = HEADER.x + HEADER.width - (data.consigneeLink ? QR_SIZE + 6 : 0);
  const x = HEADER.x + 180;
  sheet.fit(
    numbers,
    { x, y: HEADER.y + 4, width: right - x, height: HEADER.height - 4 },
    { max: 8, min: 5 },
    sheet.faces.bold,
  );
}

/** The consignee's QR code, top right: the same on every copy, so drawn with the body. */
export function drawCmrQr(sheet: Sheet, data: CmrData) {
  if (!data.consigneeLink) return;
  sheet.qr(data.consigneeLink, HEADER.x + HEADER.width - QR_SIZE, HEADER.y, QR_SIZE);
}
