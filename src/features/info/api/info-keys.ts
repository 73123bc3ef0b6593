import type { Language } from '#common/languages';

/** Query keys of the info text: what is fetched, for which page. */
export const infoKeys = {
  all: ['info-content'] as const,
  /** Every language's row with its version, as the editor loads it. */
  list: () => [...infoKeys.all, 'list'] as const,
  /** What the tracking page in `lang` shows: its own text or the German one. */
  shown: (lang: Language) => [...infoKeys.all, 'shown', lang] as const,
};
