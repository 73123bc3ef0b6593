import { expect, type Page } from '@playwright/test';

/**
 * What a scan must not see half-way (issue #38): a colour in the middle of a CSS transition or
 * animation, a region that says it is still loading, text in a fallback font. Infinite animations
 * count too: under the tests' reduced motion (playwright.config.ts) the site plays each once.
 */
function unsettledReasons(): string[] {
  const reasons: string[] = [];
  if (document.fonts.status !== 'loaded') reasons.push('fonts loading');
  const busy = document.querySelectorAll('[aria-busy="true"]').length;
  if (busy > 0) reasons.push(`${busy} element(s) aria-busy`);
  const moving = document
    .getAnimations()
    .filter((animation) => animation.pending || animation.playState === 'running');
  if (moving.length > 0) reasons.push(`${moving.length} transition(s)/animation(s) running`);
  return reasons;
}

/**
 * Waits until the page is settled, and still settled one poll later: a state change that was
 * already on its way when the first check passed (a debounced search about to dim a table)
 * starts a transition or sets aria-busy before the second. No fixed sleep: only conditions.
 */
export async function waitUntilSettled(
  page: Page,
  options: { timeout?: number } = {},
): Promise<void> {
  let settledBefore = false;
  await expect
    .poll(
      async () => {
        const reasons = await page.evaluate(unsettledReasons);
        const settled = reasons.length === 0;
        const stable = settled && settledBefore;
        settledBefore = settled;
        return stable ? 'settled' : reasons.join(', ') || 'settled once, checking again';
      },
      {
        message: 'the page settles (no transition, animation, aria-busy or font loading)',
        timeout: options.timeout,
      },
    )
    .toBe('settled');
}
