// The papers' font files (Noto Sans from npm, cut at build time to what the papers print:
// scripts/vite/paper-fonts.ts): their URLs are in the bundle, the bytes are fetched only when a
// paper is made, once per page load.
import { boldUrl, regularUrl } from 'virtual:paper-fonts';

import type { PaperFonts } from './pdf/paper-fonts';

let loading: Promise<PaperFonts> | undefined;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${url} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Both fonts' bytes, fetched on the first paper; a failed fetch is tried again next time. */
export function loadPaperFonts(): Promise<PaperFonts> {
  loading ??= Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
