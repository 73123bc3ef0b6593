/**
 * Every translation bundle as a lazy chunk, by language and namespace. A module of its own,
 * loaded on the first bundle a page asks for: a prerendered page carries its own texts inline,
 * so a visit that never changes page or language never loads this map (issue #17).
 */
const bundles = import.meta.glob<Record<string, unknown>>(
  // The bundles the e-mails read too are in common/ (README, "Where things are").
  ['/locales/*/*.json', '/common/locales/*/*.json'],
  { import: 'default' },
);

export function loadBundle(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load =
    bundles[`/locales/${lng}/${ns}.json`] ?? bundles[`/common/locales/${lng}/${ns}.json`];
  return load ? load() : Promise.reject(new Error(`no bundle ${lng}/${ns}`));
}
