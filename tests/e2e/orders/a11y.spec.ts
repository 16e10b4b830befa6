// axe-core on the orders pages as the operator has them in front of them: no serious or critical violation.
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, addSendParcel, createAndWaitForResults, fillSgPostOrder, openNewOrder, openScanPage, parcelCard } from './support/orders';

// Page loads, a whole order and axe itself: more than the 60 s default on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('axe: /send-parcel with parcels listed', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSG00000001');
  await addSendParcel(page, 'NVSG00000002');
  await expect(page.getByRole('button', { name: 'Check in 2 parcels' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/send-parcel with two parcels');
});

test('axe: /new-order showing its field errors', async ({ page }) => {
  await openNewOrder(page, 'sg-demo');
  await page.getByRole('button', { name: 'Create 1 order' }).click();
  const card = parcelCard(page, 1, 1);
  await expect(card.getByLabel('Recipient name')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByText('This field cannot be left blank').first()).toBeVisible();
  await expect(page.getByText('Shipper id is missing.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/new-order with errors');
});

test('axe: /confirm-order after an order is created', async ({ page }) => {
  await openNewOrder(page, 'sg-demo');
  await fillSgPostOrder(page, 'STAMPSG0005', 'Axe Checker');
  await createAndWaitForResults(page);
  await expect(page.getByTestId('order-results').getByRole('row').filter({ hasText: 'Axe Checker' })).toContainText('Created');
  await expectNoSeriousA11yViolations(page, '/confirm-order');
});
