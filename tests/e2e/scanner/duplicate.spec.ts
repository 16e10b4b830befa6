import { expect, test } from '@playwright/test';
import { openActivity, openScannerSettings } from './scannerPage';

test('the same code submitted twice in quick succession is read once and the repeat is flagged', async ({ page }) => {
  const { field, submit, result, reads } = await openScannerSettings(page);

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

  const table = await openActivity(page);
  const mine = (kind: string) => table.locator(`tr[data-kind="${kind}"]`).filter({ hasText: 'SG-DUP-1 typed in' });
  await expect(mine('scanAccepted')).toHaveCount(1);
  await expect(mine('scanRejected')).toHaveCount(1);
  await expect(mine('scanRejected')).toContainText('Scan rejected');
  await expect(mine('scanRejected')).toContainText('SG-DUP-1 typed in, refused: already scanned');
});
