import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';

test('a hardware scanner burst ending in Enter is read; the same keys typed slowly are not', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/settings/scanner');
  const heading = page.getByRole('heading', { level: 1, name: 'Scanner' });
  await expect(heading).toBeVisible();
  const scanner = page.getByTestId('scanner');
  const result = scanner.getByTestId('scan-result');
  const reads = page.getByTestId('last-reads').getByRole('listitem');

  // Focus on the page, not in a field: a scanner "types" fast and ends with Enter.
  await heading.click();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
  await page.keyboard.type('NVSG00012345', { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(result).toHaveText('Read: NVSG00012345');
  await expect(result).toHaveAttribute('data-kind', 'success');
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText('NVSG00012345');
  await expect(reads.first()).toContainText('hardware');
  await expect(result).toHaveCount(0, { timeout: 5000 }); // the overlay goes after a moment

  // A person typing the same code (150 ms between keys) and pressing Enter is not a scan.
  await heading.click();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
  await page.keyboard.type('NVSG00099999', { delay: 150 });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1000);
  await expect(result).toHaveCount(0);
  await expect(reads).toHaveCount(1);
  await expect(page.getByText('NVSG00099999')).toHaveCount(0);
});
