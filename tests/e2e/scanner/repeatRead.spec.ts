// A scanner that reads one label twice, 69 ms apart, while the first read is still being decided: the session decides
// each read in turn, so the repeat gets the page's duplicate words and the log has one accepted scan (issue 26, 5).
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { hardwareBursts } from '../support/hardwareScan';
import { focusOutsideFields, openScanPage, recordRequests, SCAN_LABEL, scannedRow, scanResult } from '../orders/support/orders';
import { openActivity, SLOW } from './scannerPage';

test('two hardware reads of one code 69 ms apart in the stocktake: the repeat says Already scanned, one scan accepted', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/parcels-in-store');
  await page.getByRole('button', { name: 'Start stocktake' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Stocktake' });
  await expect(heading).toBeVisible(SLOW);
  await heading.click(); // focus on the page, not in a field

  await hardwareBursts(page, ['NVSGREPEAT01', 'NVSGREPEAT01'], 69);
  const result = page.getByTestId('scanner').getByTestId('scan-result');
  await expect(result).toHaveText('Already scanned.');
  await expect(result).toHaveAttribute('data-kind', 'error');
  await expect(page.getByText('1 parcel scanned', { exact: true })).toBeVisible();

  const rows = (await openActivity(page)).locator('tbody tr').filter({ hasText: 'NVSGREPEAT01' });
  await expect(rows.and(page.locator('[data-kind="scanRejected"]'))).toHaveCount(1);
  await expect(rows.and(page.locator('[data-kind="scanAccepted"]'))).toHaveCount(1);
});

test('on the scan page, where each read is looked up: a repeat 69 ms later, during the lookup, is the duplicate', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  // Every call of the simulated API takes 300 ms: the repeat comes while the first read's lookup is under way.
  await page.evaluate(() => sessionStorage.setItem('dp.sim', JSON.stringify({ latencyMs: 300, fault: 'none' })));
  await page.reload();
  await expect(page.getByLabel(SCAN_LABEL)).toBeVisible(SLOW);
  await focusOutsideFields(page);
  const lookups = recordRequests(page, /\/1\.0\/orders\?/);

  await hardwareBursts(page, ['NVSG00000004', 'NVSG00000004'], 69);
  await expect(scanResult(page)).toHaveText('Parcel already scanned. Review recent scans to confirm.');
  await expect(scannedRow(page, 'NVSG00000004')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(lookups).toHaveLength(1);

  const rows = (await openActivity(page)).locator('tbody tr').filter({ hasText: 'NVSG00000004' });
  await expect(rows.and(page.locator('[data-kind="scanAccepted"]'))).toHaveCount(1);
});
