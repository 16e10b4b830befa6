import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginAs, mainMenu } from '../support/auth';
import { openActivity, openScannerSettings } from './scannerPage';

test('a typed scan is in the Activity log, the kind filter narrows it, and Export CSV downloads it', async ({ page }) => {
  const { scanner, field, submit } = await openScannerSettings(page);

  await field.fill('SG-ACT-42');
  await submit.click();
  await expect(scanner.getByTestId('scan-result')).toHaveText('Read: SG-ACT-42');
  // A repeat, so that the log also has a scanRejected row for the filter to drop.
  await field.fill('SG-ACT-42');
  await submit.click();
  await expect(scanner.getByTestId('scan-result')).toHaveText('Parcel already scanned. Review recent scans to confirm.');

  const rows = (await openActivity(page)).locator('tbody tr');
  // Details in words, not the payload's JSON.
  const accepted = rows.filter({ hasText: 'SG-ACT-42 typed in' }).and(page.locator('[data-kind="scanAccepted"]'));
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText('Scan accepted');
  await expect(rows.and(page.locator('[data-kind="scanRejected"]'))).toContainText('SG-ACT-42 typed in, refused: already scanned');
  await expect(page.getByTestId('activity-table')).not.toContainText('{');
  await expect(rows.and(page.locator('[data-kind="login"]'))).not.toHaveCount(0);

  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Scan accepted' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'scanAccepted');
  await expect(rows.first()).toContainText('SG-ACT-42');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const csv = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((l) => l !== '');
  // The details as the page says them, then the raw fields, one column each.
  expect(lines[0]).toBe('Time,Point,User,Kind,Details,code,source,format');
  // Only what the filter shows is exported: one scanAccepted row with the code.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/,scanAccepted,SG-ACT-42 typed in,SG-ACT-42,typed,$/);
});

// Bug (ActivityPage.tsx: `log.since(from)` and the `events$` subscription are not filtered by point): the page says
// 'Everything recorded at this point since midnight', but on a shared device it lists what another point did today,
// scanned codes included.
test("the Activity page does not list another point's scans from the same device", async ({ page }) => {
  const { scanner, field, submit } = await openScannerSettings(page);
  await field.fill('SG-OTHER-POINT-1');
  await submit.click();
  await expect(scanner.getByTestId('scan-result')).toHaveText('Read: SG-OTHER-POINT-1');
  await mainMenu(page).getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  await loginAs(page, 'my-demo'); // another point (Malaysia, English)
  const table = await openActivity(page);
  await expect(table.locator('tr[data-kind="login"]').filter({ hasText: 'my-demo' })).toHaveCount(1);
  await expect(table.getByText('SG-OTHER-POINT-1')).toHaveCount(0);
  await expect(table.locator('tbody tr').filter({ hasText: 'sg-demo' })).toHaveCount(0);
});

// No e2e test of formula neutralisation: a code starting with '=' cannot be typed (the id format rule refuses it).
// neutraliseCell and the CSV's field columns are covered in tests/unit/eventLog.test.ts and tests/unit/csv.test.ts.
