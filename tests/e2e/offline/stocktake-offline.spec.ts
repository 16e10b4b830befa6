// A stocktake with the network cut (the live build, context.setOffline): Parcels in store keeps the last shelf the
// operator loaded on the device, so a stocktake starts from it offline, saying when that list was loaded and that it
// may be out of date; with no list kept, it says a stocktake needs the network once, and the network's return loads
// the shelf by itself.
import { test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { login, mainMenu } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';
import { expect, SLOW } from '../orders/support/orders';
import { expectNoSideScroll } from '../support/sideScroll';

useLiveBuild();
// axe is injected as a script: the live build's Content Security Policy would refuse it.
test.use({ bypassCSP: true });

const SHELF_LIST = '**/1.2/reservations/parcel*';
const notice = (page: Page) => page.getByTestId('shelf-offline');
const shelf = (page: Page) => page.getByRole('table', { name: 'Parcels in store' });
const start = (page: Page) => page.getByRole('button', { name: 'Start stocktake' });

async function logIn(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  await login(page, user);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
}

async function scan(page: Page, id: string, says: string): Promise<void> {
  const field = page.getByLabel('Tracking ID on the shelf');
  await field.fill(id);
  await field.press('Enter');
  await expect(page.getByTestId('scan-result')).toContainText(says);
}

test('offline, a stocktake starts from the last shelf loaded here, saying when it was loaded and that it may be out of date', async ({ page, context }) => {
  await logIn(page, 'ph-demo');
  await page.goto('/parcels-in-store');
  await expect(shelf(page).locator('tbody tr').first()).toBeVisible(SLOW);
  const ids = await shelf(page).locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tracking-id') ?? ''));
  expect(ids.length).toBeGreaterThan(2);
  await expect(notice(page)).toHaveCount(0);

  await mainMenu(page).getByRole('listitem').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
  await context.setOffline(true);
  await mainMenu(page).getByRole('link', { name: 'Parcels in store' }).click();
  await expect(notice(page)).toHaveText(
    // The shared formatter's 'DD MMM, hh:mm a', in the country's time.
    /^Offline: this list of parcels in store was loaded on \d{2} [A-Z][a-z]{2}, \d{2}:\d{2} (AM|PM) and may be out of date\. A stocktake now compares the shelf with it\.$/, SLOW);
  const kept = await shelf(page).locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tracking-id') ?? ''));
  expect(kept).toEqual(ids);

  await start(page).click();
  await scan(page, ids[0]!, 'Expected here');
  await scan(page, 'NVPHNOTHERE1', 'Not expected here');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(notice(page)).toBeVisible();
  await expectNoSideScroll(page, 360);
  await expectNoSeriousA11yViolations(page, 'stocktake offline from the kept shelf, 360 px');
  await page.getByRole('button', { name: 'Finish stocktake' }).click();
  await expect(page.getByText(`1 found, ${ids.length - 1} missing, 1 extra`)).toBeVisible();

  // Back online: the shelf is the server's again, and the notice goes.
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0, SLOW);
  await expect(shelf(page).locator('tbody tr').first()).toBeVisible(SLOW);
});

test('with no shelf kept, offline it says a stocktake needs the network once; the network back loads the shelf by itself', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'mm-demo');
  // The shelf's request gets no answer: nothing is kept, and the page is offline as far as the portal can tell.
  await context.route(SHELF_LIST, (route) => route.abort('internetdisconnected'));
  await page.goto('/parcels-in-store');
  // The page itself (main#main), not the cold start's frame, which shows the same heading before the page's code.
  await expect(page.locator('main#main').getByRole('heading', { level: 1, name: 'Parcels in store' })).toBeVisible(SLOW);
  await context.setOffline(true);
  await expect(notice(page)).toHaveText('Offline: a stocktake needs the network once. Open Parcels in store while online, and its list is kept on this device for a stocktake offline.', SLOW);
  await expect(start(page)).toBeDisabled();
  await expect(shelf(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'parcels in store offline with no shelf kept, 360 px');

  await context.unroute(SHELF_LIST);
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0, SLOW);
  await expect(shelf(page).locator('tbody tr').first()).toBeVisible(SLOW);
  await expect(start(page)).toBeEnabled();
});
