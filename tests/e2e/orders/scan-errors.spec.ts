// The unhappy scan paths of the scan page (part 1 §4 session rules, §8 messages): an unknown code, the same parcel
// twice, an order of another kind than the session, and an order type the country does not support.
import { test } from '@playwright/test';
import { expect, addSendParcel, DUPLICATE_WINDOW_MS, openScanPage, scannedList, scannedRow, scanResult, typeCode } from './support/orders';

// Every test logs in and loads the portal's pages afresh; on a loaded 2-core machine that can pass the 60 s default.
test.describe.configure({ timeout: 120_000 });

test('an unknown code is refused: Parcel is incorrect. Verify and try again.', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await typeCode(page, 'HELLO42');
  await expect(scanResult(page)).toHaveText('Parcel is incorrect. Verify and try again.');
  await expect(scanResult(page)).toHaveAttribute('data-kind', 'error');
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
});

test('the same send parcel twice is listed once: Parcel already scanned, both within and after the duplicate window', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000004');

  // At once again: within the scanner's duplicate window.
  await typeCode(page, 'NVSG00000004');
  await expect(scanResult(page)).toHaveText('Parcel already scanned. Review recent scans to confirm.');
  await expect(scanResult(page)).toHaveAttribute('data-kind', 'error');

  // Again after the window: now the session's own rule (an id already in the session) answers.
  await page.waitForTimeout(DUPLICATE_WINDOW_MS + 300);
  await typeCode(page, 'NVSG00000004');
  await expect(scanResult(page)).toHaveText('Parcel already scanned. Review recent scans to confirm.');
  await expect(scanResult(page)).toHaveAttribute('data-kind', 'error');

  await expect(scannedRow(page, 'NVSG00000004')).toHaveCount(1);
  await expect(page.getByText('1 parcel scanned')).toBeVisible();
});

test('an existing post order scanned in a send session: Order is not valid in the current session', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000005');
  await typeCode(page, 'NVSGP0000001');
  await expect(scanResult(page)).toHaveText('Order is not valid in the current session');
  await expect(scanResult(page)).toHaveAttribute('data-kind', 'error');
  await expect(scannedList(page).getByText('NVSGP0000001')).toHaveCount(0);
  await expect(scannedRow(page, 'NVSG00000005')).toBeVisible();
  await expect(page).toHaveURL(/\/send-parcel$/);
});

test('th-demo (Thai, not a franchisee) scanning a stamp id: Sorry, this order type is not supported for this country.', async ({ page }) => {
  await openScanPage(page, 'th-demo');
  await typeCode(page, 'STAMPTH0001');
  await expect(scanResult(page)).toHaveText('Sorry, this order type is not supported for this country.');
  await expect(scanResult(page)).toHaveAttribute('data-kind', 'error');
  // No post order is started: the operator stays on the scan page with nothing scanned.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/send-parcel$/);
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
});
