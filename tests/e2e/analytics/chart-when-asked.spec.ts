// A chart under the fold is loaded when it is asked for. Until then its card says nothing is loading, since nothing
// is (a screen reader or a print reported a load that was not happening), and it keeps the chart's height
// (steady.spec.ts). The keyboard reaching the card asks for it. So does a screen reader moving to the card's
// heading, which scrolls the heading into view (Chromium does that when assistive technology asks for it).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';

/** The card says nothing of a load: no status, no 'Loading…', not busy, in the page and in the accessibility tree. */
async function expectQuiet(card: Locator): Promise<void> {
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(card).not.toContainText('Loading');
  expect(await card.ariaSnapshot()).not.toContain('Loading');
  await expect(card.getByTestId('bar-chart')).toHaveCount(0);
}

const focusedIn = (page: Page, testId: string) => page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);

test('on a 360 px phone, the charts below the fold say no load until asked, and the keyboard or a heading reached asks', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics/shippers');
  await expect(page.getByRole('combobox', { name: 'Shipper' })).toBeEnabled();
  const weekly = page.getByTestId('chart-weekly');
  const types = page.getByTestId('chart-shipper-types');
  // The shipper's weeks have come (the trend card, nearer the top, has its figures or draws them).
  await expect(page.getByTestId('chart-trend')).toHaveAttribute('aria-busy', 'false');
  await expectQuiet(weekly);
  await expectQuiet(types);
  // Printed as it stands, the cards below still say no load.
  await page.emulateMedia({ media: 'print' });
  await expectQuiet(weekly);
  await page.emulateMedia({ media: 'screen' });

  // From the top of the page, Tab by Tab, until the keyboard is in the weekly view's card.
  await page.getByRole('combobox', { name: 'Shipper' }).focus();
  for (let i = 0; i < 30 && !(await focusedIn(page, 'chart-weekly')); i++) await page.keyboard.press('Tab');
  expect(await focusedIn(page, 'chart-weekly')).toBe(true);
  await expect(weekly.getByTestId('bar-chart').locator('svg').first()).toBeVisible();

  // Opened again: a screen reader moves to the last card's heading, which is scrolled into view.
  await page.goto('/analytics/shippers');
  await expect(page.getByTestId('chart-trend')).toHaveAttribute('aria-busy', 'false');
  await expectQuiet(types);
  await page.getByRole('heading', { level: 2, name: 'Volume by parcel type' }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await expect(types.getByTestId('bar-chart').locator('svg').first()).toBeVisible();
});
