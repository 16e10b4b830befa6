import { expect, test } from '@playwright/test';
import { openScannerSettings } from './scannerPage';

const INVALID = 'Invalid format. Please ensure that the input contains only alphanumeric and hyphen characters.';

test('typed ids follow the tracking/stamp id format rule; a bad one keeps its value and is not read', async ({ page }) => {
  const { scanner, field, submit, result } = await openScannerSettings(page);
  const lastReads = page.getByTestId('last-reads');

  for (const bad of ['STAMP-123', 'AB_12']) {
    await field.fill(bad);
    await submit.click();
    const error = scanner.getByRole('alert').filter({ hasText: INVALID });
    await expect(error).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The message is tied to the field (Chakra's Field sets aria-errormessage to the error text's id).
    const errorId = await error.getAttribute('id');
    expect(errorId).toBeTruthy();
    await expect(field).toHaveAttribute('aria-errormessage', errorId as string);
    await expect(field).toHaveValue(bad);
    await expect(result).toHaveCount(0);
    await expect(lastReads).toHaveCount(0);
  }

  // Editing the field clears the error.
  await field.fill('SG-12-AB');
  await expect(scanner.getByText(INVALID)).toHaveCount(0);
  await submit.click();
  await expect(result).toHaveText('Read: SG-12-AB');
  await expect(lastReads.getByRole('listitem')).toHaveCount(1);
  await expect(lastReads.getByRole('listitem').first()).toContainText('SG-12-AB');
  await expect(field).toHaveValue('');
});
