import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { waitUntilSettled } from './settled-page';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The one axe scan of every browser test: WCAG 2.1 A/AA, run only once the page is settled
 * (waitUntilSettled), so it never measures a colour half-way through a fade (issue #38).
 */
export class SettledAxeBuilder extends AxeBuilder {
  private readonly scannedPage: Page;

  constructor(page: Page) {
    super({ page });
    this.scannedPage = page;
    this.withTags(WCAG_TAGS);
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    await waitUntilSettled(this.scannedPage);
    return super.analyze();
  }
}
