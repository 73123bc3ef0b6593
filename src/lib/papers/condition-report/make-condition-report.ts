import { PDFDocument } from 'pdf-lib';

import { COMPANY_TIME_ZONE } from '#common/company-time-zone';

import type { ConditionReportData, PaperParty } from '../paper-data';
import { PAPER_WORDS } from '../paper-words';
import { Flow, MARGIN } from '../pdf/flow';
import { formatPaperMoment, formatPaperNumber } from '../pdf/format';
import { embedPaperFonts, type PaperFonts } from '../pdf/paper-fonts';
import { savePaper } from '../pdf/save-paper';
import { embedImage } from '../pdf/sheet';
import { drawSignature } from '../pdf/signature';
import { REPORT_WORDS } from './report-words';

const PHOTO_COLUMNS = 2;
const PHOTO_HEIGHT = 190;
const GAP = 10;
const SIGNATURE_HEIGHT = 90;

const party = (value: PaperParty) => [value.name, value.address.replace(/\n+/g, ', ')].join(', ');

/**
 * A collection or delivery report as a PDF in the reader's language: who, when, where, the
 * damage and what was handed over, the photos (two a row, their aspect kept, as many pages as
 * they need), the signature. Times are the company's time zone's, and say so.
 */
export async function makeConditionReport(
  data: ConditionReportData,
  fonts: PaperFonts,
): Promise<Uint8Array> {
  const language = data.language;
  const words = REPORT_WORDS[language];
  const shared = PAPER_WORDS[language];
  const moment = (at: string) => `${formatPaperMoment(at, language)} (${COMPANY_TIME_ZONE})`;

  const doc = await PDFDocument.create();
  const title = `${words.title} ${words.kinds[data.kind]}`;
  doc.setTitle(`${title} – ${data.trackingNumber}`);
  const flow = new Flow(await embedPaperFonts(doc, fonts));

  flow.paragraph(data.carrier.name, 10, true, 2);
  flow.paragraph(title, 16, true, 4);
  flow.paragraph(`${shared.trackingNumber}: ${data.trackingNumber}`, 10, true, 8);
  if (data.correctsRecordedAt) {
    flow.paragraph(`${words.corrects} ${moment(data.correctsRecordedAt)}`, 9, true);
  }
  if (data.phoned) flow.paragraph(words.phoned, 9, true);

  flow.field(words.recordedAt, moment(data.recordedAt));
  flow.field(words.place, data.place);
  if (data.position) {
    const { lat, lng } = data.position;
    const degrees = (value: number) => formatPaperNumber(value, language, 5);
    flow.field(words.position, `${degrees(lat)}, ${degrees(lng)}`);
  }
  flow.field(words.shipper, party(data.shipper));
  flow.field(words.recipient, party(data.recipient));
  flow.field(words.carrier, party(data.carrier));
  flow.field(shared.vehiclePlate, data.carrier.vehiclePlate);
  flow.y += 4;

  if (data.damage?.state === 'none') flow.field(words.damage, words.noDamage);
  if (data.damage?.state === 'marked') {
    flow.paragraph(`${words.damage}:`, 9, true, 1);
    for (const mark of data.damage.marks) {
      flow.paragraph(`– ${words.zones[mark.zone]}: ${mark.text}`, 9, false, 1);
    }
    flow.y += 2;
  }
  flow.field(words.note, data.note);
  if (data.handedOver) {
    const handed = [
      data.handedOver.documents ? `${words.documents}: ${data.handedOver.documents}` : null,
      data.handedOver.keys ? words.keysHanded : words.keysNotHanded,
    ].filter(Boolean);
    flow.field(words.handedOver, handed.join('; '));
  }
  flow.field(shared.reservations, data.reservations);

  if (data.signedBy) {
    flow.y += 4;
    flow.room(SIGNATURE_HEIGHT + 14);
    flow.paragraph(`${words.signature}:`, 9, true, 1);
    const image = data.signedBy.signature ? await embedImage(doc, data.signedBy.signature) : null;
    const box = { x: MARGIN, y: flow.y, width: 220, height: SIGNATURE_HEIGHT };
    // Inside its frame with a margin, as a CMR box draws it: text on the frame reads as cut off.
    const inset = 4;
    const inner = {
      x: box.x + inset,
      y: box.y + inset,
      width: box.width - 2 * inset,
      height: box.height - 2 * inset,
    };
    drawSignature(flow.sheet, inner, data.signedBy, image, [language]);
    flow.sheet.frame(box, 0.3);
    flow.y += SIGNATURE_HEIGHT + GAP;
  }

  if (data.photos.length > 0) {
    flow.room(14 + PHOTO_HEIGHT);
    flow.paragraph(`${words.photos} (${data.photos.length}):`, 9, true, 2);
    const cell = (flow.width - GAP * (PHOTO_COLUMNS - 1)) / PHOTO_COLUMNS;
    for (const [index, photo] of data.photos.entries()) {
      const column = index % PHOTO_COLUMNS;
      if (column === 0) flow.room(PHOTO_HEIGHT);
      const image = await embedImage(doc, photo);
      const box = {
        x: MARGIN + column * (cell + GAP),
        y: flow.y,
        width: cell,
        height: PHOTO_HEIGHT,
      };
      if (image) flow.sheet.image(image, box);
      else flow.sheet.frame(box, 0.3);
      if (column === PHOTO_COLUMNS - 1 || index === data.photos.length - 1) {
        flow.y += PHOTO_HEIGHT + GAP;
      }
    }
  }

  flow.finish(doc);
  return savePaper(doc);
}
