import { PDFDocument } from 'pdf-lib';

import type { CmrCopy, CmrData } from '../paper-data';
import { embedPaperFonts, type PaperFonts } from '../pdf/paper-fonts';
import { savePaper } from '../pdf/save-paper';
import { A4, embedImage, Sheet } from '../pdf/sheet';
import { drawCmrBody } from './draw-cmr-body';
import { drawCmrHeader, drawCmrQr } from './draw-cmr-header';

const ALL_COPIES: CmrCopy[] = [1, 2, 3, 4];

/**
 * The CMR consignment note as a PDF: one A4 page per copy. The body is drawn once, as a form
 * every page shows; only the header (which copy) differs.
 */
export async function makeCmr(data: CmrData, fonts: PaperFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`CMR ${data.trackingNumber}`);
  const faces = await embedPaperFonts(doc, fonts);
  const { sender, carrier, consignee } = data.signatures;
  const [senderImage, carrierImage, consigneeImage] = await Promise.all(
    [sender, carrier, consignee].map((signed) =>
      signed?.signature ? embedImage(doc, signed.signature) : Promise.resolve(null),
    ),
  );
  const body = new Sheet(faces);
  drawCmrBody(body, data, {
    sender: senderImage ?? null,
    carrier: carrierImage ?? null,
    consignee: consigneeImage ?? null,
  });
  drawCmrQr(body, data);
  const placeBody = body.toForm(doc);
  for (const copy of data.copies === 'all' ? ALL_COPIES : [data.copies]) {
    const page = doc.addPage([A4.width, A4.height]);
    const header = new Sheet(faces);
    drawCmrHeader(header, data, copy);
    placeBody(page);
    header.placeOn(page);
  }
  return savePaper(doc);
}
