import { beforeAll, describe, expect, it } from 'vitest';

import { CMR_BOXES, CMR_TEXTS, type CmrBox } from '../../../src/lib/papers/cmr/cmr-texts';
import { makeCmr } from '../../../src/lib/papers/cmr/make-cmr';
import type { PaperLanguage } from '../../../src/lib/papers/paper-data';
import type { PaperFonts } from '../../../src/lib/papers/pdf/paper-fonts';
import { readPaperFonts } from '../../../test-support/paper-fonts';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { germanToPolish, romanianToFrench } from '../../../test-support/sample-papers';

let fonts: PaperFonts;
beforeAll(async () => {
  fonts = await readPaperFonts();
});

/** A box as read back: its number, then its label in each language, in order. */
const box = (number: CmrBox, languages: PaperLanguage[]) =>
  [number, ...languages.map((language) => CMR_TEXTS[language].boxes[number])].join(' ');

describe('CMR, German sender → Polish consignee, all four copies', () => {
  const languages: PaperLanguage[] = ['de', 'pl', 'en'];
  let pages: string[];
  let size: number;
  beforeAll(async () => {
    const bytes = await makeCmr(germanToPolish(), fonts);
    size = bytes.length;
    pages = await pdfPagesText(bytes);
  });

  it('has four pages, each headed with its copy in words in the three languages', () => {
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain(
      '1 Exemplar für den Absender Egzemplarz dla nadawcy Copy for sender',
    );
    expect(pages[1]).toContain(
      '2 Exemplar für den Empfänger Egzemplarz dla odbiorcy Copy for consignee',
    );
    expect(pages[2]).toContain(
      '3 Exemplar für den Frachtführer Egzemplarz dla przewoźnika Copy for carrier',
    );
    expect(pages[3]).toContain('4 Zusätzliches Exemplar Egzemplarz dodatkowy Additional copy');
  });

  it('prints every box with its number and its labels in German, Polish and English', () => {
    for (const page of pages) {
      for (const number of CMR_BOXES) expect(page).toContain(box(number, languages));
    }
    // Spelled out, so that a label changed in the table is caught too (reference §2).
    expect(pages[0]).toContain(
      '1 Absender (Name, Anschrift, Land) Nadawca (nazwisko lub nazwa, adres, kraj) Sender (name, address, country)',
    );
    expect(pages[0]).toContain(
      '18 Vorbehalte und Bemerkungen der Frachtführer Zastrzeżenia i uwagi przewoźnika',
    );
  });

  it('prints each value right after its box labels, numbers and dates in each language', () => {
    const expected: [CmrBox, string][] = [
      [1, 'Maschinenbau Weiß GmbH Große Straße 12 80331 München Deutschland'],
      [2, 'Łukasz Wróbel Sp. z o.o. ul. Żółkiewskiego 5 00-001 Łódź Polska'],
      [3, 'Łódź, Polska'],
      [4, 'München, Deutschland 07.12.2026 / 07/12/2026'],
      [5, 'Rechnung 2026/118'],
      [6, 'SN 4471-ß'],
      [7, '1'],
      [8, 'unverpackt'],
      [
        9,
        'Radlader Liebherr L 556 Maße (L × B × H) / Wymiary (dł. × szer. × wys.) / Dimensions (L × W × H): 8,1 × 2,75 × 3,4 m / 8.1 × 2.75 × 3.4 m',
      ],
      [11, '18.250,5 / 18 250,5 / 18,250.5'],
      [
        13,
        'Sondergenehmigung: erteilt, Nr. BY-2026-77, gültig bis 31.12.2026 ' +
          'Zezwolenie na przejazd: wydane, nr BY-2026-77, ważne do 31.12.2026 ' +
          'Special permit: granted, No. BY-2026-77, valid until 31/12/2026 ' +
          'Begleitung: ein Begleitfahrzeug Pilotaż: jeden pojazd pilotujący Escort: one escort vehicle',
      ],
      [
        16,
        'Transporte Ionescu SRL Str. Mihai Viteazu 3 500001 Brașov România ' +
          'Kennzeichen / Nr rejestracyjny / Registration: BV 12 ȚȘȚ',
      ],
      [18, 'Kratzer am linken Kotflügel'],
      [21, 'München, 07.12.2026 / 07/12/2026'],
      [22, 'Name / Imię i nazwisko: Jörg Weiß München, 07.12.2026, 09:15 / 07/12/2026, 09:15'],
      [23, 'Name / Imię i nazwisko: Ștefan Țurcanu München, 07.12.2026, 09:20 / 07/12/2026, 09:20'],
    ];
    for (const [number, value] of expected) {
      expect(pages[3]).toContain(`${box(number, languages)} ${value}`);
    }
    expect(pages[0]).toContain(
      `${box(24, languages)} Ort / Miejscowość / Place: Łódź am / dnia / on: ` +
        'Vorbehalte / Zastrzeżenia / Reservations: Brak zastrzeżeń co do ilości ' +
        'Name / Imię i nazwisko: Łucja Żak 08.12.2026, 14:05 / 08/12/2026, 14:05 ' +
        'Unterschrift und Stempel des Empfängers Podpis i stempel odbiorcy Signature and stamp of the consignee',
    );
  });

  it('leaves the boxes it has no data for empty: the next box follows the labels', () => {
    expect(pages[0]).toContain(`${box(10, languages)} ${box(11, languages)}`);
    expect(pages[0]).toContain(`${box(12, languages)} ${box(13, languages)}`);
    expect(pages[0]).toContain(`${box(15, languages)} ${box(17, languages)}`);
  });

  it('prints the title, the CMR clause and the margin notes in each language', () => {
    expect(pages[0]).toContain(
      'CMR INTERNATIONALER FRACHTBRIEF MIĘDZYNARODOWY SAMOCHODOWY LIST PRZEWOZOWY INTERNATIONAL CONSIGNMENT NOTE',
    );
    for (const language of languages) {
      expect(pages[0]).toContain(CMR_TEXTS[language].clause);
      expect(pages[0]).toContain(CMR_TEXTS[language].carrierCompletes);
    }
  });

  it('prints the tracking number and the request reference', () => {
    expect(pages[2]).toContain(
      'Sendungsnummer / Numer przesyłki / Tracking number: 482913 ' +
        'Auftragsreferenz / Numer zapytania / Request reference: ANF-2026-0042',
    );
  });

  it('stays under 150 KB', () => {
    expect(size).toBeLessThan(150 * 1024);
  });
});

describe('CMR, Romanian sender → French consignee, the consignee’s copy only', () => {
  const languages: PaperLanguage[] = ['ro', 'fr', 'en'];
  let pages: string[];
  beforeAll(async () => {
    pages = await pdfPagesText(await makeCmr(romanianToFrench(), fonts));
  });

  it('has one page, headed as copy 2', () => {
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(
      '2 Exemplar pentru destinatar Exemplaire du destinataire Copy for consignee',
    );
    expect(pages[0]).not.toContain('Exemplar pentru expeditor');
  });

  it('prints every box in Romanian (ș ț with the comma below), French and English', () => {
    for (const number of CMR_BOXES) expect(pages[0]).toContain(box(number, languages));
    expect(pages[0]).toContain(
      '22 Semnătura și ștampila expeditorului Signature et timbre de l’expéditeur'.replace(
        '’',
        "'",
      ),
    );
    expect(pages[0]).toContain(
      'SCRISOARE DE TRANSPORT INTERNAȚIONAL LETTRE DE VOITURE INTERNATIONALE',
    );
    expect(pages[0]).not.toMatch(/[şţŞŢ]/);
  });

  it('prints the values it has', () => {
    expect(pages[0]).toContain(
      `${box(1, languages)} Fabrica de Mașini Târgu Mureș SA Str. Țesătorilor 9 540001 Târgu Mureș România`,
    );
    expect(pages[0]).toContain(`${box(9, languages)} Excavator șenilat folosit`);
    expect(pages[0]).toContain(`${box(4, languages)} Târgu Mureș, România ${box(5, languages)}`);
    expect(pages[0]).toContain(`${box(21, languages)} Brașov, 09.12.2026 / 09/12/2026`);
    expect(pages[0]).toContain('Număr de transport / Numéro de suivi / Tracking number: 731104');
  });

  it('leaves empty what is not known: no goods numbers, no signatures, no reservations', () => {
    for (const [empty, next] of [
      [5, 6],
      [6, 7],
      [7, 8],
      [8, 9],
      [10, 11],
      [11, 12],
      [12, 13],
      [13, 16],
    ] as const) {
      expect(pages[0]).toContain(`${box(empty, languages)} ${box(next, languages)}`);
    }
    expect(pages[0]).toContain(`${box(18, languages)} ${box(21, languages)}`);
    expect(pages[0]).toContain(`${box(22, languages)} ${box(23, languages)} ${box(24, languages)}`);
    expect(pages[0]).not.toContain('Request reference');
  });
});
