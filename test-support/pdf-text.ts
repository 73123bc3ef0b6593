import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Each page's text as pdf.js reads it (what a reader copies, what a search finds): the text
 * pieces in drawing order, joined by single spaces.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const pieces = content.items.flatMap((item) => ('str' in item ? [item.str] : []));
    pages.push(pieces.join(' ').replace(/\s+/g, ' ').trim());
  }
  await pdf.destroy();
  return pages;
}
