import type { CmrData, PaperLanguage } from '../paper-data';
import { PAPER_WORDS } from '../paper-words';
import { formatPaperDay, formatPaperNumber, inEach } from '../pdf/format';

// What boxes 1–21 say, as text: the data as typed, numbers and dates in each label language's
// way. Nothing is made up: what the data lacks stays empty.

const lines = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join('\n');

const labelled = (languages: PaperLanguage[], word: (l: PaperLanguage) => string, value: string) =>
  `${[...new Set(languages.map(word))].join(' / ')}: ${value}`;

function permitLine(languages: PaperLanguage[], permit: CmrData['instructions']['permit']) {
  if (!permit) return null;
  return languages
    .map((language) => {
      const words = PAPER_WORDS[language];
      const parts = [words.permits[permit.kind] ?? permit.kind];
      if (permit.number) parts.push(`${words.permitNumber} ${permit.number}`);
      if (permit.validUntil) {
        parts.push(`${words.validUntil} ${formatPaperDay(permit.validUntil, language)}`);
      }
      return `${words.permit}: ${parts.join(', ')}`;
    })
    .join('\n');
}

function escortLine(languages: PaperLanguage[], escort: string | null) {
  if (!escort) return null;
  return languages
    .map((language) => {
      const words = PAPER_WORDS[language];
      return `${words.escort}: ${words.escorts[escort] ?? escort}`;
    })
    .join('\n');
}

function dimensionsLine(languages: PaperLanguage[], goods: CmrData['goods']) {
  const size = goods.dimensionsM;
  if (!size) return null;
  const value = inEach(
    languages,
    (language) =>
      [size.length, size.width, size.height]
        .map((metres) => formatPaperNumber(metres, language))
        .join(' × ') + ' m',
  );
  return labelled(languages, (language) => PAPER_WORDS[language].dimensions, value);
}

const number = (languages: PaperLanguage[], value: number | null, digits = 2) =>
  value === null ? '' : inEach(languages, (language) => formatPaperNumber(value, language, digits));

export function cmrValues(data: CmrData) {
  const languages = data.labelLanguages;
  const { goods } = data;
  const day = (date: string | null) =>
    date ? inEach(languages, (language) => formatPaperDay(date, language)) : null;
  return {
    1: lines(data.sender.name, data.sender.address),
    2: lines(data.consignee.name, data.consignee.address),
    3: data.deliveryPlace,
    4: lines(data.takingOver.place, day(data.takingOver.date)),
    5: data.documentsAttached ?? '',
    6: goods.marks ?? '',
    7: number(languages, goods.packages, 0),
    8: goods.packing ?? '',
    9: lines(goods.nature, dimensionsLine(languages, goods)),
    10: goods.statisticalNumber ?? '',
    11: number(languages, goods.grossWeightKg),
    12: number(languages, goods.volumeM3),
    13: lines(
      permitLine(languages, data.instructions.permit),
      escortLine(languages, data.instructions.escort),
    ),
    16: lines(
      data.carrier.name,
      data.carrier.address,
      data.carrier.vehiclePlate
        ? labelled(languages, (l) => PAPER_WORDS[l].vehiclePlate, data.carrier.vehiclePlate)
        : null,
    ),
    18: data.carrierReservations ?? '',
    21: [data.established.place, day(data.established.date)].filter(Boolean).join(', '),
  } as const;
}

export { labelled };
