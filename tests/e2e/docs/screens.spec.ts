// The screenshots of docs/operators.md, made on a 412x823 phone from the demo build, so the guide shows the portal as
// it is. Each test walks one counter flow as an operator would and checks what the screen says before the shot: a
// screen that changed fails here instead of going into the guide unnoticed.
import { mkdirSync } from 'node:fs';
import { test, type Locator, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';
import { setSimFault } from '../support/simPanel';
import {
  addSendParcel, createAndWaitForResults, expect, fillSgPostOrder, loginInEnglish, openNewOrder, openScanPage, selectShipper,
  SG_SHIPPER, SLOW,
} from '../orders/support/orders';
import { openCollect, parcelRow, scanParcel as scanForCustomer, verifyOtp } from '../collect/support';
import { chooseJob, figure, openHandover, orderRow, scanParcel as scanForDriver, typeCode } from '../handover/support';
import { scanCode, setFault, waitingList } from '../offline/support';

const SHOTS = new URL('../../../docs/img/operators/', import.meta.url);

test.use({ viewport: { width: 412, height: 823 } });
test.describe.configure({ timeout: 150_000 });

/** Saves what the phone shows (the viewport, or one part of the page) as docs/img/operators/<name>.png. */
async function shoot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const path = new URL(`${name}.png`, SHOTS).pathname;
  await target.screenshot({ path, animations: 'disabled', caret: 'hide' });
}

/** Scrolls the window to the top, so a shot starts at the header whatever was clicked last. */
async function toTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Scrolls the window so this element sits just under the sticky header. */
async function underHeader(target: Locator): Promise<void> {
  await target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 76));
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('log in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your point' })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByText('Log in with company account')).toBeVisible();
  await page.locator('input[name=username]').fill('sg-demo');
  await shoot(page, 'login');
  await page.locator('input[name=password]').fill('demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible(SLOW);
});

test('home and the menu', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: /Send parcels/ })).toBeVisible();
  await expect(page.getByText('Online', { exact: true }).filter({ visible: true })).toBeVisible();
  await shoot(page, 'home');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'History' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Collect' })).toBeVisible();
  await shoot(page, 'menu');
});

test('send: scan parcels in and lodge them', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000001');
  await addSendParcel(page, 'NVSG00000002');
  await expect(page.getByText('2 parcels scanned')).toBeVisible();
  const checkIn = page.getByRole('button', { name: 'Check in 2 parcels' });
  await expect(checkIn).toBeVisible();
  await toTop(page);
  await shoot(page, 'send');

  await checkIn.click();
  const result = page.getByRole('dialog', { name: 'Lodge in completed' });
  await expect(result.getByText('2 parcels checked in')).toBeVisible(SLOW);
  await shoot(page, 'send-done');
});

test('create post: shipper, parcel, price', async ({ page }) => {
  await openNewOrder(page, 'sg-demo');
  const card = await fillSgPostOrder(page, 'STAMPSG0901', 'Lim Wei Ling');
  await expect(page.getByRole('button', { name: 'Create 1 order' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/^Total: S\$\d/);
  await card.getByLabel('Stamp ID').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -220));
  await shoot(page, 'post');

  await createAndWaitForResults(page);
  await expect(page.getByText(/^Order with Tracking ID \w+ is created$/)).toBeHidden(SLOW);
  await expect(page.getByRole('button', { name: 'Print air waybill', exact: true })).toBeVisible();
  await expect(page.getByTestId('order-results').getByRole('row').filter({ hasText: 'Lim Wei Ling' })).toContainText('Created');
  await toTop(page);
  await shoot(page, 'print');
});

test('pack: a pack id opens the pack order', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await page.getByLabel('Tracking, stamp, pack or return ID').fill('NPSG0001');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(heading(page, 'New pack order')).toBeVisible(SLOW);
  await selectShipper(page, SG_SHIPPER.contact, SG_SHIPPER.name);
  await expect(page.getByRole('region', { name: /^(Parcel|Pack) 1 of 1$/ })).toBeVisible();
  await toTop(page);
  await shoot(page, 'pack');
});

test('to driver: scan the job, check the code, hand over', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  await chooseJob(page, 3);
  for (const id of ['NVSGOUT1001', 'NVSGOUT1002']) {
    await scanForDriver(page, id);
    await expect(orderRow(page, id)).toContainText('Scanned');
  }
  await expect(figure(page, 'missing')).toContainText('1');
  await underHeader(page.getByLabel('Tracking ID of the parcel'));
  await shoot(page, 'to-driver');

  await scanForDriver(page, 'NVSGOUT1003');
  await expect(figure(page, 'missing')).toContainText('0');
  await typeCode(page, '410001');
  await expect(page.getByTestId('handover-verified')).toContainText("Driver's code checked");
  const complete = page.getByRole('button', { name: 'Hand 3 parcels to the driver' });
  await expect(complete).toBeEnabled();
  await page.getByTestId('handover-verified').scrollIntoViewIfNeeded();
  await shoot(page, 'to-driver-code');
  await complete.click();
  await expect(page.getByTestId('handover-summary')).toContainText('Parcels handed to the driver', SLOW);
  await page.getByTestId('handover-summary').scrollIntoViewIfNeeded();
  await shoot(page, 'to-driver-done');
});

test('driver handover: one page for both directions (my-handover-demo)', async ({ page }) => {
  await openHandover(page, 'my-handover-demo', '/driver-handover', 'Driver handover');
  await expect(page.getByRole('button', { name: 'To driver' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'From driver' })).toBeVisible();
  await chooseJob(page, 3);
  await toTop(page);
  await shoot(page, 'driver-handover');
});

test('customer collect: one-time code, scan, cash on delivery', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scan QR code' })).toBeVisible();
  await shoot(page, 'collect');

  await verifyOtp(page, '333333');
  await expect(heading(page, 'Parcels for Chandra Wijaya')).toBeVisible(SLOW);
  for (const id of ['NVSGCOL00301', 'NVSGCOL00302']) {
    await scanForCustomer(page, id);
    await expect(parcelRow(page, id)).toContainText('Scanned');
  }
  await expect(page.getByTestId('collect-progress')).toHaveText('2 of 2 scanned');
  await toTop(page);
  await shoot(page, 'collect-scan');

  await page.getByRole('button', { name: 'Hand over 2 parcels' }).click();
  await expect(page.getByTestId('cod-amount')).toHaveText('S$45.50', SLOW);
  const confirm = page.getByTestId('cod-confirm');
  await expect(confirm.getByRole('button', { name: 'Hand over 2 parcels' })).toBeDisabled();
  await expect(confirm.getByText('I have received S$45.50 in cash from the customer')).toBeVisible();
  await confirm.scrollIntoViewIfNeeded();
  await shoot(page, 'collect-cod');
});

test('history and order details', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  await page.goto('/history');
  await expect(heading(page, 'History')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible(SLOW);
  await shoot(page, 'history');

  const first = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  const trackingId = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { name: `Order details: ${trackingId}` })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: 'Back to history' })).toBeVisible();
  await shoot(page, 'order-details');
});

test('parcels in store and the stocktake', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  await page.goto('/parcels-in-store');
  await expect(heading(page, 'Parcels in store')).toBeVisible(SLOW);
  const shelf = page.getByRole('table', { name: 'Parcels in store' });
  await expect(shelf.getByText('Overstayed').first()).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Start stocktake' })).toBeVisible();
  await shoot(page, 'parcels-in-store');

  const first = (await shelf.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  await page.getByRole('button', { name: 'Start stocktake' }).click();
  await page.getByLabel(/Tracking ID/).first().fill(first);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('scan-result')).toHaveText('Expected here');
  await expect(page.getByRole('button', { name: 'Finish stocktake' })).toBeVisible();
  await toTop(page);
  await shoot(page, 'stocktake');
});

test('payments', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  await page.goto('/payments');
  await expect(heading(page, 'Payment overview')).toBeVisible(SLOW);
  await expect(page.getByRole('checkbox', { name: 'Cash on delivery collected' })).toBeAttached();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible(SLOW);
  await shoot(page, 'payments');
});

test('analytics', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  await page.goto('/analytics');
  await expect(heading(page, 'Business analytics')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: /^Award tier in / })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'How tiers work' })).toBeVisible();
  await expect(page.getByText(/parcels this month so far/).first()).toBeVisible(SLOW);
  await shoot(page, 'analytics');
});

test('bulk upload', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  await page.goto('/file-upload');
  await expect(page.getByText('Drop a file here or choose one')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Download template' })).toBeVisible();
  await shoot(page, 'bulk-upload');
});

test('settings: language, scanner, activity', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  await page.goto('/settings');
  await expect(heading(page, 'Settings')).toBeVisible(SLOW);
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await shoot(page, 'settings');

  await page.goto('/settings/scanner');
  await expect(heading(page, 'Scanner')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: 'Test scan' })).toBeVisible();
  await shoot(page, 'scanner');

  await page.goto('/settings/activity');
  await expect(heading(page, 'Activity today')).toBeVisible(SLOW);
  await expect(page.getByRole('combobox', { name: 'Kind' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible(SLOW);
  await shoot(page, 'activity');
});

test('working offline: scans kept and waiting to send', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await setFault(page, 'Offline (every call dropped)');
  for (const id of ['NVSG00000004', 'NVSG00000005']) await scanCode(page, id, /./);
  await expect(waitingList(page).getByRole('listitem')).toHaveCount(2, SLOW);
  await expect(page.getByTestId('waiting-to-send').filter({ visible: true })).toHaveText('2 parcels waiting to send');
  await expect(page.getByText('Offline', { exact: true }).filter({ visible: true })).toBeVisible();
  await toTop(page);
  await shoot(page, 'offline');
  await setFault(page, 'Normal');
});

test('errors: a page that cannot load says so and offers Retry', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  // Set on home, whose only Apply is the panel's; the choice holds for the tab.
  await setSimFault(page, 'Server error (500)');
  await page.goto('/payments');
  await expect(heading(page, 'Payment overview')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible(SLOW);
  await toTop(page);
  await shoot(page, 'error');
});
