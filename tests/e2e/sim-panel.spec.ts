// The demo build's "Simulated API" panel never covers a control of the portal: at 1280x800 the history pager's Next
// page is the element at its own centre and takes the click, and on a few long pages, at the top and at the end,
// no control's centre is under the panel.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/auth';

test.describe.configure({ timeout: 120_000 });

const PANEL = 'Simulated API settings';

/** What is drawn at a control's centre, seen from the page: the control itself (or inside it), or something else. */
async function hitAtCentre(control: Locator): Promise<{ own: boolean; inPanel: boolean; what: string }> {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      own: hit !== null && (hit === el || el.contains(hit)),
      inPanel: hit !== null && hit.closest('#sim-dev-panel') !== null,
      what: hit ? `${hit.tagName} ${hit.textContent?.slice(0, 40) ?? ''}` : 'nothing',
    };
  });
}

/** Every control in the viewport whose centre the simulator's panel covers. */
async function controlsUnderPanel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('#root button, #root a[href], #root input, #root select, #root textarea, #root [role="checkbox"]');
    const covered: string[] = [];
    // A control scrolled out of its own scroll box (the menu column when the menu is taller than the screen) is
    // hidden by that box, not by the panel: the operator scrolls the box to reach it.
    const clippedByScrollBox = (el: HTMLElement, x: number, y: number) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (!/(auto|scroll|hidden)/.test(getComputedStyle(a).overflowY)) continue;
        const b = a.getBoundingClientRect();
        if (y < b.top || y > b.bottom || x < b.left || x > b.right) return true;
      }
      return false;
    };
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      if (clippedByScrollBox(el, r.left + r.width / 2, r.top + r.height / 2)) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit?.closest('#sim-dev-panel')) covered.push(`${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return covered;
  });
}

test('at 1280x800 the history pager’s Next page is not under the panel, and takes the click', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'sg-demo');
  await page.goto('/history');
  await expect(page.getByRole('table', { name: 'Parcels' }).locator('tbody tr')).toHaveCount(50);
  await expect(page.getByRole('button', { name: PANEL })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next page' });
  await next.scrollIntoViewIfNeeded();
  // Both where the operator scrolls to find it and with the page scrolled to its very end.
  for (const scroll of ['control', 'end'] as const) {
    if (scroll === 'end') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(next).toBeInViewport();
    const hit = await hitAtCentre(next);
    expect(hit, `at Next page's centre: ${hit.what}`).toMatchObject({ own: true, inPanel: false });
  }
  await next.click({ timeout: 5_000 });
  await expect(page).toHaveURL(/[?&]page=2/);
  // The panel still opens, in view, and closes.
  await page.getByRole('button', { name: PANEL }).click();
  await expect(page.getByLabel('Next answers')).toBeInViewport();
  await page.getByRole('button', { name: PANEL }).click();
  await expect(page.getByLabel('Next answers')).toHaveCount(0);
});

for (const width of [1280, 360]) {
  test(`at ${width} px no control of a long page is under the panel, at the top or at the end`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginAs(page, 'sg-demo');
    for (const path of ['/history', '/payments', '/parcels-in-store', '/send']) {
      await page.goto(path);
      await expect(page.locator('main#main h1').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      for (const at of ['top', 'end'] as const) {
        await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight), at);
        expect(await controlsUnderPanel(page), `${path} scrolled to the ${at}`).toEqual([]);
      }
    }
  });
}
