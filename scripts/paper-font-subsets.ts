/**
 * The papers' fonts (issue #54) cut to what the papers can print, with HarfBuzz's subsetter
 * (subset-font): the Vite plugin (scripts/vite/paper-fonts.ts) serves these bytes to the paper
 * worker, and the tests and the bench read the very same through test-support/paper-fonts.ts.
 * Noto Sans whole is 630 KB a weight (about 300 KB gzip); a phone fetches both for the first
 * paper. Each PDF still embeds only the glyphs it uses (pdf-lib's own subsetting).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import subsetFont from 'subset-font';

import type { PaperFonts } from '../src/lib/papers/pdf/paper-fonts.js';
import { printedCharacters } from '../src/lib/papers/printed-characters.js';

const PAPER_FONT_FILES = {
  regular: import.meta.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: import.meta.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

/**
 * The scripts of the data (names and addresses from all over Europe), inclusive ranges: Latin
 * (Basic, Latin-1, Extended-A and -B, Extended Additional), Greek, Cyrillic, general
 * punctuation (the narrow no-break space Intl writes in French numbers) and currency signs.
 * Combining marks are left out: text is printed composed (NFC), and every letter of these
 * scripts has a composed form. Letterlike symbols would cost 9 KB gzip a weight for №.
 */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x4ff],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
];

/** Beside them: the Ukrainian apostrophe (ʼ) and the number sign of Slavic addresses (№). */
const EXTRA = 'ʼ№';

function subsetText(): string {
  // What a paper prints of its own (its word tables) is in, whatever script it is from.
  const characters = new Set([...printedCharacters(), ...EXTRA]);
  for (const [first, last] of RANGES) {
    for (let code = first; code <= last; code += 1) characters.add(String.fromCodePoint(code));
  }
  return [...characters].join('');
}

/** Noto Sans whole, as the npm package has it (what the cut is checked against). */
export async function wholePaperFonts(): Promise<PaperFonts> {
  const [regular, bold] = await Promise.all(
    [PAPER_FONT_FILES.regular, PAPER_FONT_FILES.bold].map((file) => readFile(fileURLToPath(file))),
  );
  return { regular: new Uint8Array(regular!), bold: new Uint8Array(bold!) };
}

/**
 * One font cut to the papers' characters. The layout tables (GSUB, GPOS, GDEF) go: the papers
 * never shape text (src/lib/papers/pdf/plain-fontkit.ts looks each character up in the cmap),
 * and they were half of what remained.
 */
async function cut(whole: Uint8Array, text: string): Promise<Uint8Array> {
  // fontverter, which reads the format, wants a Buffer.
  const subset = await subsetFont(Buffer.from(whole), text, {
    targetFormat: 'sfnt',
    noLayoutClosure: true,
    dropTables: ['GSUB', 'GPOS', 'GDEF'],
  });
  return new Uint8Array(subset);
}

/** Both fonts cut, the same bytes on every call (the build's asset hash depends on them). */
export async function cutPaperFonts(): Promise<PaperFonts> {
  const text = subsetText();
  const whole = await wholePaperFonts();
  const [regular, bold] = await Promise.all([cut(whole.regular, text), cut(whole.bold, text)]);
  return { regular, bold };
}
