// A scanner that reads one label twice, 69 ms apart, while the first read is still being decided: the session decides
// each read in turn, so the repeat gets the page's duplicate words and the log has one accepted scan (issue 26, 5).
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { hardwareBursts } from '../support/hardwareScan';
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
