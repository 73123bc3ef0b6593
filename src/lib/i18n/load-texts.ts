import type { i18n } from 'i18next';

/**
 * Loads the bundles of `namespaces` in `lng`, whatever language the instance was started in
 * (i18n.loadNamespaces only loads the current one). Routes call it before they render, so a
 * page never suspends on its texts; bundles already there (prerender, earlier pages) are skipped.
 */
export function loadTexts(
  instance: i18n,
  lng: string,
  namespaces: readonly string[],
): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lng, ns));
  return missing.length === 0 ? Promise.resolve() : instance.reloadResources([lng], missing);
}
