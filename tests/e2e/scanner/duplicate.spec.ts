import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';

test('the same code submitted twice in quick succession is read once and the repeat is flagged', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/settings/scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner' })).toBeVisible();
  const scanner = page.getByTestId('scanner');
  const field = scanner.getByRole('textbox', { name: 'Code' });
  const submit = scanner.getByRole('button', { name: 'Submit' });
  const result = scanner.getByTestId('scan-result');
  const reads = page.getByTestId('last-reads').getByRole('listitem');

  await field.fill('SG-DUP-1');
  await submit.click();
  await expect(result).toHaveText('Read: SG-DUP-1');
  await expect(field).toHaveValue('');
  await field.fill('SG-DUP-1');
  await submit.click();
  await expect(result).toHaveText('Parcel already scanned. Review recent scans to confirm.');
  await expect(result).toHaveAttribute('data-kind', 'error');
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText('SG-DUP-1');

  await page.goto('/settings/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity today' })).toBeVisible();
  const table = page.getByTestId('activity-table');
  const mine = (kind: string) => table.locator(`tr[data-kind="${kind}"]`).filter({ hasText: '"code":"SG-DUP-1"' });
  await expect(mine('scanAccepted')).toHaveCount(1);
  await expect(mine('scanRejected')).toHaveCount(1);
  await expect(mine('scanRejected')).toContainText('Scan rejected');
  await expect(mine('scanRejected')).toContainText('"reason":"duplicate"');
});
