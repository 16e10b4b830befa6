// End of day: the cash drawer adds up the COD taken today, shows the difference with the cash counted, exports CSV.
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, openCollect, parcelRow, scanParcel, SLOW, verifyOtp } from './support';

test.describe.configure({ timeout: 120_000 });

test('the cash drawer adds up today’s COD and shows what is short', async ({ page }) => {
  await openCollect(page, 'my-demo');
  await verifyOtp(page, '777777');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Gopal Nair' })).toBeVisible(SLOW);
  for (const id of ['NVMYCOL00701', 'NVMYCOL00702', 'NVMYCOL00703']) {
    await scanParcel(page, id);
    await expect(parcelRow(page, id)).toContainText('Scanned');
  }
  await page.getByRole('button', { name: 'Hand over 3 parcels' }).click();
  await page.getByText('I have received RM168.00 in cash from the customer').click();
  await page.getByTestId('cod-confirm').getByRole('button', { name: 'Hand over 3 parcels' }).click();
  await expect(page.getByTestId('collect-cod-taken')).toHaveText('Cash collected: RM168.00', SLOW);

  await page.getByRole('button', { name: 'Next customer' }).click();
  await page.getByRole('link', { name: 'End of day: cash drawer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash drawer: COD today' })).toBeVisible(SLOW);
  const table = page.getByTestId('drawer-table');
  await expect(table.getByRole('row').filter({ hasText: 'NVMYCOL00701' })).toContainText('RM120.00');
  await expect(table.getByRole('row').filter({ hasText: 'NVMYCOL00702' })).toContainText('RM48.00');
  await expect(table.getByRole('row').filter({ hasText: 'NVMYCOL00703' })).toHaveCount(0);
  await expect(page.getByTestId('drawer-expected')).toHaveText('RM168.00');

  await page.getByLabel('Cash counted').fill('150');
  await expect(page.getByTestId('drawer-difference')).toHaveText('RM18.00 short');
  await page.getByLabel('Cash counted').fill('168.00');
  await expect(page.getByTestId('drawer-difference')).toHaveText('Balanced');
  // A count over the field's 20 characters stays whole and says so; it is not cut to fit and counted.
  const counted = page.getByLabel('Cash counted');
  await counted.fill('1'.repeat(25));
  await expect(counted).toHaveValue('1'.repeat(25));
  await expect(counted).toHaveAccessibleErrorMessage('This is too long for this field. Please shorten it.');
  await expect(page.getByTestId('drawer-difference')).toHaveText('—');
  await counted.fill('168.00');
  await expect(page.getByTestId('drawer-difference')).toHaveText('Balanced');
  await expectNoSeriousA11yViolations(page, '/collect/cash-drawer');

  // On paper: the figures alone, without the portal's menu or the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByTestId('drawer-expected')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.getByLabel('Cash counted').fill('170');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = (await readFile(await file.path())).toString('utf8');
  // One table: each line named in the first column, every amount in the COD column.
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim()).data;
  expect(rows[0]).toEqual(['Line', 'Time', 'Tracking ID', 'Customer', 'COD']);
  expect(rows.find((r) => r[2] === 'NVMYCOL00701')).toEqual(['COD taken', expect.any(String), 'NVMYCOL00701', 'Gopal Nair', '120.00']);
  expect(rows).toContainEqual(['Expected in the drawer', '', '', '', '168.00']);
  expect(rows).toContainEqual(['Difference', '', '', '', '2.00']);
  expect(rows.every((r) => r.length === 5)).toBe(true);
});
