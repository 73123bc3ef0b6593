import { cutPaperFonts } from '../scripts/paper-font-subsets';
import type { PaperFonts } from '../src/lib/papers/pdf/paper-fonts';

let cutting: Promise<PaperFonts> | undefined;

/**
 * The papers' fonts for Node (tests, bench): cut by the same function as the ones the browser
 * fetches (scripts/vite/paper-fonts.ts), so they print with the very same bytes. Cut once.
 */
export function readPaperFonts(): Promise<PaperFonts> {
  return (cutting ??= cutPaperFonts());
}
