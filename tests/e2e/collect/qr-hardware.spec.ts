// A USB scanner reading the customer's QR while the QR page's code field has focus: the burst is the customer's QR,
// not a one-time code typed wrong (issue 26, 14).
import { hardwareScan } from '../support/hardwareScan';
import { test } from '@playwright/test';
import { expect, OTP_LABEL, openCollect, scanResult, SLOW } from './support';

test('a scanner burst typed into the focused code field of the QR page is taken as the customer’s QR', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  await page.getByRole('link', { name: 'Scan QR code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Scan the customer's QR code" })).toBeVisible(SLOW);
  const field = page.getByTestId('scanner').getByLabel(OTP_LABEL);
  await field.focus();

  const search = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/1.0/orders/customer-collect/search'));
  await hardwareScan(page, 'NVQR-SG-002'); // keys 4 ms apart, then Enter
  expect((await search).postDataJSON()).toEqual({ qr_code: 'NVQR-SG-002' });
  await expect(page.getByText('OTP entered is invalid')).toHaveCount(0);
  await expect(page).toHaveURL(/\/customer-collect\/scan$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Bea Santos' })).toBeVisible(SLOW);
  await expect(scanResult(page)).toHaveCount(0);
});
