import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
test('probe', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/settings/scanner');
  const scanner = page.getByTestId('scanner');
  const field = scanner.getByRole('textbox', { name: 'Code' });
  await field.fill('AB_12');
  await scanner.getByRole('button', { name: 'Submit' }).click();
  await expect(scanner.getByRole('alert')).toBeVisible();
  console.log(await scanner.locator('form').evaluate((f) => f.outerHTML));
  await page.goto('/login');
});
