// A chart card keeps one height from its first frame to its drawn chart: while the figures are asked, while the
// chart's code loads and once it is drawn. A card that grew meanwhile moved the cards below it under the operator's
// finger (a tap on a card's Table switch landed elsewhere).
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';

test.describe.configure({ timeout: 120_000 });

type Seen = Record<string, number[]>;

/** Records every height each chart card takes, from the moment it is added to the page. */
async function recordCardHeights(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { cardHeights: Record<string, number[]> }).cardHeights = seen;
    const sizes = new ResizeObserver((entries) => {
      for (const e of entries) {
        const id = (e.target as HTMLElement).dataset.testid ?? '';
        (seen[id] ??= []).push(Math.round(e.target.getBoundingClientRect().height));
      }
    });
    const watched = new WeakSet<Element>();
    const watch = () => {
      for (const el of document.querySelectorAll('section[data-testid^="chart-"]')) {
        if (!watched.has(el)) { watched.add(el); sizes.observe(el); }
      }
    };
    new MutationObserver(watch).observe(document, { childList: true, subtree: true });
  });
}

async function cardHeights(page: Page): Promise<Seen> {
  return page.evaluate(() => (window as unknown as { cardHeights: Record<string, number[]> }).cardHeights);
}

/** Scrolls each card into view in turn and waits for its drawing. */
async function drawEvery(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    const card = page.getByTestId(id);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('bar-chart').locator('svg').first()).toBeVisible();
  }
}

function expectSteady(seen: Seen, ids: string[]): void {
  for (const id of ids) {
    const heights = seen[id] ?? [];
    expect(heights.length, `${id} was measured`).toBeGreaterThan(0);
    expect(new Set(heights).size, `${id}: heights seen ${heights.join(', ')}`).toBe(1);
  }
}

test('business analytics: the chart card keeps its height while the figures and the chart load', async ({ page }) => {
  await recordCardHeights(page);
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics');
  const ids = ['chart-by-type'];
  await drawEvery(page, ids);
  expectSteady(await cardHeights(page), ids);
});

test('shipper analytics on a 360 px phone: every chart card keeps its height while it loads and draws', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await recordCardHeights(page);
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics/shippers');
  const ids = ['chart-shippers', 'chart-trend', 'chart-weekly', 'chart-shipper-types'];
  await drawEvery(page, ids);
  expectSteady(await cardHeights(page), ids);
});
