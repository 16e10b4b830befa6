// The customer's QR code read by the scanner widget's camera (Chromium plays a clip of the QR as its camera).
import { testWithCamera } from '../support/camera/fakeCamera';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, openCollect, SLOW } from './support';

// The two-parcel customer of every sg point (src/plugins/collect/sim/SEEDS.md).
const test = testWithCamera({ bcid: 'qrcode', text: 'NVQR-SG-002', scale: 4 });
test.describe.configure({ timeout: 120_000 });

test('a QR code on the customer’s phone opens their parcels', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  await page.getByRole('link', { name: 'Scan QR code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Scan the customer's QR code" })).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(page, '/scan-customer-collect-otp');
  const scanner = page.getByTestId('scanner');
  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  const search = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/1.0/orders/customer-collect/search'));
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();
  expect((await search).postDataJSON()).toEqual({ qr_code: 'NVQR-SG-002' });
  await expect(page).toHaveURL(/\/customer-collect\/scan$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Bea Santos' })).toBeVisible(SLOW);
  await expect(page.getByTestId('collect-verified')).toHaveText('Verified: 2 parcels waiting for Bea Santos.');
});
