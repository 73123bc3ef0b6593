import type { Language } from '#common/languages';

/**
 * Data baked into the prerendered HTML at build time, so a page paints with it and does not
 * shift when the live copy arrives. The browser reads the same JSON before hydrating.
 */
export interface InitialData {
  /** The tracking page's info text: its own language's, or the German one (DECISIONS 15). */
  info?: { lang: Language; title: string; content: string } | null;
  /**
   * The app shell's: every language's info text at build time, so a tracking page rendered
   * from the shell (a host that rewrites every URL to it) paints with its text, and the form
   * does not move down when the live copy arrives (issue #17).
   */
  infoTexts?: Array<{ lang: Language; title: string; content: string }>;
  /**
   * The page's translation bundles (namespace → texts) in its language. The HTML already holds
   * these strings, so inline they cost little after compression, and the page hydrates without
   * fetching them (issue #17).
   */
  texts?: Record<string, Record<string, unknown>>;
}

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** The JSON the prerender wrote, or nothing (app shell, tests). */
export function readInitialData(doc: Document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as InitialData;
  } catch {
    return {};
  }
}
