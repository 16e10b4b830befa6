// Resend with its countdown across a reload, and the collect pages on a 360 px phone.
import { test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { confirmPartialHandover, expect, openCollect, scanParcel, parcelRow, SLOW, verifyOtp } from './support';

test.describe.configure({ timeout: 120_000 });

test('the resend countdown survives a reload; a failing resend says so', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  const tracking = page.getByRole('textbox', { name: 'Tracking ID' });
  await tracking.fill('NVSGCOLFAIL1');
  await page.getByRole('button', { name: 'Resend SMS' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Resend SMS failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();

  await tracking.fill('NVSGCOL00201');
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText('Sent. Ask the customer to check their phone.')).toBeVisible();
  await expect(page.getByTestId('resend-wait')).toHaveText(/You can send again in \d+ s/);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer collect' })).toBeVisible(SLOW);
  const wait = page.getByTestId('resend-wait');
  await expect(wait).toHaveText(/You can send again in \d+ s/);
  const seconds = Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(30);
  expect(seconds).toBeLessThanOrEqual(60);
  await expect(page.getByRole('button', { name: 'Resend SMS' })).toBeDisabled();
});

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every step fits without sideways scrolling', async ({ page }) => {
    await openCollect(page, 'my-demo');
    await noSidewaysScroll(page);
    await verifyOtp(page, '777777');
    await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Gopal Nair' })).toBeVisible(SLOW);
    await noSidewaysScroll(page);
    await scanParcel(page, 'NVMYCOL00701');
    await expect(parcelRow(page, 'NVMYCOL00701')).toContainText('Scanned');
    await scanParcel(page, 'NVMYCOL00702');
    await expect(parcelRow(page, 'NVMYCOL00702')).toContainText('Scanned');
    await page.getByRole('button', { name: 'Hand over 2 parcels' }).click();
    // The third parcel stays at the point: the question fits too.
    await expect(page.getByRole('dialog')).toContainText('NVMYCOL00703');
    await noSidewaysScroll(page);
    await confirmPartialHandover(page, 'Hand over 2 parcels');
    await expect(page.getByTestId('cod-amount')).toHaveText('RM168.00');
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'confirmCod on a phone');
    await page.getByText('I have received RM168.00 in cash from the customer').click();
    await page.getByTestId('cod-confirm').getByRole('button', { name: 'Hand over 2 parcels' }).click();
    await expect(page.getByTestId('collect-cod-taken')).toHaveText('Cash collected: RM168.00', SLOW);
    await noSidewaysScroll(page);
  });
});
