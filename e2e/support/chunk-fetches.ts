import type { Page } from '@playwright/test';

/**
 * How many times this page load fetched a built chunk, by its name before the hash
 * (`lookup-outcome` for /assets/lookup-outcome-…js): the browser's resource timing.
 */
export function chunkFetches(page: Page, chunk: string): Promise<number> {
  return page.evaluate(
    (prefix) =>
      performance.getEntriesByType('resource').filter(({ name }) => name.includes(prefix)).length,
    `/assets/${chunk}-`,
  );
}
