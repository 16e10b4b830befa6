import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';

const INVALID = 'Invalid format. Please ensure that the input contains only alphanumeric and hyphen characters.';

test('typed ids follow the tracking/stamp id format rule; a bad one keeps its value and is not read', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/settings/scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner' })).toBeVisible();
  const scanner = page.getByTestId('scanner');
  const field = scanner.getByRole('textbox', { name: 'Code' });
  const submit = scanner.getByRole('button', { name: 'Submit' });
  const result = scanner.getByTestId('scan-result');
  const reads = page.getByTestId('last-reads');

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
    await expect(reads).toHaveCount(0);
  }

  // Editing the field clears the error.
  await field.fill('SG-12-AB');
  await expect(scanner.getByText(INVALID)).toHaveCount(0);
  await submit.click();
  await expect(result).toHaveText('Read: SG-12-AB');
  await expect(reads.getByRole('listitem')).toHaveCount(1);
  await expect(reads.getByRole('listitem').first()).toContainText('SG-12-AB');
  await expect(field).toHaveValue('');
});
