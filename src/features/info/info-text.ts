// Relative, not @/: scripts/build-site.ts (Node, no path aliases) imports this file.
import { DEFAULT_LANGUAGE, type Language } from '#common/languages';

/** One language's info text (DECISIONS 15). */
export interface InfoText {
  lang: Language;
  title: string;
  content: string;
}

/** Shown only when there is something to read (DECISIONS 12). */
export function hasInfo(info: InfoText | null | undefined): info is InfoText {
  return Boolean(info && (info.title.trim() || info.content.trim()));
}

/**
 * What the tracking page in `lang` shows (DECISIONS 15): its own text, else the German one,
 * else nothing. Shared by the live panel, the prerender and the editor's preview.
 */
export function shownInfo(texts: readonly InfoText[], lang: Language): InfoText | null {
  const own = texts.find((text) => text.lang === lang);
  if (hasInfo(own)) return own;
  const german = texts.find((text) => text.lang === DEFAULT_LANGUAGE);
  return hasInfo(german) ? german : null;
}
