// The new driver handover (isNewDriverHandoverEnabled): one page for both directions, the 120-parcel job paged in,
// status labels, and the drop-off notice resend.
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { mainMenu } from '../support/auth';
import { chooseJob, expect, figure, openHandover, orderRow, scanParcel, scrollsSideways, SLOW } from './support';

test.describe.configure({ timeout: 150_000 });

test('my-handover-demo sees Driver handover and not To driver or From driver', async ({ page }) => {
  await openHandover(page, 'my-handover-demo', '/driver-handover', 'Driver handover');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Driver handover' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'To driver' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'From driver' })).toHaveCount(0);
  await page.goto('/to-driver');
  await expect(page.getByRole('heading', { level: 1, name: 'To driver' })).toHaveCount(0);
});

test('sg-demo sees To driver and From driver, and not Driver handover', async ({ page }) => {
  await openHandover(page, 'sg-demo', '/to-driver', 'To driver');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'From driver' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Driver handover' })).toHaveCount(0);
});

test('both directions on one page: the 120-parcel job pages in completely; drop-off notice resends say how they went', async ({ page }) => {
  await openHandover(page, 'my-handover-demo', '/driver-handover', 'Driver handover');
  await expect(page.getByRole('button', { name: 'To driver' })).toHaveAttribute('aria-pressed', 'true');
  await chooseJob(page, 120);
  await expect(page.getByTestId('handover-orders').locator('tbody tr')).toHaveCount(120, SLOW);
  await expect(orderRow(page, 'NVMYOUT2120')).toContainText('Pending driver pickup');
  await expect(orderRow(page, 'NVMYOUT2007')).toContainText('Overstayed');
  await scanParcel(page, 'NVMYOUT2120');
  await expect(orderRow(page, 'NVMYOUT2120')).toContainText('Scanned');
  await expect(figure(page, 'missing')).toContainText('119');
  await expectNoSeriousA11yViolations(page, '/driver-handover to driver, 120 parcels');

  await page.getByRole('button', { name: 'From driver' }).click();
  await chooseJob(page, 60);
  await expect(page.getByTestId('handover-orders').locator('tbody tr')).toHaveCount(60, SLOW);
  await expect(orderRow(page, 'NVMYIN6060')).toContainText('Pending driver drop-off');
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByTestId('resend-outcome')).toHaveText('The email was sent again.', SLOW);
  await page.getByRole('button', { name: 'Resend SMS' }).click();
  await expect(page.getByTestId('resend-outcome')).toContainText('Resend SMS failed.', SLOW);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page, '/driver-handover from driver with a failed resend');

  // The to-driver scan is still there when the operator comes back to that direction.
  await page.getByRole('button', { name: 'To driver' }).click();
  await expect(figure(page, 'scanned')).toContainText('1', SLOW);
});

test('at 360 px the driver handover page, its job list and the summary do not scroll sideways and stay axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHandover(page, 'my-handover-demo', '/driver-handover', 'Driver handover');
  await page.getByRole('button', { name: 'From driver' }).click();
  await chooseJob(page, 4);
  await scanParcel(page, 'NVMYIN5001');
  await expect(orderRow(page, 'NVMYIN5001')).toContainText('Scanned');
  await expect(page.getByTestId('handover-qr')).toBeVisible(SLOW);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page, '/driver-handover from driver at 360 px');
  await page.getByRole('button', { name: 'The driver has confirmed' }).click();
  await page.getByLabel('Reason for the missing parcels').fill('Driver brought one parcel only');
  await page.getByRole('button', { name: 'Receive 1 parcel' }).click();
  await expect(page.getByTestId('handover-summary')).toBeVisible(SLOW);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page, '/driver-handover summary at 360 px');
});
