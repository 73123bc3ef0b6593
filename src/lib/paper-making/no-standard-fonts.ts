// What the paper worker's bundle has instead of @pdf-lib/standard-fonts (vite.config.ts aliases
// it): the metrics and encodings of PDF's 14 standard fonts (Helvetica, Times, …), 135 KB that
// pdf-lib imports, and unpacks when the worker starts, for embedStandardFont and its form fields'
// default font. The papers print only their own embedded Noto Sans (src/lib/papers/pdf/) and
// have no forms. pdf-lib still needs the fonts' names to tell a standard font from font bytes.

export const FontNames = {
  Courier: 'Courier',
  CourierBold: 'Courier-Bold',
  CourierOblique: 'Courier-Oblique',
  CourierBoldOblique: 'Courier-BoldOblique',
  Helvetica: 'Helvetica',
  HelveticaBold: 'Helvetica-Bold',
  HelveticaOblique: 'Helvetica-Oblique',
  HelveticaBoldOblique: 'Helvetica-BoldOblique',
  TimesRoman: 'Times-Roman',
  TimesRomanBold: 'Times-Bold',
  TimesRomanItalic: 'Times-Italic',
  TimesRomanBoldItalic: 'Times-BoldItalic',
  Symbol: 'Symbol',
  ZapfDingbats: 'ZapfDingbats',
} as const;

export const Encodings = {};

export const Font = {
  load(name: string): never {
    throw new Error(
      `The papers print in Noto Sans only: pdf-lib's standard font ${name} is not in their bundle (src/lib/paper-making/no-standard-fonts.ts).`,
    );
  },
};
