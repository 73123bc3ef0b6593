import type { Resource } from 'i18next';

/**
 * Every translation bundle, loaded eagerly. For the prerender and tests only: the browser
 * loads bundles lazily (i18n.ts), one language at a time.
 */
const bundles = import.meta.glob<Record<string, unknown>>(
  // The bundles the e-mails read too are in common/ (README, "Where things are").
  ['/locales/*/*.json', '/common/locales/*/*.json'],
  { eager: true, import: 'default' },
);

/** The bundles of one language, in the shape i18next's `resources` option takes. */
export function resourcesFor(lang: string): Resource {
  const resources: Resource = { [lang]: {} };
  for (const [file, bundle] of Object.entries(bundles)) {
    const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lng === lang && ns) resources[lang]![ns] = bundle;
  }
  return resources;
}
