// Today's parcel overview: the figures, the money, and the shelf's figure opening the history list of parcels in
// store; axe.
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test('the dashboard links what is in store to the history list of those parcels', async ({ page }) => {
  await loginAs(page, 'id-demo');
  await page.goto('/dashboard');
  // An Indonesian point reads its dashboard in Indonesian.
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan paket hari ini' })).toBeVisible();
  const inStore = page.getByTestId('figure-in_store');
  const count = Number((await inStore.getByRole('definition').locator('p').first().textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  // The money beside the parcels, in rupiah: what is still in the till links to the payments.
  const till = page.getByTestId('money-unsettled');
  await expect(till.getByRole('definition').locator('p').first()).toContainText('Rp');
  await expect(till.getByRole('link', { name: 'Lihat pembayaran' })).toHaveAttribute('href', '/payments');
  await expectNoSeriousA11yViolations(page, '/dashboard');
  await inStore.getByRole('link').click();
  await expect(page).toHaveURL(/store=in_store/);
  await expect(page.getByTestId('total-total')).toContainText(String(count));
});
