// The pages that need the server (OTP verification, shipper search, history, analytics) in the demo build: when
// the browser's network is cut they say the portal is offline and what still works instead of a spinner or an
// error, send none of their requests, are axe clean and usable at 360 px, and load again when the network is back.
import { test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { loginAs, mainMenu } from '../support/auth';
import { expect, SLOW } from '../orders/support/orders';
import { expectNoSideScroll } from '../support/sideScroll';

test.describe.configure({ timeout: 150_000 });

interface NeedsServerPage {
  name: string;
  path: string;
  /** What the page shows once it has what it needs from the server. */
  loaded: (page: Page) => Locator;
  /** The page's own API calls. */
  api: RegExp;
}

const PAGES: NeedsServerPage[] = [
  { name: 'OTP verification', path: '/customer-collect', loaded: (p) => p.getByLabel('One-time code (OTP)'), api: /\/customer-collect|\/drop-off-sms/ },
  { name: 'shipper search', path: '/shipper-search', loaded: (p) => p.getByRole('textbox', { name: "Shipper's contact number" }), api: /\/2\.0\/shippers/ },
  { name: 'history', path: '/history', loaded: (p) => p.getByRole('table', { name: 'Parcels' }), api: /\/reservations\/parcel/ },
  // The month's tier figures: the chart's card is drawn before the point is known, its three calls only after.
  { name: 'analytics', path: '/analytics', loaded: (p) => p.getByTestId('tier-volume').first(), api: /\/dps\/\d+\// },
];

const notice = (page: Page) => page.getByTestId('offline-notice');

async function expectNotice(page: Page): Promise<void> {
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('The portal is offline');
  await expect(notice(page)).toContainText('This page needs the server: it loads by itself when the network is back.');
  await expect(notice(page)).toContainText('Scanning and sending still work: what you scan is kept and sent once the network is back.');
  await expect(notice(page).getByRole('link', { name: 'Go to the home page' })).toBeVisible();
}

for (const target of PAGES) {
  test(`${target.name}: the network cut, the offline notice and no request, axe clean; back, the page loads`, async ({ page, context }) => {
    await loginAs(page, 'sg-demo');
    await page.goto(target.path);
    await expect(target.loaded(page)).toBeVisible(SLOW);
    const asked: string[] = [];
    page.on('request', (r) => { if (target.api.test(r.url())) asked.push(r.url()); });
    await context.setOffline(true);
    await expectNotice(page);
    await expect(target.loaded(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, `${target.path} offline`);
    expect(asked).toEqual([]);
    await context.setOffline(false);
    await expect(target.loaded(page)).toBeVisible(SLOW);
    await expect(notice(page)).toHaveCount(0);
  });
}

test('history opened from the menu while offline: the notice, not a spinner, and no request', async ({ page, context }) => {
  await loginAs(page, 'sg-demo');
  // Once opened online, so its code is in the page (the installable shell's cache is not what this checks).
  await page.goto('/history');
  await expect(page.getByRole('table', { name: 'Parcels' })).toBeVisible(SLOW);
  await mainMenu(page).getByRole('link', { name: 'Home', exact: true }).last().click();
  await context.setOffline(true);
  const asked: string[] = [];
  page.on('request', (r) => { if (/\/reservations\/parcel/.test(r.url())) asked.push(r.url()); });
  await mainMenu(page).getByRole('link', { name: 'History', exact: true }).first().click();
  await expectNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  expect(asked).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByRole('table', { name: 'Parcels' })).toBeVisible(SLOW);
});

test.describe('phone (360x740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('history offline: the notice fits, its link works, axe clean', async ({ page, context }) => {
    await loginAs(page, 'sg-demo');
    await page.goto('/history');
    await expect(page.getByRole('table', { name: 'Parcels' })).toBeVisible(SLOW);
    await context.setOffline(true);
    await expectNotice(page);
    const box = await notice(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoSideScroll(page, 360);
    await expectNoSeriousA11yViolations(page, '/history offline (phone)');
    await notice(page).getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
