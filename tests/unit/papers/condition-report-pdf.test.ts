import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeConditionReport } from '../../../src/lib/papers/condition-report/make-condition-report';
import type { PaperImage } from '../../../src/lib/papers/paper-data';
import type { PaperFonts } from '../../../src/lib/papers/pdf/paper-fonts';
import { readPaperFonts } from '../../../test-support/paper-fonts';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { conditionReport } from '../../../test-support/sample-papers';

/** A camera-shaped JPEG (4:3 or 3:4), grey: what matters is that it is embedded, aspect kept. */
function photo(width: number, height: number): PaperImage {
  const data = Buffer.alloc(width * height * 4, 128);
  return {
    bytes: new Uint8Array(jpeg.encode({ data, width, height }, 80).data),
    type: 'image/jpeg',
  };
}

/** Each image drawn, as the page's `cm` operator places it: width and height in points. */
async function imagesDrawn(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const drawn: { width: number; height: number }[] = [];
  for (const page of doc.getPages()) {
    const { decodePDFRawStream, PDFRawStream, PDFArray } = await import('pdf-lib');
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of text.matchAll(/([\d.]+) 0 0 ([\d.]+) [\d.-]+ [\d.-]+ cm\s+\/I\d+ Do/g)) {
        drawn.push({ width: Number(match[1]), height: Number(match[2]) });
      }
    }
  }
  return drawn;
}

let fonts: PaperFonts;
beforeAll(async () => {
  fonts = await readPaperFonts();
});

describe('condition report', () => {
  it('in German: who, when, where, damage, handed over, reservations, phoned, corrects', async () => {
    const [page, ...rest] = await pdfPagesText(
      await makeConditionReport(conditionReport('de', []), fonts),
    );
    expect(rest).toEqual([]);
    for (const text of [
      'Transporte Ionescu SRL Zustandsbericht bei der Abholung Sendungsnummer: 482913',
      'Berichtigt den Bericht vom 07.12.2026, 08:50 (Europe/Berlin)',
      'Vom Büro erfasst für einen Fahrer, der telefonisch berichtet hat.',
      'Aufgenommen am: 07.12.2026, 09:15 (Europe/Berlin)',
      'Ort: München',
      'Standort (GPS): 48,13715, 11,57612',
      'Versender: Maschinenbau Weiß GmbH, Große Straße 12, 80331 München',
      'Empfänger: Łukasz Wróbel Sp. z o.o., ul. Żółkiewskiego 5, 00-001 Łódź',
      'Kennzeichen: BV 12 ȚȘȚ',
      'Sichtbare Schäden: – links: Kratzer am Kotflügel, 20 cm',
      'Bemerkung: Schaufel separat verzurrt',
      'Übergeben: Dokumente: Rechnung 2026/118; Schlüssel übergeben',
      'Vorbehalte: Ștergătoare lipsă',
      'Unterschrift: Name: Jörg Weiß München, 07.12.2026, 09:20',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('in Polish and in Romanian, in the reader’s format', async () => {
    const [polish] = await pdfPagesText(
      await makeConditionReport({ ...conditionReport('pl', []), kind: 'delivery' }, fonts),
    );
    expect(polish).toContain('Protokół stanu przy dostawie Numer przesyłki: 482913');
    expect(polish).toContain('Sporządzono: 07.12.2026, 09:15 (Europe/Berlin)');
    expect(polish).toContain('Widoczne uszkodzenia: – lewa strona: Kratzer am Kotflügel, 20 cm');
    expect(polish).toContain('Przekazano: Dokumenty: Rechnung 2026/118; Przekazano klucze');
    expect(polish).toContain('Wprowadzone przez biuro w imieniu kierowcy');

    const [romanian] = await pdfPagesText(
      await makeConditionReport(
        { ...conditionReport('ro', []), damage: { state: 'none' }, phoned: false },
        fonts,
      ),
    );
    expect(romanian).toContain(
      'Proces-verbal de constatare la preluare Număr de transport: 482913',
    );
    expect(romanian).toContain('Întocmit la: 07.12.2026, 09:15 (Europe/Berlin)');
    expect(romanian).toContain('Daune vizibile: Fără daune vizibile');
    expect(romanian).toContain('Poziția (GPS): 48,13715, 11,57612');
    expect(romanian).not.toContain('Introdus de birou');
    expect(romanian).not.toMatch(/[şţŞŢ]/);
  });

  it('prints the photos over as many pages as they need, their aspect kept', async () => {
    const photos = [
      photo(400, 300),
      photo(300, 400),
      photo(400, 300),
      photo(400, 300),
      photo(400, 300),
      photo(400, 300),
      photo(400, 300),
    ];
    const bytes = await makeConditionReport(conditionReport('de', photos), fonts);
    const pages = await pdfPagesText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('Fotos (7):');
    const drawn = await imagesDrawn(bytes);
    // The signature, then the seven photos.
    expect(drawn).toHaveLength(8);
    const [signature, ...printed] = drawn;
    expect(signature!.width / signature!.height).toBeCloseTo(2, 2);
    expect(printed.map(({ width, height }) => Number((width / height).toFixed(3)))).toEqual([
      1.333, 0.75, 1.333, 1.333, 1.333, 1.333, 1.333,
    ]);
  });

  it('leaves out what the report does not have', async () => {
    const [page] = await pdfPagesText(
      await makeConditionReport(
        {
          ...conditionReport('en', []),
          place: null,
          position: null,
          damage: null,
          note: null,
          handedOver: null,
          reservations: null,
          signedBy: null,
          phoned: false,
          correctsRecordedAt: null,
        },
        fonts,
      ),
    );
    expect(page).toBe(
      'Transporte Ionescu SRL Condition report at collection Tracking number: 482913 ' +
        'Recorded on: 07/12/2026, 09:15 (Europe/Berlin) ' +
        'Shipper: Maschinenbau Weiß GmbH, Große Straße 12, 80331 München ' +
        'Recipient: Łukasz Wróbel Sp. z o.o., ul. Żółkiewskiego 5, 00-001 Łódź ' +
        'Carrier: Transporte Ionescu SRL, Brașov Registration: BV 12 ȚȘȚ',
    );
  });
});
