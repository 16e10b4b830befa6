import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page scrolls sideways at `width` px. Polled: right after a resize the shell has not yet re-rendered
 * for the narrow screen (a media query read by script), and the page is briefly as wide as before.
 */
export async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `the page scrolls sideways at ${width} px` })
    .toBeLessThanOrEqual(width);
}
