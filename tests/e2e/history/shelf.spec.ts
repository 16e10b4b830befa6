// The shelf end to end: a stocktake with one parcel left unscanned and one that should not be there, a reload in the
// middle that keeps the scans, the result exported as CSV; the payment overview and its CSV report; axe clean on both.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test.describe.configure({ timeout: 180_000 });

test('a stocktake with one missing and one extra parcel, resumed after a reload', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/parcels-in-store');
  const shelf = page.getByRole('table', { name: 'Parcels in store' });
  await expect(shelf.locator('tbody tr').first()).toBeVisible();
  await expect(shelf.locator('tbody tr').first()).toHaveAttribute('data-overstayed', 'true');
  const ids = await shelf.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tracking-id') ?? ''));
  expect(ids.length).toBeGreaterThan(5);
  await expectNoSeriousA11yViolations(page, '/parcels-in-store');

  await page.getByRole('button', { name: 'Start stocktake' }).click();
  const field = page.getByLabel('Tracking ID on the shelf');
  const scan = async (id: string, count: number) => {
    await field.fill(id);
    await field.press('Enter');
    await expect(page.getByText(`${count} parcel${count === 1 ? '' : 's'} scanned`, { exact: true })).toBeVisible();
  };
  const toScan = [...ids.slice(1), 'NVSGNOTHERE1'];
  const half = Math.floor(toScan.length / 2);
  for (let i = 0; i < half; i++) await scan(toScan[i] ?? '', i + 1);
  await page.reload();
  await expect(page.getByText(`${half} parcels scanned`, { exact: true })).toBeVisible();
  for (let i = half; i < toScan.length; i++) await scan(toScan[i] ?? '', i + 1);
  await expectNoSeriousA11yViolations(page, 'stocktake under way');

  await page.getByRole('button', { name: 'Finish stocktake' }).click();
  await expect(page.getByText(`${ids.length - 1} found, 1 missing, 1 extra`)).toBeVisible();
  await expect(page.getByTestId('stocktake-missing')).toContainText(ids[0] ?? '');
  await expect(page.getByTestId('stocktake-extra')).toContainText('NVSGNOTHERE1');
  // On paper: the result alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: 'Parcels in store' })).toBeHidden();
  await expect(page.getByTestId('stocktake-missing')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^stocktake_.*\.csv$/);
});

test('payments: totals in the country’s money and the kind filter in the URL', async ({ page }) => {
  await loginAs(page, 'my-demo');
  await page.goto('/payments');
  await expect(page.getByTestId('payment-total-total')).toContainText('RM');
  await page.getByRole('checkbox', { name: 'Counter fees' }).check({ force: true });
  await expect(page).toHaveURL(/kind=FEE/);
  await expect(page.getByTestId('payment-total-cod')).toContainText('RM0.00');
  await expectNoSeriousA11yViolations(page, '/payments');
});

test('payments: the report downloads every payment of the filters as CSV, as many as the totals count', async ({ page }) => {
  await loginAs(page, 'my-demo');
  await page.goto('/payments?kind=FEE');
  const count = page.getByTestId('payment-total-count');
  await expect(count).toContainText(/\d/);
  const counted = Number((await count.innerText()).replace(/\D/g, ''));
  expect(counted).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payment report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('The report is downloaded.')).toBeVisible();
  const lines = readFileSync(await file.path(), 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('tracking_id,kind,amount,paid_at,settled');
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows).toHaveLength(counted);
  expect(rows.every((r) => r[0]?.startsWith('NVMY') && r[1] === 'FEE')).toBe(true);
});
