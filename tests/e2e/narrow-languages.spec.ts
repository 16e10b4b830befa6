// The longest translations on the narrowest phone: French (the longest words of the seven) and Thai (no spaces to
// break at) at 360 px. No page of the menu may scroll sideways; before buttons wrapped their labels, the new order's
// footer, history's view switch and the shipper report button pushed three of these pages 40 to 92 px wide.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';

const PAGES: Array<[string, string]> = [
  ['/', 'home'], ['/send-parcel', 'send'], ['/new-order', 'new order'], ['/collect', 'collect'], ['/to-driver', 'to driver'],
  ['/from-driver', 'from driver'], ['/history', 'history'], ['/parcels-in-store', 'parcels in store'], ['/payments', 'payments'],
  ['/analytics', 'business analytics'], ['/analytics/shippers', 'shipper analytics'], ['/rate-calculator', 'rate calculator'],
  ['/shipper-search', 'shipper search'], ['/file-upload', 'bulk upload'], ['/settings', 'settings'], ['/settings/activity', 'activity'],
  ['/settings/scanner', 'scanner settings'],
];

for (const lang of ['fr', 'th']) {
  test(`in ${lang} at 360 px, no page of the menu scrolls sideways`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.addInitScript((l) => localStorage.setItem('dp.locale', JSON.stringify(l)), lang);
    // The login screen is in that language too: the form is sent with Enter.
    await page.goto('/login');
    await page.locator('input[name=username]').fill('sg-demo');
    await page.locator('input[name=password]').fill(DEMO_PASSWORD);
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const wide: string[] = [];
    for (const [path, name] of PAGES) {
      await page.goto(path);
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      if (scroll > client) wide.push(`${name} (${path}): ${scroll} px wide`);
    }
    expect(wide).toEqual([]);
  });
}
