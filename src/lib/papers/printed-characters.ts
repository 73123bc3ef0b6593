// The characters the papers print of their own: every word of the word tables and the signs the
// makers write between values. The papers' fonts are cut to the scripts of the data plus these
// (scripts/paper-font-subsets.ts), and a test checks the cut fonts draw each of them. Node loads
// this with the build's config, as it is: hence the imports' file extensions.

import { CMR_TEXTS } from './cmr/cmr-texts.js';
import { REPORT_WORDS } from './condition-report/report-words.js';
import { PAPER_WORDS } from './paper-words.js';

/** Written by the makers themselves: the dimensions' ×, the damage list's dash, fitText's …. */
const MAKERS_SIGNS = '×–…';

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Each character the papers' own words use, once, composed as the papers print it (NFC). */
export function printedCharacters(): string[] {
  const text = [...stringsIn([CMR_TEXTS, PAPER_WORDS, REPORT_WORDS]), MAKERS_SIGNS].join('');
  return [...new Set(text.normalize('NFC'))].filter((char) => char !== '\n');
}
