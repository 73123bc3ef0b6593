// Relative, not @/: scripts/build-site.ts (Node, no path aliases) imports this file.
import { isLanguage } from '#common/languages';

import type { InfoText } from '../info-text';

/** One language's title and content, as the site shows them (also the build-time snapshot). */
function isInfoText(row: unknown): row is InfoText {
  if (typeof row !== 'object' || row === null) return false;
  const { lang, title, content } = row as Record<string, unknown>;
  return isLanguage(lang) && typeof title === 'string' && typeof content === 'string';
}

/**
 * Rows of info_content as the site reads them; throws on anything else. Three fields checked
 * by hand, not by valibot: the tracking page reads them on every visit, and valibot's module
 * (shared with the lookup's schemas, so never tree-shaken for this one read) cost that page
 * 2.9 KB gzip (issue #17).
 */
export function readInfoTexts(rows: unknown): InfoText[] {
  if (!Array.isArray(rows)) throw new TypeError('info_content: expected an array of rows');
  return rows.map((row: unknown, index) => {
    if (!isInfoText(row)) {
      throw new TypeError(`info_content row ${index}: expected { lang, title, content }`);
    }
    return { lang: row.lang, title: row.title, content: row.content };
  });
}
